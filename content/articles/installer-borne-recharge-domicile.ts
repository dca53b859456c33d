import { articleSchema, parseContent } from '../schema';

export const installerBorneRechargeDomicile = parseContent(
  'content/articles/installer-borne-recharge-domicile.ts',
  articleSchema,
  {
    slug: 'installer-borne-recharge-domicile',
    title: 'Installer une borne de recharge à domicile\u00a0: étapes et délais',
    featuredImage: '/images/conseils/installer-borne-recharge-domicile.jpg',
    featuredImageAlt:
      'Borne de recharge murale installée sous un carport, câble branché sur une voiture électrique garée devant une maison',
    date: '29 nov. 2024',
    author: 'Marc Dubois',
    introduction: {
      title: 'Recharger chez soi, simplement et en sécurité',
      content:
        'La grande majorité des recharges d’une voiture électrique se font à domicile, pendant la nuit ou lorsque le véhicule reste stationné plusieurs heures. Encore faut-il disposer d’une installation adaptée\u00a0: une borne murale recharge bien plus vite qu’une prise ordinaire et en toute sécurité. Voici comment choisir la bonne puissance, quelles démarches prévoir et combien de temps compter entre la première visite et la mise en service.',
    },
    sections: [
      {
        title: 'Prise ordinaire ou borne\u00a0: pourquoi s’équiper\u00a0?',
        paragraphs: [
          {
            type: 'text',
            content:
              '<p>Brancher sa voiture sur une prise domestique reste possible en dépannage, mais la recharge est très lente et sollicite pendant de longues heures un circuit qui n’a pas été conçu pour cet usage. Échauffement des contacts, disjoncteur qui saute lorsque d’autres appareils fonctionnent\u00a0: la prise ordinaire n’est pas une solution pour un usage quotidien.</p>',
          },
          {
            type: 'text',
            content:
              '<p>Une <a href="/products/borne-recharge-electrique">borne de recharge</a> dispose d’une ligne dédiée, de protections adaptées et d’un dialogue avec le véhicule qui sécurise chaque recharge. Avec une borne de <strong>7\u00a0kW</strong>, comptez environ 4 à 8\u00a0heures pour une recharge complète, ce qui suffit largement pour repartir chaque matin avec une batterie pleine.</p>',
          },
        ],
      },
      {
        title: 'Choisir la bonne puissance',
        paragraphs: [
          {
            type: 'list',
            items: [
              '**7\u00a0kW en monophasé\u00a0:** le choix le plus courant en maison individuelle, pour une recharge complète en 4 à 8\u00a0heures environ, idéale pendant la nuit.',
              '**11\u00a0kW en triphasé\u00a0:** intéressant si votre raccordement est triphasé et si votre véhicule accepte cette puissance en courant alternatif.',
              '**Borne rapide\u00a0:** elle réduit la durée de recharge à 1 ou 2\u00a0heures environ, mais exige un raccordement électrique conséquent et un véhicule compatible.',
            ],
          },
          {
            type: 'text',
            content:
              '<p>Avant de viser plus haut, vérifiez la puissance du chargeur embarqué de votre voiture\u00a0: si elle n’accepte que 7\u00a0kW en courant alternatif, une borne plus puissante ne la rechargera pas plus vite. Pensez aussi à l’avenir\u00a0: un deuxième véhicule électrique dans le foyer peut justifier une borne double ou un système de partage de puissance.</p>',
          },
          { type: 'subtitle', content: 'Câble attaché ou prise Type\u00a02\u00a0?' },
          {
            type: 'text',
            content:
              '<p>Une borne à câble attaché est plus pratique au quotidien\u00a0: on décroche, on branche, c’est fini. Une borne équipée d’une simple prise Type\u00a02 convient mieux si plusieurs véhicules différents doivent s’y connecter, ou si la borne est accessible depuis la rue et que vous préférez ranger le câble.</p>',
          },
        ],
      },
      {
        title: 'Étape par étape\u00a0: de la visite technique à la mise en service',
        image: '/images/produits/borne-recharge-electrique.jpg',
        imageAlt: 'Borne de recharge électrique murale avec câble Type\u00a02 enroulé',
        paragraphs: [
          {
            type: 'list',
            items: [
              '**1. Diagnostic électrique\u00a0:** l’électricien examine le tableau, la puissance de raccordement de la maison et la longueur de câble à tirer jusqu’à l’emplacement de la borne.',
              '**2. Choix de l’emplacement\u00a0:** garage, carport ou façade, au plus près de la place de stationnement et du côté de la trappe de charge du véhicule. À l’extérieur, la borne doit être adaptée aux intempéries.',
              '**3. Devis détaillé\u00a0:** borne, câblage, protections, éventuelle adaptation du tableau et gestion de charge.',
              '**4. Démarches\u00a0:** en Suisse, l’installation est annoncée au gestionnaire de réseau avant les travaux\u00a0; en France, elle doit être réalisée par un installateur qualifié pour les bornes de recharge.',
              '**5. Pose\u00a0:** fixation de la borne, passage des câbles et raccordement\u00a0; lorsque le tableau est proche, l’intervention tient généralement en une journée.',
              '**6. Mise en service\u00a0:** contrôle de l’installation, remise des documents de conformité et paramétrage de la borne et de son application.',
            ],
          },
        ],
      },
      {
        title: 'Quels délais prévoir\u00a0?',
        paragraphs: [
          {
            type: 'text',
            content:
              '<p>Chez Lumina Terrasses, l’installation a lieu <strong>2 à 4\u00a0semaines après la confirmation de commande</strong>. Ce délai couvre la disponibilité du matériel, l’annonce au gestionnaire de réseau et la planification de l’équipe. Il peut s’allonger dans deux cas\u00a0: lorsque le raccordement de la maison doit être renforcé, ce qui implique le distributeur d’électricité, ou lorsque l’accord d’une copropriété est nécessaire.</p>',
          },
          {
            type: 'text',
            content:
              '<p>Si vous attendez la livraison d’une voiture électrique, lancez donc la démarche dès la signature du contrat d’achat\u00a0: vous pourrez recharger dès le premier jour.</p>',
          },
          { type: 'subtitle', content: 'Préparer la visite technique' },
          {
            type: 'list',
            items: [
              '**Des photos du tableau électrique\u00a0:** porte ouverte, avec les étiquettes des disjoncteurs lisibles.',
              '**Le modèle de votre voiture\u00a0:** il détermine la puissance de charge acceptée et la position de la trappe.',
              '**Votre facture d’électricité\u00a0:** elle renseigne sur votre tarif et, souvent, sur la puissance de raccordement.',
              '**L’emplacement souhaité\u00a0:** repérez le trajet possible du câble entre le tableau et la place de stationnement, en signalant les murs à traverser.',
            ],
          },
          {
            type: 'text',
            content:
              '<p>Ces informations permettent souvent de chiffrer l’installation dès le premier rendez-vous et d’éviter une seconde visite.</p>',
          },
        ],
      },
      {
        title: 'PPE, location, immeuble\u00a0: les cas particuliers',
        paragraphs: [
          {
            type: 'list',
            items: [
              '**Propriété par étages (PPE)\u00a0:** les travaux touchant les parties communes ou le garage collectif demandent l’accord de la communauté des copropriétaires. Anticipez la prochaine assemblée pour y inscrire votre demande.',
              '**Locataire\u00a0:** l’accord écrit du propriétaire est indispensable\u00a0; précisez qui finance la borne et ce qu’elle devient en fin de bail.',
              '**Parking collectif\u00a0:** un comptage individuel garantit que chacun paie sa propre consommation, et une gestion de charge répartit la puissance disponible entre les places.',
              '**Copropriété en France\u00a0:** le «\u00a0droit à la prise\u00a0» permet à un copropriétaire ou à un locataire de demander l’installation d’une borne à ses frais\u00a0; le syndic doit en être informé.',
            ],
          },
        ],
      },
      {
        title: 'Recharge intelligente et énergie solaire',
        paragraphs: [
          {
            type: 'text',
            content:
              '<p>Une borne connectée permet de programmer la recharge aux heures où l’électricité est la moins chère, si votre distributeur propose un tarif différencié. Une <strong>gestion de charge dynamique</strong> module aussi la puissance en fonction des autres appareils de la maison pour éviter de dépasser la puissance de raccordement.</p>',
          },
          {
            type: 'text',
            content:
              '<p>Si vous produisez votre propre électricité, la borne peut privilégier le surplus solaire. C’est tout l’intérêt d’un <a href="/products/carports-solaire">carport solaire</a>, qui abrite la voiture et produit l’énergie nécessaire à sa recharge\u00a0: nous détaillons cette solution dans notre article <a href="/conseils/carport-solaire-produire-son-energie">carport solaire\u00a0: produire son énergie</a>. Certaines communes et certains cantons soutiennent par ailleurs l’installation de bornes\u00a0; renseignez-vous auprès de votre commune ou de votre distributeur avant de commander.</p>',
          },
        ],
      },
    ],
    cta: {
      text: 'Vous passez à l’électrique\u00a0? Nos techniciens évaluent votre installation et vous proposent la borne adaptée à votre véhicule et à votre maison.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=borne-recharge-electrique',
    },
    seo: {
      title: 'Installer une borne de recharge à domicile',
      description:
        'Puissance, démarches, étapes de pose et délais\u00a0: comment installer une borne de recharge pour voiture électrique chez soi, en maison ou en PPE.',
      keywords: [
        'borne de recharge domicile',
        'wallbox',
        'installation borne recharge',
        'borne 7\u00a0kW',
        'recharge voiture électrique maison',
        'borne recharge PPE',
        'borne recharge Genève',
      ],
      section: 'Installation',
    },
  },
);

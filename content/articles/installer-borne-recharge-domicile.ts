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
    date: '2024-11-29',
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
              'Brancher sa voiture sur une prise domestique reste possible en dépannage, mais la recharge est très lente et sollicite pendant de longues heures un circuit qui n’a pas été conçu pour cet usage. Échauffement des contacts, disjoncteur qui saute lorsque d’autres appareils fonctionnent\u00a0: la prise ordinaire n’est pas une solution pour un usage quotidien.',
          },
          {
            type: 'text',
            content:
              'Une [borne de recharge](/products/borne-recharge-electrique) dispose d’une ligne dédiée, de protections adaptées et d’un dialogue avec le véhicule qui sécurise chaque recharge. Avec une borne de __11\u00a0kW__ en triphasé, une batterie de 40 à 77\u00a0kWh se recharge entièrement en 4 à 7\u00a0heures environ, et en 6 à 11\u00a0heures avec une borne de 7\u00a0kW en monophasé\u00a0: une nuit suffit pour repartir chaque matin avec une batterie pleine.',
          },
        ],
      },
      {
        title: 'Choisir la bonne puissance',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__7\u00a0kW en monophasé\u00a0:__ le choix courant lorsque seul le monophasé est disponible, pour une recharge complète en 6 à 11\u00a0heures environ (batterie de 40 à 77\u00a0kWh), idéale pendant la nuit.',
              '__11\u00a0kW en triphasé\u00a0:__ le choix le plus courant en Suisse, où la plupart des maisons sont raccordées en triphasé\u00a0: une recharge complète en 4 à 7\u00a0heures environ pour la même batterie, si votre véhicule accepte cette puissance en courant alternatif.',
              '__Borne rapide\u00a0:__ elle réduit la durée de recharge à 1 ou 2\u00a0heures environ, mais exige un raccordement électrique conséquent et un véhicule compatible.',
            ],
          },
          {
            type: 'text',
            content:
              'Avant de viser plus haut, vérifiez la puissance du chargeur embarqué de votre voiture\u00a0: si elle n’accepte que 7\u00a0kW en courant alternatif, une borne plus puissante ne la rechargera pas plus vite. Pensez aussi à l’avenir\u00a0: un deuxième véhicule électrique dans le foyer peut justifier une borne double ou un système de partage de puissance.',
          },
          { type: 'subtitle', content: 'Câble attaché ou prise Type\u00a02\u00a0?' },
          {
            type: 'text',
            content:
              'Une borne à câble attaché est plus pratique au quotidien\u00a0: on décroche, on branche, c’est fini. Une borne équipée d’une simple prise Type\u00a02 convient mieux si plusieurs véhicules différents doivent s’y connecter, ou si la borne est accessible depuis la rue et que vous préférez ranger le câble.',
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
              '__1. Diagnostic électrique\u00a0:__ l’électricien examine le tableau, la puissance de raccordement de la maison et la longueur de câble à tirer jusqu’à l’emplacement de la borne.',
              '__2. Choix de l’emplacement\u00a0:__ garage, carport ou façade, au plus près de la place de stationnement et du côté de la trappe de charge du véhicule. À l’extérieur, la borne doit être adaptée aux intempéries.',
              '__3. Devis détaillé\u00a0:__ borne, câblage, protections, éventuelle adaptation du tableau et gestion de charge.',
              '__4. Démarches\u00a0:__ en Suisse, l’installation est annoncée au gestionnaire de réseau avant les travaux\u00a0; en France, elle doit être réalisée par un installateur qualifié pour les bornes de recharge.',
              '__5. Pose\u00a0:__ fixation de la borne, passage des câbles et raccordement\u00a0; lorsque le tableau est proche, l’intervention tient généralement en une journée.',
              '__6. Mise en service\u00a0:__ contrôle de l’installation, remise des documents de conformité et paramétrage de la borne et de son application.',
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
              'Chez Lumina Terrasses, l’installation a lieu __2 à 4\u00a0semaines après la confirmation de commande__. Ce délai couvre la disponibilité du matériel, l’annonce au gestionnaire de réseau et la planification de l’équipe. Il peut s’allonger dans deux cas\u00a0: lorsque le raccordement de la maison doit être renforcé, ce qui implique le distributeur d’électricité, ou lorsque l’accord d’une copropriété est nécessaire.',
          },
          {
            type: 'text',
            content:
              'Si vous attendez la livraison d’une voiture électrique, lancez donc la démarche dès la signature du contrat d’achat\u00a0: vous pourrez recharger dès le premier jour.',
          },
          { type: 'subtitle', content: 'Préparer la visite technique' },
          {
            type: 'list',
            items: [
              '__Des photos du tableau électrique\u00a0:__ porte ouverte, avec les étiquettes des disjoncteurs lisibles.',
              '__Le modèle de votre voiture\u00a0:__ il détermine la puissance de charge acceptée et la position de la trappe.',
              '__Votre facture d’électricité\u00a0:__ elle renseigne sur votre tarif et, souvent, sur la puissance de raccordement.',
              '__L’emplacement souhaité\u00a0:__ repérez le trajet possible du câble entre le tableau et la place de stationnement, en signalant les murs à traverser.',
            ],
          },
          {
            type: 'text',
            content:
              'Ces informations permettent souvent de chiffrer l’installation dès le premier rendez-vous et d’éviter une seconde visite.',
          },
        ],
      },
      {
        title: 'PPE, location, immeuble\u00a0: les cas particuliers',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Propriété par étages (PPE)\u00a0:__ les travaux touchant les parties communes ou le garage collectif demandent l’accord de la communauté des copropriétaires. Anticipez la prochaine assemblée pour y inscrire votre demande.',
              '__Locataire\u00a0:__ l’accord écrit du propriétaire est indispensable\u00a0; précisez qui finance la borne et ce qu’elle devient en fin de bail.',
              '__Parking collectif\u00a0:__ un comptage individuel garantit que chacun paie sa propre consommation, et une gestion de charge répartit la puissance disponible entre les places.',
              '__Copropriété en France\u00a0:__ le «\u00a0droit à la prise\u00a0» permet à un copropriétaire ou à un locataire de demander l’installation d’une borne à ses frais\u00a0; le syndic doit en être informé.',
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
              'Une borne connectée permet de programmer la recharge aux heures où l’électricité est la moins chère, si votre distributeur propose un tarif différencié. Une __gestion de charge dynamique__ module aussi la puissance en fonction des autres appareils de la maison pour éviter de dépasser la puissance de raccordement.',
          },
          {
            type: 'text',
            content:
              'Si vous produisez votre propre électricité, la borne peut privilégier le surplus solaire. C’est tout l’intérêt d’un [carport solaire](/products/carports-solaire), qui abrite la voiture et produit l’énergie nécessaire à sa recharge\u00a0: nous détaillons cette solution dans notre article [carport solaire\u00a0: produire son énergie](/conseils/carport-solaire-produire-son-energie). Certaines communes et certains cantons soutiennent par ailleurs l’installation de bornes\u00a0; renseignez-vous auprès de votre commune ou de votre distributeur avant de commander.',
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

import { articleSchema, parseContent } from '../schema';

export const carportSolaireProduireSonEnergie = parseContent(
  'content/articles/carport-solaire-produire-son-energie.ts',
  articleSchema,
  {
    slug: 'carport-solaire-produire-son-energie',
    title: 'Carport solaire\u00a0: produire son énergie en protégeant sa voiture',
    featuredImage: '/images/conseils/carport-solaire-produire-son-energie.jpg',
    featuredImageAlt:
      'Carport solaire à toiture en panneaux photovoltaïques abritant une voiture électrique en charge devant une maison individuelle',
    date: '2024-12-01',
    author: 'Marc Dubois',
    introduction: {
      title: 'Un abri qui travaille pour vous',
      content:
        'Un carport solaire remplace la toiture classique d’un abri à voiture par des panneaux photovoltaïques. Il protège le véhicule de la grêle, de la neige et du soleil, tout en produisant une électricité que vous consommez sur place. Pour les maisons dont le toit est mal orienté, ombragé ou difficile d’accès, c’est souvent la manière la plus simple de passer au solaire.',
    },
    sections: [
      {
        title: 'Le principe\u00a0: une centrale solaire au-dessus de votre place de parc',
        paragraphs: [
          {
            type: 'text',
            content:
              'La structure, en aluminium ou en acier, porte directement les modules photovoltaïques, qui font office de couverture. Le courant continu produit par les panneaux passe par un __onduleur__ qui le transforme en courant alternatif, puis rejoint le tableau électrique de la maison. L’électricité alimente d’abord vos appareils\u00a0; le surplus éventuel est injecté dans le réseau et racheté par votre fournisseur d’électricité, à un tarif qui varie d’une région à l’autre.',
          },
          { type: 'subtitle', content: 'Pourquoi le carport plutôt que le toit\u00a0?' },
          {
            type: 'list',
            items: [
              '__Aucune intervention sur la toiture\u00a0:__ utile lorsque le toit est ancien, couvert de tuiles fragiles ou situé dans un périmètre protégé.',
              '__Une orientation choisie\u00a0:__ l’implantation et l’inclinaison du carport peuvent être pensées pour le soleil, ce qui n’est pas le cas d’un pan de toit existant.',
              '__Une double fonction\u00a0:__ la même structure abrite la voiture et produit de l’énergie, sans surface supplémentaire au sol.',
              '__Un accès facile\u00a0:__ à hauteur d’homme ou presque, les panneaux se contrôlent et se nettoient sans échafaudage.',
            ],
          },
        ],
      },
      {
        title: 'Combien d’électricité peut-on produire\u00a0?',
        paragraphs: [
          {
            type: 'text',
            content:
              'La production dépend de la puissance installée, exprimée en kilowatts-crête (kWc), de l’orientation et de l’ombrage. À titre indicatif, en Suisse romande comme en Auvergne, une installation bien orientée produit de l’ordre de 1000\u00a0kWh par an pour chaque kWc installé. Un carport pour deux voitures accueille une installation de plusieurs kWc, de quoi couvrir une part importante de la consommation annuelle d’une maison familiale.',
          },
          {
            type: 'text',
            content:
              'Côté mobilité, une voiture électrique consomme en moyenne entre 15 et 20\u00a0kWh aux 100\u00a0km. Parcourir 10\u00a0000\u00a0km par an représente donc environ 1500 à 2000\u00a0kWh, une quantité qu’un carport solaire peut fournir en grande partie sur l’année, à condition de recharger au bon moment.',
          },
          { type: 'subtitle', content: 'Orientation et ombrage' },
          {
            type: 'list',
            items: [
              '__Plein sud\u00a0:__ la production annuelle la plus élevée, avec un pic à la mi-journée.',
              '__Est ou ouest\u00a0:__ une production un peu plus faible mais mieux répartie entre le matin et la fin d’après-midi, souvent plus proche de vos heures de présence.',
              '__Ombres portées\u00a0:__ un arbre, un mur ou un bâtiment voisin peut faire chuter la production de toute une rangée de panneaux\u00a0; nous les relevons lors de la visite technique.',
            ],
          },
        ],
      },
      {
        title: 'Recharger sa voiture au soleil',
        image: '/images/produits/carports-solaire-1.jpg',
        imageAlt: 'Carport solaire abritant une voiture électrique branchée à une borne murale',
        paragraphs: [
          {
            type: 'text',
            content:
              'Associé à une [borne de recharge](/products/borne-recharge-electrique), le carport solaire prend tout son sens. Une borne domestique de 7\u00a0kW recharge entièrement une batterie de 40 à 77\u00a0kWh en 6 à 11\u00a0heures environ. Si la voiture est garée sous le carport pendant la journée, en télétravail, le week-end ou pendant les vacances, elle se recharge directement avec votre propre production.',
          },
          {
            type: 'text',
            content:
              'Les bornes dites __intelligentes__ vont plus loin\u00a0: elles ajustent la puissance de charge au surplus solaire disponible, pour éviter de puiser dans le réseau lorsque le ciel se couvre. Une batterie domestique peut compléter le dispositif pour stocker l’énergie de midi et recharger le soir, mais son intérêt économique doit être étudié au cas par cas.',
          },
        ],
      },
      {
        title: 'Durée de vie, garanties et entretien',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Panneaux\u00a0:__ ils bénéficient d’une garantie de performance de 25\u00a0ans et ont une durée de vie de 25 à 30\u00a0ans.',
              '__Onduleur\u00a0:__ c’est l’élément électronique de l’installation\u00a0; il est courant de devoir le remplacer une fois au cours de la vie du carport.',
              '__Structure\u00a0:__ l’aluminium thermolaqué résiste à la corrosion et ne demande pas de traitement.',
              '__Suivi\u00a0:__ une application affiche la production en temps réel et signale rapidement une baisse anormale.',
            ],
          },
          {
            type: 'text',
            content:
              'L’entretien reste léger\u00a0: un rinçage à l’eau claire lorsque le pollen, la poussière ou les feuilles s’accumulent, et un contrôle visuel des fixations et des câbles. En hiver, la neige glisse d’autant plus facilement que les panneaux sont inclinés\u00a0; évitez de la racler avec un outil métallique qui rayerait le verre.',
          },
        ],
      },
      {
        title: 'Autorisations et aides financières',
        paragraphs: [
          {
            type: 'text',
            content:
              'Les panneaux posés sur un toit existant bénéficient souvent d’une procédure simplifiée, mais un carport reste une construction nouvelle\u00a0: en Suisse, il nécessite en règle générale une autorisation de construire, dont la procédure est fixée par le canton. En France, une déclaration préalable ou un permis de construire est demandé selon la surface. Dans tous les cas, renseignez-vous auprès de votre commune avant de signer, et vérifiez les distances à respecter par rapport aux limites de la parcelle.',
          },
          {
            type: 'text',
            content:
              'Côté financement, les installations photovoltaïques peuvent bénéficier en Suisse de la rétribution unique fédérale, gérée par Pronovo, à laquelle s’ajoutent selon les lieux des programmes cantonaux ou communaux. En France, des dispositifs nationaux soutiennent également l’autoconsommation. Les conditions et montants évoluant régulièrement, nous vérifions avec vous les aides en vigueur au moment du devis.',
          },
        ],
      },
      {
        title: 'Délais et déroulement du chantier',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Étude\u00a0:__ visite technique, relevé des ombrages et dimensionnement de l’installation selon votre consommation.',
              '__Commande\u00a0:__ l’installation est planifiée 2 à 4\u00a0semaines après la confirmation de commande, une fois l’autorisation obtenue.',
              '__Montage\u00a0:__ fondations, structure, panneaux puis raccordement électrique\u00a0; comptez de quelques jours à une semaine selon la taille du carport.',
              '__Mise en service\u00a0:__ contrôle de l’installation, annonce au gestionnaire de réseau et prise en main de l’application de suivi.',
            ],
          },
          {
            type: 'text',
            content:
              'Un carport solaire est un investissement à long terme\u00a0: il abrite vos véhicules et produit de l’électricité pendant des décennies. Pour comparer avec les autres solutions d’abri, lisez aussi notre article [carport ou garage\u00a0: que choisir\u00a0?](/conseils/carport-ou-garage-que-choisir)',
          },
        ],
      },
    ],
    cta: {
      text: 'Envie de produire votre électricité au-dessus de votre place de parc\u00a0? Nous étudions votre terrain, votre consommation et vos besoins de recharge pour vous proposer un carport solaire adapté.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=carports-solaire',
    },
    seo: {
      title: 'Carport solaire\u00a0: produire son énergie chez soi',
      description:
        'Production, recharge de voiture électrique, durée de vie, autorisation et aides\u00a0: ce qu’il faut savoir avant d’installer un carport solaire en Suisse.',
      keywords: [
        'carport solaire',
        'carport photovoltaïque',
        'abri voiture panneaux solaires',
        'autoconsommation solaire',
        'recharge solaire voiture électrique',
        'carport Genève',
      ],
      section: 'Écologie',
    },
  },
);

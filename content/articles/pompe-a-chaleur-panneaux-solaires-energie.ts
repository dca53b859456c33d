import { articleSchema, parseContent } from '../schema';

export const pompeAChaleurPanneauxSolairesEnergie = parseContent(
  'content/articles/pompe-a-chaleur-panneaux-solaires-energie.ts',
  articleSchema,
  {
    slug: 'pompe-a-chaleur-panneaux-solaires-energie',
    title: 'Pompe à chaleur et panneaux solaires\u00a0: le duo qui réduit vos factures d’énergie',
    featuredImage: '/images/conseils/pompe-a-chaleur-panneaux-solaires-energie.jpg',
    featuredImageAlt:
      'Maison individuelle équipée de panneaux solaires en toiture et d’une unité extérieure de pompe à chaleur posée le long de la façade',
    date: '2024-11-27',
    author: 'Marc Dubois',
    introduction: {
      title: 'Chauffer avec l’air et le soleil',
      content:
        'Remplacer une chaudière à mazout ou à gaz par une pompe à chaleur, puis l’alimenter en partie avec ses propres panneaux solaires\u00a0: de plus en plus de propriétaires franchissent le pas. Bien conçu, ce duo réduit fortement la dépendance aux énergies fossiles et la facture de chauffage. Encore faut-il comprendre ce que chaque équipement apporte, et ce qu’il ne peut pas faire.',
    },
    sections: [
      {
        title: 'Comment fonctionne une pompe à chaleur\u00a0?',
        paragraphs: [
          {
            type: 'text',
            content:
              'Une [pompe à chaleur](/products/pompes-a-chaleur) ne produit pas de chaleur à partir d’un combustible\u00a0: elle la prélève dans l’air extérieur, dans le sol ou dans l’eau, puis la transfère vers votre circuit de chauffage et votre eau chaude. Son compresseur consomme de l’électricité, mais restitue plusieurs fois plus d’énergie sous forme de chaleur. Ce rapport, appelé __coefficient de performance__ (COP), se situe typiquement autour de 3 sur une saison\u00a0: pour 1\u00a0kWh d’électricité consommé, environ 3\u00a0kWh de chaleur sont fournis au logement.',
          },
          {
            type: 'list',
            items: [
              '__Pompe à chaleur air-eau\u00a0:__ la plus répandue en rénovation, elle capte les calories de l’air grâce à une unité extérieure et alimente radiateurs ou chauffage au sol.',
              '__Pompe à chaleur géothermique\u00a0:__ elle puise la chaleur du sous-sol par une sonde verticale\u00a0; plus performante en hiver, elle suppose un forage soumis à autorisation cantonale.',
              '__Durée de vie\u00a0:__ une pompe à chaleur bien entretenue fonctionne de 15 à 25\u00a0ans.',
            ],
          },
        ],
      },
      {
        title: 'Pourquoi l’associer à des panneaux solaires',
        image: '/images/categories/energie-solaire.jpg',
        imageAlt: 'Panneaux solaires photovoltaïques installés sur le toit d’une maison',
        paragraphs: [
          {
            type: 'text',
            content:
              'La pompe à chaleur devient le premier consommateur d’électricité de la maison. Produire une partie de cette électricité sur votre toit ou sur un [carport solaire](/products/carports-solaire) permet d’en réduire le coût et d’augmenter votre taux d’autoconsommation\u00a0: chaque kWh solaire consommé sur place est un kWh que vous n’achetez pas au réseau.',
          },
          { type: 'subtitle', content: 'Soyons honnêtes sur l’hiver' },
          {
            type: 'text',
            content:
              'Les panneaux produisent le plus en été, alors que les besoins de chauffage culminent en décembre et en janvier. Le solaire ne couvre donc pas à lui seul le chauffage hivernal. En revanche, il alimente très bien la production d’eau chaude toute l’année, une grande partie du chauffage en mi-saison et les autres consommations de la maison. Sur l’ensemble de l’année, l’économie est réelle\u00a0; il serait simplement trompeur de promettre une maison chauffée au soleil en plein hiver.',
          },
        ],
      },
      {
        title: 'Bien dimensionner le duo',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Commencer par l’enveloppe\u00a0:__ isoler la toiture ou remplacer des fenêtres anciennes réduit les besoins de chauffage et permet de choisir une pompe à chaleur moins puissante.',
              '__Connaître la température de départ\u00a0:__ une pompe à chaleur est d’autant plus efficace que l’eau du chauffage est peu chaude\u00a0; le chauffage au sol est idéal, les anciens radiateurs peuvent devoir être complétés.',
              '__Piloter intelligemment\u00a0:__ en chauffant le chauffe-eau ou un ballon tampon à la mi-journée, vous stockez l’énergie solaire sous forme de chaleur pour la soirée.',
              '__Évaluer la surface disponible\u00a0:__ orientation et ombrage du toit déterminent la puissance photovoltaïque installable\u00a0; un carport solaire peut compléter un toit trop petit.',
              '__Soigner l’implantation\u00a0:__ l’unité extérieure d’une pompe air-eau émet un bruit de ventilation\u00a0; placez-la loin des chambres, des vôtres comme de celles des voisins.',
            ],
          },
        ],
      },
      {
        title: 'Ce que vous pouvez économiser',
        paragraphs: [
          {
            type: 'text',
            content:
              'Le gain dépend de votre point de départ. Remplacer une chaudière à mazout ou à gaz par une pompe à chaleur réduit en général nettement la quantité d’énergie achetée, puisque l’essentiel de la chaleur est puisé gratuitement dans l’environnement. Les panneaux solaires diminuent ensuite la part d’électricité achetée au réseau. Le prix de l’électricité variant d’un distributeur à l’autre, nous établissons une estimation personnalisée à partir de vos factures des dernières années.',
          },
          {
            type: 'text',
            content:
              'Il s’agit d’un investissement de long terme\u00a0: les panneaux bénéficient d’une garantie de performance de __25\u00a0ans__ et durent de 25 à 30\u00a0ans, la pompe à chaleur de 15 à 25\u00a0ans. Sur cette durée, la stabilité des coûts compte autant que l’économie annuelle\u00a0: vous êtes beaucoup moins exposé aux hausses du prix du mazout et du gaz.',
          },
        ],
      },
      {
        title: 'Aides financières et démarches',
        paragraphs: [
          {
            type: 'text',
            content:
              'En Suisse, le remplacement d’un chauffage fossile par une pompe à chaleur est soutenu par de nombreux programmes cantonaux, notamment dans le cadre du Programme Bâtiments, tandis que les installations photovoltaïques peuvent bénéficier de la rétribution unique fédérale. Certaines communes et certains distributeurs ajoutent leurs propres aides. Les montants et les conditions changent régulièrement\u00a0: renseignez-vous auprès de votre canton et de votre commune, et déposez les demandes __avant__ le début des travaux, car c’est souvent une condition d’octroi.',
          },
          {
            type: 'text',
            content:
              'L’installation d’une pompe à chaleur air-eau est en général soumise à autorisation, avec un justificatif du respect des exigences contre le bruit. Une sonde géothermique nécessite une autorisation de forage. En France, des dispositifs nationaux d’aide à la rénovation énergétique existent également\u00a0; nos équipes de Clermont-Ferrand vous orientent vers ceux qui s’appliquent à votre logement.',
          },
        ],
      },
      {
        title: 'Les étapes d’un projet combiné',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Bilan énergétique\u00a0:__ analyse du bâtiment, de vos consommations et de vos factures\u00a0; en Suisse, un Certificat énergétique cantonal des bâtiments (CECB) fournit une base solide.',
              '__Conception d’ensemble\u00a0:__ dimensionnement de la pompe à chaleur et de l’installation solaire, pour qu’elles fonctionnent ensemble dès le départ.',
              '__Devis gratuit\u00a0:__ chiffrage détaillé et identification des aides possibles.',
              '__Installation coordonnée\u00a0:__ les travaux démarrent 2 à 4\u00a0semaines après la confirmation de commande, une fois les autorisations obtenues.',
              '__Réglages et suivi\u00a0:__ programmation de la régulation et suivi de la production solaire depuis une application.',
            ],
          },
          {
            type: 'text',
            content:
              'Vous pouvez aussi procéder en deux temps, par exemple en installant d’abord les panneaux puis la pompe à chaleur lorsque la chaudière arrive en fin de vie. Dans ce cas, dimensionnez dès le départ l’installation solaire en tenant compte de la future consommation. Découvrez l’ensemble de nos solutions sur la page [énergie solaire](/energie-solaire).',
          },
        ],
      },
    ],
    cta: {
      text: 'Vous envisagez de remplacer votre chauffage ou d’installer des panneaux solaires\u00a0? Nous étudions votre maison et vous proposons une solution combinée, chiffrée et sans engagement.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=pompes-a-chaleur',
    },
    seo: {
      title: 'Pompe à chaleur et panneaux solaires\u00a0: le bon duo',
      description:
        'Fonctionnement, dimensionnement, économies, aides et démarches\u00a0: comment associer pompe à chaleur et panneaux solaires pour réduire vos factures.',
      keywords: [
        'pompe à chaleur',
        'pompe à chaleur et photovoltaïque',
        'panneaux solaires',
        'autoconsommation',
        'remplacement chaudière mazout',
        'chauffage écologique',
        'pompe à chaleur Suisse',
      ],
      section: 'Chauffage',
    },
  },
);

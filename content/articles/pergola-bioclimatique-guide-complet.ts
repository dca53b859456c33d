import { formatNumber as n } from '../price-formulas';
import { pricing, type Material } from '../pricing';
import { articleSchema, parseContent } from '../schema';

// The price figures come from the price guide (content/pricing.ts), as in the price article.
const range = (material: Material, joiner: string) =>
  `${n(pricing.materials[material].perM2.min)}${joiner}${n(pricing.materials[material].perM2.max)}`;

export const pergolaBioclimatiqueGuideComplet = parseContent(
  'content/articles/pergola-bioclimatique-guide-complet.ts',
  articleSchema,
  {
    slug: 'pergola-bioclimatique-guide-complet',
    title: 'Pergola bioclimatique\u00a0: le guide complet pour bien choisir',
    featuredImage: '/images/conseils/pergola-bioclimatique-guide-complet.jpg',
    featuredImageAlt:
      'Pergola bioclimatique en aluminium anthracite aux lames orientables entrouvertes, au-dessus d’une terrasse meublée attenante à une maison',
    date: '2024-12-02',
    author: 'Sophie Meylan',
    introduction: {
      title: 'Une terrasse qui s’adapte à la météo',
      content:
        'Lames orientables, structure en aluminium, éclairage intégré\u00a0: la pergola bioclimatique est devenue la référence pour profiter d’une terrasse abritée du soleil comme de la pluie. Entre modèle adossé ou autoportant, options motorisées et règles d’urbanisme, le choix demande pourtant un peu de méthode. Ce guide passe en revue les critères qui comptent vraiment avant de demander un devis.',
    },
    sections: [
      {
        title: 'Comment fonctionne une pergola bioclimatique\u00a0?',
        paragraphs: [
          {
            type: 'text',
            content:
              'Une pergola bioclimatique se compose d’une structure porteuse en aluminium et d’une toiture faite de __lames orientables__. En les inclinant, vous dosez la lumière et l’ombre au fil de la journée. Lames entrouvertes, l’air chaud qui s’accumule sous la toiture s’échappe naturellement vers le haut\u00a0: c’est ce phénomène de ventilation, sans aucune climatisation, qui justifie le terme «\u00a0bioclimatique\u00a0».',
          },
          {
            type: 'text',
            content:
              'Lames fermées, la toiture devient étanche. L’eau de pluie est recueillie par des gouttières intégrées aux lames, puis évacuée par l’intérieur des poteaux. Vous pouvez donc laisser le salon de jardin dehors lors d’une averse d’été, sans bâche ni parasol à replier en catastrophe.',
          },
          { type: 'subtitle', content: 'Ce qui la distingue d’une pergola classique' },
          {
            type: 'list',
            items: [
              '__Un ensoleillement réglable\u00a0:__ de l’ombre totale à la lumière filtrée, en quelques secondes et sans démonter quoi que ce soit.',
              '__Un vrai abri contre la pluie\u00a0:__ là où une pergola en bois ou une toile laisse passer l’eau, les lames fermées protègent la terrasse.',
              '__Une fraîcheur naturelle\u00a0:__ la circulation d’air sous les lames limite la sensation de chaleur lors des journées caniculaires.',
              '__Un entretien réduit\u00a0:__ l’aluminium thermolaqué ne rouille pas, ne se déforme pas et ne demande aucune lasure annuelle.',
            ],
          },
        ],
      },
      {
        title: 'Adossée ou autoportante\u00a0: partir de votre terrasse',
        image: '/images/produits/pergolas-bioclimatique-1.jpg',
        imageAlt: 'Pergola bioclimatique adossée à la façade d’une maison, lames ouvertes sur une terrasse dallée',
        paragraphs: [
          {
            type: 'text',
            content:
              'La __pergola adossée__ est fixée à la façade d’un côté et repose sur deux poteaux de l’autre. Elle prolonge naturellement la maison et convient à la plupart des terrasses attenantes au séjour. Avant de la retenir, il faut vérifier la nature du mur\u00a0: une façade isolée par l’extérieur ou un crépi ancien imposent des fixations adaptées, que notre technicien contrôle lors de la visite.',
          },
          {
            type: 'text',
            content:
              'La __pergola autoportante__ repose sur quatre poteaux ancrés dans une dalle ou des plots en béton. Indépendante du bâtiment, elle s’installe au fond du jardin, au bord d’une piscine ou sur une terrasse dont la façade ne se prête pas à une fixation.',
          },
          { type: 'subtitle', content: 'Dimensions et orientation' },
          {
            type: 'text',
            content:
              'Partez de l’usage plutôt que de la surface disponible. Une table pour six personnes demande environ 3\u00a0×\u00a04\u00a0m pour circuler confortablement\u00a0; un coin repas associé à un salon de jardin se pense plutôt autour de 4\u00a0×\u00a06\u00a0m. Au-delà de certaines portées, des poteaux intermédiaires deviennent nécessaires. Le sens des lames se choisit enfin selon la course du soleil, afin que leur inclinaison coupe les rayons directs aux heures chaudes tout en laissant entrer la lumière.',
          },
        ],
      },
      {
        title: 'Neige, vent, pluie\u00a0: les critères techniques à vérifier',
        paragraphs: [
          {
            type: 'text',
            content:
              'En Suisse romande, le climat varie fortement d’une commune à l’autre. Une pergola posée à Chêne-Bourg ne subit pas les mêmes charges de neige qu’une pergola installée dans le Jura vaudois ou dans un village valaisan en altitude. Les structures doivent être dimensionnées selon les normes en vigueur\u00a0: en Suisse, la norme SIA\u00a0261 fixe notamment les charges de neige et de vent en fonction du lieu et de l’altitude. N’hésitez pas à demander sur quelle base votre pergola a été calculée.',
          },
          {
            type: 'list',
            items: [
              '__Charge de neige\u00a0:__ elle détermine la section des profilés, l’entraxe des lames et le nombre de poteaux. Une pergola sous-dimensionnée peut se déformer après un seul hiver chargé.',
              '__Résistance au vent\u00a0:__ sur un site exposé, lames fermées et ancrages renforcés sont indispensables, de même qu’un capteur qui ouvre ou ferme la toiture automatiquement.',
              '__Évacuation des eaux\u00a0:__ prévoyez où l’eau ressort au pied des poteaux et comment elle rejoint une grille, un drain ou le réseau existant.',
              '__Étanchéité entre les lames\u00a0:__ les joints et le recouvrement des lames font la différence lors des pluies battantes.',
              '__Finition du thermolaquage\u00a0:__ plus de 200 couleurs sont disponibles pour accorder la structure aux menuiseries ou à la façade.',
            ],
          },
        ],
      },
      {
        title: 'Les options qui changent l’usage au quotidien',
        paragraphs: [
          {
            type: 'text',
            content:
              'La motorisation des lames est aujourd’hui la norme\u00a0: une télécommande ou une application suffit pour ajuster la toiture. Ce sont surtout les options suivantes qui transforment la pergola en véritable pièce extérieure.',
          },
          {
            type: 'list',
            items: [
              '__Capteur de pluie\u00a0:__ les lames se ferment dès les premières gouttes, même en votre absence.',
              '__Éclairage LED intégré\u00a0:__ des rubans dans le cadre ou dans les lames prolongent les soirées sans lampadaire supplémentaire.',
              '__Stores verticaux\u00a0:__ des [stores coffre à coulisse](/products/stores-coffre-de-pergolas) coupent le soleil rasant du soir et le vis-à-vis.',
              '__Murs de verre coulissants\u00a0:__ ils ferment un ou plusieurs côtés pour prolonger la saison (voir notre page [murs de verre](/products/murs-de-verre)).',
              '__Chauffage infrarouge\u00a0:__ fixé sous la structure, il réchauffe rapidement les personnes assises lors des soirées fraîches.',
            ],
          },
          {
            type: 'text',
            content:
              'Si vous rêvez aussi de ciel dégagé, la [pergola bioclimatique rétractable](/products/rolling-roof-plus) permet de replier entièrement les lames pour retrouver une terrasse à l’air libre lors des belles journées.',
          },
        ],
      },
      {
        title: 'Budget et autorisation\u00a0: ce qu’il faut prévoir',
        paragraphs: [
          {
            type: 'text',
            content: `Comptez entre __${range('bioclimatique', ' et ')}\u00a0CHF par m²__ pour une pergola bioclimatique, contre ${range('aluminium', ' à ')}\u00a0CHF pour une pergola en aluminium classique et ${range('bois', ' à ')}\u00a0CHF pour le bois. L’écart s’explique par la mécanique des lames, la motorisation et l’étanchéité. La pose prend généralement de ${pricing.labour.days.min} à ${pricing.labour.days.max}\u00a0jours. Pour le détail des postes (main-d’œuvre, livraison, options), consultez notre article sur le [prix d’une pergola en Suisse](/conseils/prix-pergola-suisse-budget).`,
          },
          {
            type: 'text',
            content: `Côté démarches, une pergola fixée au sol est en règle générale soumise à autorisation en Suisse. La procédure dépend du canton et parfois de la commune\u00a0: à Genève, ce type d’ouvrage passe le plus souvent par une procédure accélérée, tandis que d’autres cantons laissent à la commune le soin d’accorder une dispense d’enquête pour les petites constructions. Prévoyez de ${n(pricing.options.permit.cost.min)} à ${n(pricing.options.permit.cost.max)}\u00a0CHF d’émoluments. En propriété par étages (PPE), l’accord de la communauté des copropriétaires est également nécessaire. En France, une déclaration préalable en mairie est généralement demandée.`,
          },
        ],
      },
      {
        title: 'Notre méthode pour un projet réussi',
        paragraphs: [
          {
            type: 'list',
            items: [
              '__Visite technique\u00a0:__ relevé des dimensions, contrôle de la façade et du sol, étude de l’ensoleillement.',
              '__Devis gratuit et détaillé\u00a0:__ chaque poste est chiffré séparément, options comprises.',
              '__Dossier d’autorisation\u00a0:__ nous vous fournissons les plans et documents techniques demandés par la commune.',
              '__Fabrication sur mesure\u00a0:__ dimensions, couleur et options sont validées avec vous avant lancement.',
              '__Pose\u00a0:__ l’installation intervient 2 à 4\u00a0semaines après la confirmation de commande, et le montage dure de 1 à 3\u00a0jours.',
            ],
          },
          {
            type: 'text',
            content:
              'Avec plus de 20\u00a0ans d’expérience et plus de 1000 installations réalisées en Europe, nos équipes de Chêne-Bourg et de Clermont-Ferrand connaissent les contraintes du terrain. Une pergola bioclimatique bien choisie s’utilise d’avril à octobre, et souvent bien au-delà\u00a0: le temps passé à préciser votre besoin en amont est le meilleur investissement du projet.',
          },
        ],
      },
    ],
    cta: {
      text: 'Vous avez un projet de pergola bioclimatique\u00a0? Nos conseillers viennent étudier votre terrasse et vous remettent un devis détaillé, gratuit et sans engagement.',
      buttonText: 'Demander mon devis gratuit',
      link: '/contact?produit=pergolas-bioclimatique',
    },
    seo: {
      title: 'Pergola bioclimatique\u00a0: le guide complet',
      description:
        'Fonctionnement, dimensions, neige et vent, options, prix au m² et autorisation\u00a0: tout pour choisir votre pergola bioclimatique en Suisse romande.',
      keywords: [
        'pergola bioclimatique',
        'pergola lames orientables',
        'pergola aluminium',
        'pergola Genève',
        'pergola Suisse romande',
        'choisir une pergola',
        'autorisation pergola',
      ],
      section: 'Aménagement',
    },
  },
);

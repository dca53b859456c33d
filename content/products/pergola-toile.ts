import { parseContent, productSchema } from '../schema';

/** Pergola toile rétractable: aluminium frame with a folding technical-fabric roof. */
export const pergolaToile = parseContent('content/products/pergola-toile.ts', productSchema, {
  key: 'pergola-toile',
  category: 'pergolas',
  menu: { label: 'Pergola Toile Rétractable', order: 3 },
  heroBanner: {
    title: 'Pergola Toile Rétractable',
    subtitle: 'L’ombre légère et élégante d’une toile, au rythme de vos envies',
    description:
      '<p>La <strong>pergola toile rétractable</strong> associe une ossature en <strong>aluminium thermolaqué</strong> à une toiture en <strong>toile technique</strong> qui se plisse en vagues régulières. Déployée, elle offre une ombre généreuse et respirante\u00a0; repliée, elle se regroupe en un paquet compact en bout de structure.</p>' +
      '<p>Plus légère qu’une pergola à lames, elle se pose rapidement, s’intègre aussi bien à un chalet qu’à une maison contemporaine et reste la solution <strong>la plus accessible</strong> de notre gamme pour habiller une terrasse.</p>',
    image: '/images/produits/pergola-toile.jpg',
    imageAlt:
      'Illustration d’une pergola blanche à toile rétractable écrue plissée en vagues au-dessus d’une terrasse avec chaises longues et oliviers en pots',
  },
  accordions: [
    {
      title: 'Structure et toiles',
      content:
        '<p>L’ossature se compose de poteaux et de rails en <strong>aluminium extrudé thermolaqué</strong>, assemblés par une visserie en <strong>inox</strong>. La toile coulisse sur des chariots munis de galets dans les rails latéraux.</p>' +
        '<ul><li><strong>Toile acrylique</strong> teintée dans la masse\u00a0: aspect textile, respirante, idéale contre le soleil</li><li><strong>Toile PVC enduite</strong>\u00a0: imperméable, pour rester à l’abri des averses</li><li><strong>Toile PVC micro-perforée</strong>\u00a0: filtre la lumière tout en laissant passer l’air</li></ul>',
    },
    {
      title: 'Manœuvre et options',
      content:
        '<ul><li>Manœuvre par <strong>manivelle</strong> ou par <strong>moteur</strong> avec télécommande</li><li>Pilotage depuis un <strong>smartphone</strong> et scénarios horaires</li><li><strong>Capteur de vent</strong> qui replie la toile en cas de rafales</li><li>Rampe <strong>LED</strong> dans les profils, chauffage d’appoint infrarouge</li><li>Stores verticaux en façade de la pergola</li></ul>',
    },
    {
      title: 'Dimensions et installation',
      content:
        '<p>Un module atteint jusqu’à environ <strong>4,5\u00a0m de large sur 6\u00a0m d’avancée</strong>\u00a0; plusieurs modules se juxtaposent pour les grandes terrasses. La pergola peut être adossée au mur ou autoportante.</p>' +
        '<p>Comptez <strong>2 à 4\u00a0semaines</strong> entre la confirmation de commande et la pose, puis <strong>1 à 3\u00a0jours</strong> de montage sur place, souvent un seul pour un module simple.</p>',
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Le charme du textile',
      title: 'Une ombre douce qui laisse respirer la terrasse',
      description:
        '<p>La toile filtre le soleil sans créer l’effet de serre d’une toiture pleine. Sous une <strong>toile acrylique</strong> claire, la lumière reste chaleureuse et la température nettement plus agréable en plein après-midi.</p>' +
        '<p>Les plis en vagues, maintenus par des profils transversaux, donnent à la pergola une allure aérienne qui convient aussi bien aux terrasses de ville qu’aux jardins de campagne.</p>',
      italicInfo: 'Nuancier de toiles unies et rayées disponible lors de la visite technique.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=pergola-toile',
      image: '/images/produits/pergola-toile-1.jpg',
      alt: 'Illustration d’une terrasse ombragée par une pergola à toile écrue, lumière tamisée sur une table en bois',
      reverseLayout: false,
    },
    {
      subtitle: 'Toile ou lames\u00a0?',
      title: 'Bien choisir entre toile rétractable et pergola bioclimatique',
      description:
        '<p>La pergola toile est <strong>plus légère, plus rapide à poser et plus économique</strong>. Elle est parfaite pour une résidence secondaire, une terrasse en location ou un usage surtout estival.</p>' +
        '<p>Si vous recherchez une toiture rigide, utilisable toute l’année et capable de rester fermée sous la pluie comme sous la neige, la <strong>pergola bioclimatique</strong> à lames en aluminium sera plus adaptée.</p>',
      ctaText: 'Découvrir la pergola bioclimatique',
      ctaLink: '/products/pergolas-bioclimatique',
      image: '/images/produits/pergola-toile-2.jpg',
      alt: 'Illustration comparant une pergola à toile repliée et une pergola à lames orientables côte à côte dans un jardin',
      reverseLayout: true,
    },
  ],
  faqSection: {
    subtitle: 'Bon à savoir',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Toile, manœuvre, météo, entretien\u00a0: nos réponses pour vous aider à choisir votre pergola toile rétractable.',
  },
  faqData: [
    {
      question: '1. Quelle toile choisir pour ma pergola\u00a0?',
      answer:
        'Si vous cherchez surtout de l’ombre et un aspect textile, la toile acrylique est la plus agréable. Pour rester à l’abri des averses, mieux vaut une toile PVC enduite, imperméable. La toile micro-perforée est un bon compromis pour une terrasse très exposée où l’on veut garder une vue filtrée.',
    },
    {
      question: '2. Peut-on rester sous la pergola quand il pleut\u00a0?',
      answer:
        'Avec une toile PVC enduite et une pente suffisante, oui\u00a0: l’eau s’écoule vers la gouttière avant. Une toile acrylique supporte une averse passagère mais n’est pas conçue pour une pluie prolongée. Dans tous les cas, il faut replier la toile en cas d’orage violent.',
    },
    {
      question: '3. La toile peut-elle rester déployée en hiver\u00a0?',
      answer:
        'Non, nous conseillons de la replier dès les premières neiges et lors des longues absences. Repliée, elle est protégée par son propre paquet de plis et la structure en aluminium ne craint ni le gel ni l’humidité.',
    },
    {
      question: '4. Manivelle ou moteur, que conseillez-vous\u00a0?',
      answer:
        'La manivelle convient aux petits modules que l’on manœuvre peu. Dès que la toile est grande ou que vous l’ouvrez et fermez chaque jour, le moteur avec télécommande apporte un vrai confort. Il permet aussi d’ajouter un capteur de vent qui protège la toile en votre absence.',
    },
    {
      question: '5. Combien de temps dure une toile\u00a0?',
      answer:
        'Une toile de qualité, bien entretenue et repliée par mauvais temps, conserve ses qualités de nombreuses années. Sa durée de vie dépend surtout de l’exposition au soleil et au vent. Le jour venu, seule la toile est remplacée, la structure reste en place.',
    },
    {
      question: '6. Comment nettoyer la toile\u00a0?',
      answer:
        'Brossez la toile à sec pour retirer poussières et feuilles, puis rincez-la à l’eau claire ou légèrement savonneuse. Laissez-la sécher déployée avant de la replier pour éviter les taches d’humidité. Proscrivez le nettoyeur haute pression.',
    },
    {
      question: '7. La pergola toile tient-elle au vent\u00a0?',
      answer:
        'Les profils transversaux et les chariots guidés dans les rails maintiennent la toile tendue par vent modéré. Par vent fort, la toile doit être repliée, automatiquement si vous avez choisi le capteur de vent. Le nombre de poteaux et d’ancrages est adapté à l’exposition du site.',
    },
    {
      question: '8. Peut-on installer la pergola sur une terrasse en bois\u00a0?',
      answer:
        'Oui, à condition que les poteaux reposent sur un support solide. Nous fixons généralement les pieds sur la dalle ou sur des plots béton sous le platelage, ou sur la structure porteuse de la terrasse lorsqu’elle le permet. Le technicien vérifie ce point lors de sa visite.',
    },
    {
      question: '9. Une pergola toile demande-t-elle une autorisation\u00a0?',
      answer:
        'Les règles varient d’une commune et d’un canton à l’autre. Certaines communes suisses demandent une autorisation de construire même pour une structure légère, d’autres acceptent une procédure simplifiée. En France, une déclaration préalable est généralement demandée. Renseignez-vous auprès de votre commune, nous vous fournissons les plans.',
    },
    {
      question: '10. Dans quels délais ma pergola peut-elle être posée\u00a0?',
      answer:
        'La pose intervient 2 à 4\u00a0semaines après la confirmation de commande. Le montage d’un module simple se fait souvent en une journée et ne dépasse pas 3\u00a0jours pour les configurations plus importantes.',
    },
  ],
  reviews: [],
  seo: {
    title: 'Pergola toile rétractable en aluminium en Suisse',
    description:
      'Pergola à toile rétractable plissée sur structure aluminium\u00a0: ombre légère, toile acrylique ou PVC, manivelle ou moteur. Pose rapide, devis gratuit.',
    keywords: [
      'pergola toile rétractable',
      'pergola toile',
      'pergola aluminium toile',
      'toile de pergola acrylique',
      'pergola Genève',
      'pergola Vaud',
    ],
    category: 'Pergolas',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});

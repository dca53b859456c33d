import { parseContent, productSchema } from '../schema';

/** Pergola toile rétractable: aluminium frame with a folding technical-fabric roof. */
export const pergolaToile = parseContent('content/products/pergola-toile.ts', productSchema, {
  key: 'pergola-toile',
  category: 'pergolas',
  menu: { label: 'Pergola Toile Rétractable', order: 3 },
  heroBanner: {
    title: 'Pergola Toile Rétractable',
    subtitle: 'L’ombre légère et élégante d’une toile, au rythme de vos envies',
    description: `La __pergola toile rétractable__ associe une ossature en __aluminium thermolaqué__ à une toiture en __toile technique__ qui se plisse en vagues régulières. Déployée, elle offre une ombre généreuse et respirante\u00a0; repliée, elle se regroupe en un paquet compact en bout de structure.

Plus légère qu’une pergola à lames, elle se pose rapidement, s’intègre aussi bien à un chalet qu’à une maison contemporaine et reste la solution __la plus accessible__ de notre gamme pour habiller une terrasse.`,
    image: '/images/produits/pergola-toile.jpg',
    imageAlt:
      'Illustration d’une pergola blanche à toile rétractable écrue plissée en vagues au-dessus d’une terrasse avec chaises longues et oliviers en pots',
  },
  accordions: [
    {
      title: 'Structure et toiles',
      content: `L’ossature se compose de poteaux et de rails en __aluminium extrudé thermolaqué__, assemblés par une visserie en __inox__. La toile coulisse sur des chariots munis de galets dans les rails latéraux.

- __Toile acrylique__ teintée dans la masse\u00a0: aspect textile, respirante, idéale contre le soleil
- __Toile PVC enduite__\u00a0: imperméable, pour rester à l’abri des averses
- __Toile PVC micro-perforée__\u00a0: filtre la lumière tout en laissant passer l’air`,
    },
    {
      title: 'Manœuvre et options',
      content: `- Manœuvre par __manivelle__ ou par __moteur__ avec télécommande
- Pilotage depuis un __smartphone__ et scénarios horaires
- __Capteur de vent__ qui replie la toile en cas de rafales
- Rampe __LED__ dans les profils, chauffage d’appoint infrarouge
- Stores verticaux en façade de la pergola`,
    },
    {
      title: 'Dimensions et installation',
      content: `Un module atteint jusqu’à environ __4,5\u00a0m de large sur 6\u00a0m d’avancée__\u00a0; plusieurs modules se juxtaposent pour les grandes terrasses. La pergola peut être adossée au mur ou autoportante.

Comptez __2 à 4\u00a0semaines__ entre la confirmation de commande et la pose, puis __1 à 3\u00a0jours__ de montage sur place, souvent un seul pour un module simple.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Le charme du textile',
      title: 'Une ombre douce qui laisse respirer la terrasse',
      description: `La toile filtre le soleil sans créer l’effet de serre d’une toiture pleine. Sous une __toile acrylique__ claire, la lumière reste chaleureuse et la température nettement plus agréable en plein après-midi.

Les plis en vagues, maintenus par des profils transversaux, donnent à la pergola une allure aérienne qui convient aussi bien aux terrasses de ville qu’aux jardins de campagne.`,
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
      description: `La pergola toile est __plus légère, plus rapide à poser et plus économique__. Elle est parfaite pour une résidence secondaire, une terrasse en location ou un usage surtout estival.

Si vous recherchez une toiture rigide, utilisable toute l’année et capable de rester fermée sous la pluie comme sous la neige, la __pergola bioclimatique__ à lames en aluminium sera plus adaptée.`,
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

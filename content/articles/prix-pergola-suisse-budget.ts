import { formatNumber as n, labourHours, materialCost } from '../price-formulas';
import { pricing } from '../pricing';
import { articleSchema, parseContent } from '../schema';

// Every figure of this article comes from the price guide (content/pricing.ts), which the estimator reads too.
const { materials, labour, options } = pricing;
const perM2 = (material: keyof typeof materials) => materials[material].perM2;
const exampleArea = 12;
const example = (material: keyof typeof materials) => materialCost(pricing, material, exampleArea);
const exampleDays = 2;
const exampleHours = labourHours(pricing, exampleDays);
const lowest = Math.min(...Object.values(materials).map((material) => material.perM2.min));
const highest = Math.max(...Object.values(materials).map((material) => material.perM2.max));

export const prixPergolaSuisseBudget = parseContent('content/articles/prix-pergola-suisse-budget.ts', articleSchema, {
  slug: 'prix-pergola-suisse-budget',
  title: 'Prix d’une pergola en Suisse\u00a0: budget, pose et autorisations',
  featuredImage: '/images/conseils/prix-pergola-suisse-budget.jpg',
  featuredImageAlt:
    'Pergola en aluminium blanc sur une terrasse de maison familiale, avec table de jardin et plantes en pots',
  date: '2024-11-30',
  author: 'Sophie Meylan',
  introduction: {
    title: 'Combien coûte vraiment une pergola\u00a0?',
    content: `Le prix d’une pergola va de ${n(lowest)} à ${n(highest)}\u00a0CHF par m² selon le matériau, avant même de parler de surface et d’options. À cela s’ajoutent la pose, la livraison et, le plus souvent, une autorisation de construire. Voici les fourchettes de prix pratiquées en Suisse romande, un exemple de calcul concret et nos conseils pour comparer les devis sans mauvaise surprise.`,
  },
  sections: [
    {
      title: 'Les prix au mètre carré selon le matériau',
      paragraphs: [
        {
          type: 'text',
          content:
            'Le matériau est le premier facteur de prix. Les fourchettes ci-dessous concernent la structure fabriquée, hors pose et hors frais annexes\u00a0:',
        },
        {
          type: 'list',
          items: [
            `__Pergola en bois\u00a0: ${n(perM2('bois').min)} à ${n(perM2('bois').max)}\u00a0CHF par m².__ Chaleureuse et économique à l’achat, elle demande un traitement régulier et ne protège pas de la pluie sans couverture complémentaire.`,
            `__Pergola en aluminium\u00a0: ${n(perM2('aluminium').min)} à ${n(perM2('aluminium').max)}\u00a0CHF par m².__ Légère, durable et presque sans entretien, elle existe avec toile rétractable, toiture fixe ou couverture vitrée.`,
            `__Pergola bioclimatique\u00a0: ${n(perM2('bioclimatique').min)} à ${n(perM2('bioclimatique').max)}\u00a0CHF par m².__ Ses lames orientables motorisées règlent la lumière et la ventilation, et la toiture fermée protège de la pluie.`,
          ],
        },
        {
          type: 'text',
          content:
            'À l’intérieur de chaque fourchette, le prix dépend des dimensions (une grande portée exige des profilés plus robustes), de la configuration adossée ou autoportante, de la teinte et du niveau d’équipement. Une [pergola à toile rétractable](/products/pergola-toile) se situe dans la gamme aluminium, tandis que les modèles à lames relèvent du bioclimatique.',
        },
        { type: 'subtitle', content: `Exemple de calcul pour une terrasse de ${n(exampleArea)}\u00a0m²` },
        {
          type: 'list',
          items: [
            `__En bois\u00a0:__ de ${n(example('bois').min)} à ${n(example('bois').max)}\u00a0CHF pour la structure.`,
            `__En aluminium\u00a0:__ de ${n(example('aluminium').min)} à ${n(example('aluminium').max)}\u00a0CHF pour la structure.`,
            `__En bioclimatique\u00a0:__ de ${n(example('bioclimatique').min)} à ${n(example('bioclimatique').max)}\u00a0CHF pour la structure.`,
          ],
        },
      ],
    },
    {
      title: 'Pose, livraison et main-d’œuvre',
      paragraphs: [
        {
          type: 'text',
          content: `La main-d’œuvre se facture généralement entre __${n(labour.perHour.min)} et ${n(labour.perHour.max)}\u00a0CHF de l’heure__ par poseur, selon la qualification et la région. Le montage d’une pergola prend de ${labour.days.min} à ${labour.days.max}\u00a0jours. À titre d’illustration, ${labour.crew}\u00a0poseurs mobilisés pendant ${exampleDays}\u00a0jours représentent ${exampleHours}\u00a0heures de travail, soit de ${n(exampleHours * labour.perHour.min)} à ${n(exampleHours * labour.perHour.max)}\u00a0CHF. La livraison s’ajoute pour ${n(options.delivery.cost.min)} à ${n(options.delivery.cost.max)}\u00a0CHF selon la distance et l’accès au chantier.`,
        },
        {
          type: 'text',
          content:
            'Certains travaux peuvent alourdir ce poste\u00a0: fondations à couler lorsque la terrasse n’offre pas de support suffisant, accès difficile qui impose de porter les éléments à la main, raccordement électrique de la motorisation et de l’éclairage par un électricien. Un devis sérieux les mentionne dès le départ plutôt qu’en supplément après coup.',
        },
      ],
    },
    {
      title: 'Les options qui font varier la facture',
      image: '/images/produits/stores-coffre-de-pergolas.jpg',
      imageAlt: 'Stores coffre à coulisse déroulés sur les côtés d’une pergola en aluminium',
      paragraphs: [
        {
          type: 'text',
          content:
            'Les options représentent souvent une part importante du budget final. Mieux vaut les hiérarchiser selon votre usage réel de la terrasse\u00a0:',
        },
        {
          type: 'list',
          items: [
            '__Motorisation et automatismes\u00a0:__ télécommande, capteurs de pluie et de vent, pilotage depuis le smartphone.',
            '__Éclairage LED\u00a0:__ intégré à la structure, il évite d’ajouter des luminaires et des câbles apparents.',
            '__Fermetures latérales\u00a0:__ des [stores coffre à coulisse](/products/stores-coffre-de-pergolas) ou des murs de verre coulissants protègent du vent et du soleil rasant.',
            '__Chauffage infrarouge\u00a0:__ pour prolonger les soirées au printemps et en automne.',
            '__Couleur\u00a0:__ plus de 200 teintes sont disponibles pour s’accorder à vos menuiseries\u00a0; demandez si votre choix entraîne un surcoût.',
          ],
        },
      ],
    },
    {
      title: 'Autorisation de construire\u00a0: coût et démarches',
      paragraphs: [
        {
          type: 'text',
          content: `En Suisse, une pergola fixée au sol ou à la façade est en règle générale soumise à autorisation. Chaque canton organise sa propre procédure et certaines communes ajoutent leurs exigences dans leur règlement de construction. Les émoluments se situent le plus souvent entre __${n(options.permit.cost.min)} et ${n(options.permit.cost.max)}\u00a0CHF__, à quoi peut s’ajouter le coût des plans si vous ne les obtenez pas de votre fournisseur.`,
        },
        { type: 'subtitle', content: 'Les pièces généralement demandées' },
        {
          type: 'list',
          items: [
            '__Plan de situation\u00a0:__ l’emplacement de la pergola sur la parcelle et les distances aux limites.',
            '__Plans et coupes cotés\u00a0:__ dimensions, hauteur et mode de fixation.',
            '__Descriptif et photos\u00a0:__ matériaux, couleur et vue de la façade concernée.',
            '__Accord de la copropriété\u00a0:__ indispensable en propriété par étages (PPE), tout comme l’accord du bailleur si vous êtes locataire.',
          ],
        },
        {
          type: 'text',
          content:
            'Comptez plusieurs semaines d’instruction, davantage si le dossier est incomplet ou si la parcelle se trouve dans une zone protégée. Renseignez-vous auprès de votre commune dès le début du projet. Pour nos clients en France, la démarche passe en général par une déclaration préalable en mairie.',
        },
      ],
    },
    {
      title: 'Comment comparer les devis',
      paragraphs: [
        {
          type: 'text',
          content:
            'Deux devis au montant proche peuvent recouvrir des prestations très différentes. Avant de signer, vérifiez que chaque offre répond clairement aux points suivants\u00a0:',
        },
        {
          type: 'list',
          items: [
            '__Le dimensionnement\u00a0:__ la structure est-elle calculée pour la charge de neige de votre commune\u00a0?',
            '__La pose\u00a0:__ est-elle comprise, avec les fixations, les fondations éventuelles et l’évacuation des eaux\u00a0?',
            '__Les options\u00a0:__ sont-elles détaillées une par une, avec leur prix\u00a0?',
            '__Le dossier d’autorisation\u00a0:__ le fournisseur fournit-il les plans nécessaires\u00a0?',
            '__Les garanties et le service après-vente\u00a0:__ qui intervient en cas de panne de moteur ou de défaut d’étanchéité\u00a0?',
            '__Le délai\u00a0:__ chez nous, l’installation a lieu 2 à 4\u00a0semaines après la confirmation de commande.',
          ],
        },
        {
          type: 'text',
          content:
            'Méfiez-vous d’un prix nettement inférieur aux fourchettes indiquées plus haut\u00a0: il cache souvent des profilés sous-dimensionnés, une pose non comprise ou des options facturées à part.',
        },
      ],
    },
    {
      title: 'Nos conseils pour maîtriser votre budget',
      paragraphs: [
        {
          type: 'list',
          items: [
            '__Partir de l’usage\u00a0:__ une pergola trop grande coûte plus cher sans être plus agréable\u00a0; dimensionnez-la pour vos repas et votre salon de jardin.',
            '__Anticiper l’électricité\u00a0:__ faire passer une gaine lors de travaux de terrasse coûte bien moins cher que de la créer ensuite.',
            '__Échelonner les équipements\u00a0:__ des stores latéraux ou un chauffage peuvent s’ajouter plus tard, à condition que la structure soit prévue pour les recevoir.',
            '__Commander tôt\u00a0:__ en lançant le projet en hiver, vous obtenez l’autorisation à temps pour profiter de la terrasse dès le printemps.',
          ],
        },
        {
          type: 'text',
          content:
            'Notre devis est gratuit et détaille chaque poste. Pour choisir le modèle le plus adapté, consultez aussi notre [guide complet de la pergola bioclimatique](/conseils/pergola-bioclimatique-guide-complet).',
        },
      ],
    },
  ],
  cta: {
    text: 'Obtenez un chiffrage précis pour votre terrasse\u00a0: nos conseillers établissent un devis détaillé, gratuit et sans engagement, pose et démarches comprises.',
    buttonText: 'Demander mon devis gratuit',
    link: '/contact',
  },
  seo: {
    title: 'Prix d’une pergola en Suisse\u00a0: budget et pose',
    description:
      'Prix au m² d’une pergola en bois, aluminium ou bioclimatique, coût de la pose, de la livraison et de l’autorisation\u00a0: le budget complet en CHF.',
    keywords: [
      'prix pergola',
      'prix pergola Suisse',
      'prix pergola bioclimatique',
      'coût pose pergola',
      'autorisation de construire pergola',
      'devis pergola',
      'budget pergola CHF',
    ],
    section: 'Budget',
  },
});

import { categoryPageSchema, parseContent } from '../schema';

/** /carports: three blocks (V, solar, EV charging), FAQ of 7 (spec section 2, "Category pages"). */
export const carportsPage = parseContent('content/categories/carports.ts', categoryPageSchema, {
  key: 'carports',
  name: 'Carports',
  menu: { order: 2 },
  metadata: {
    title: 'Carports sur mesure et bornes de recharge',
    description:
      'Carports en V, carports solaires et bornes de recharge pour voiture électrique à Genève, en Pays de Vaud et en Valais. Pose en 1 à 2\u00a0jours. Devis gratuit.',
    keywords: [
      'carport aluminium',
      'carport Genève',
      'carport solaire',
      'carport photovoltaïque Suisse',
      'carport en V',
      'borne de recharge voiture électrique',
      'abri voiture sur mesure',
    ],
  },
  hero: {
    subtitle: 'Carports',
    title: 'Carports en aluminium, solaires et prêts pour l’électrique',
    description:
      'Abritez vos véhicules de la grêle, de la neige et du soleil avec un carport conçu pour votre allée. Du carport en V aux lignes épurées au carport solaire qui produit votre électricité, nous concevons, posons et raccordons l’ensemble, borne de recharge comprise.',
    cta: { label: 'Demander un devis gratuit', link: '/contact?produit=carports' },
    image: '/images/categories/carports.jpg',
    imageAlt: 'Carport en aluminium anthracite à toiture en V abritant une voiture devant une maison contemporaine',
  },
  blocks: [
    {
      subtitle: 'Carport en V',
      title: 'Une signature architecturale pour votre entrée',
      description: `Avec sa toiture en V aux lignes tendues, le __carport V__ apporte une touche contemporaine à votre maison tout en protégeant vos véhicules des intempéries. Sa structure en aluminium thermolaqué ne rouille pas et s’accorde à vos menuiseries parmi plus de 200\u00a0couleurs.

- Version simple ou double, pour une ou plusieurs voitures
- Évacuation des eaux de pluie intégrée
- Structure dimensionnée pour les charges de neige de votre région`,
      italicInfo: 'Pose en 1 à 2\u00a0jours, 2 à 4\u00a0semaines après la confirmation de commande.',
      ctaText: 'Découvrir le carport V',
      ctaLink: '/products/carports-v',
      image: '/images/produits/carports-v.jpg',
      alt: 'Carport en V en aluminium anthracite abritant une voiture dans une allée gravillonnée',
      reverseLayout: false,
    },
    {
      subtitle: 'Carport solaire',
      title: 'Votre place de parc devient une centrale solaire',
      description: `Le __carport solaire__ porte des panneaux photovoltaïques sur sa toiture\u00a0: il abrite vos voitures et produit une électricité que vous consommez sur place, pour la maison comme pour la recharge de votre véhicule. Une solution idéale lorsque la toiture de la maison est mal orientée, protégée ou déjà occupée.

- Panneaux garantis 25\u00a0ans en performance
- Raccordement à l’onduleur et au tableau électrique compris
- Installation en quelques jours à une semaine`,
      ctaText: 'Découvrir le carport solaire',
      ctaLink: '/products/carports-solaire',
      image: '/images/produits/carports-solaire.jpg',
      alt: 'Carport double couvert de panneaux solaires abritant deux voitures',
      reverseLayout: true,
    },
    {
      subtitle: 'Borne de recharge',
      title: 'Rechargez votre voiture électrique à la maison',
      description: `Fixée au mur ou montée sur pied sous votre carport, la __borne de recharge__ alimente votre véhicule en toute sécurité pendant la nuit. Couplée à des panneaux solaires, elle peut privilégier le surplus de production pour rouler avec votre propre énergie.

- Borne de 7\u00a0kW\u00a0: recharge en 6 à 11\u00a0heures environ
- Borne rapide\u00a0: 1 à 2\u00a0heures environ
- Contrôle de l’installation électrique et mise en service compris`,
      ctaText: 'Découvrir nos bornes de recharge',
      ctaLink: '/products/borne-recharge-electrique',
      image: '/images/produits/borne-recharge-electrique.jpg',
      alt: 'Borne de recharge murale branchée à une voiture électrique sous un carport',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions sur les carports',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Autorisations, délais, entretien, recharge électrique\u00a0: tout ce qu’il faut savoir avant de faire poser votre carport.',
  },
  faq: [
    {
      question: 'Faut-il une autorisation pour construire un carport\u00a0?',
      answer:
        'Un carport est une construction\u00a0: il est en général soumis à autorisation, mais la procédure dépend de votre commune et de votre canton, de la surface couverte et de la distance aux limites de propriété. En France, une déclaration préalable de travaux est généralement requise. Nous fournissons les plans et les documents techniques nécessaires au dossier.',
    },
    {
      question: 'Combien de temps dure l’installation d’un carport\u00a0?',
      answer:
        'La fabrication sur mesure demande 2 à 4\u00a0semaines après la confirmation de commande. Sur place, un carport V se pose en 1 à 2\u00a0jours\u00a0; un carport solaire demande quelques jours à une semaine, raccordement électrique compris.',
    },
    {
      question: 'Un carport en aluminium résiste-t-il à la neige et à la grêle\u00a0?',
      answer:
        'Oui. La structure est calculée pour les charges de neige et de vent de votre lieu d’implantation, que vous habitiez au bord du Léman ou en altitude. L’aluminium thermolaqué et la couverture protègent vos véhicules de la grêle, du gel et des fortes chaleurs.',
    },
    {
      question: 'Quel entretien faut-il prévoir\u00a0?',
      answer:
        'Un simple nettoyage à l’eau claire ou savonneuse une à deux fois par an suffit, ainsi qu’un contrôle des descentes d’eau pluviale après l’automne. Sur un carport solaire, un rinçage occasionnel des panneaux aide à préserver leur rendement.',
    },
    {
      question: 'Peut-on ajouter des panneaux solaires ou une borne plus tard\u00a0?',
      answer:
        'Une borne de recharge peut être ajoutée à tout moment, à condition que l’installation électrique le permette\u00a0; nous pouvons prévoir les gaines dès la pose du carport. Pour des panneaux solaires, il est préférable de choisir un carport solaire dès le départ, car la structure et le raccordement sont dimensionnés en conséquence.',
    },
    {
      question: 'Combien de temps faut-il pour recharger une voiture électrique\u00a0?',
      answer:
        'Avec une borne domestique de 7\u00a0kW, une recharge complète prend environ 6 à 11\u00a0heures pour une batterie de 40 à 77\u00a0kWh, ce qui correspond à une nuit. Une borne rapide ramène ce délai à 1 à 2\u00a0heures environ. La durée exacte dépend de la capacité de la batterie et de la puissance acceptée par votre véhicule.',
    },
    {
      question: 'Quelles dimensions et quelles couleurs sont possibles\u00a0?',
      answer:
        'Chaque carport est fabriqué sur mesure, pour une voiture, deux véhicules côte à côte ou davantage, en tenant compte de la pente et de l’accès de votre terrain. La structure est proposée dans plus de 200\u00a0couleurs, pour s’harmoniser avec votre façade, vos volets ou votre portail.',
    },
  ],
  showBanner: true,
  service: {
    name: 'Carports et recharge électrique',
    description:
      'Conception, fabrication sur mesure et pose de carports en aluminium, de carports solaires et de bornes de recharge pour véhicules électriques, en Suisse romande et en Auvergne.',
    offers: [
      {
        name: 'Carports V',
        description: 'Carports en aluminium à toiture en V, pour une ou plusieurs voitures, posés en 1 à 2\u00a0jours.',
      },
      {
        name: 'Carports solaires',
        description:
          'Carports équipés de panneaux photovoltaïques qui abritent vos véhicules et produisent votre électricité.',
      },
      {
        name: 'Bornes de recharge',
        description: 'Bornes de recharge domestiques et rapides, installées et mises en service par nos électriciens.',
      },
    ],
  },
});

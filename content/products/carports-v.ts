import { parseContent, productSchema } from '../schema';

/** Carport V: aluminium carport with a V-shaped (butterfly) roof. */
export const carportsV = parseContent('content/products/carports-v.ts', productSchema, {
  key: 'carports-v',
  category: 'carports',
  menu: { label: 'Carports V', order: 1 },
  heroBanner: {
    title: 'Carport V',
    subtitle: 'Un abri à voiture au toit papillon, aussi élégant que votre maison',
    description: `Le __Carport V__ doit son nom à sa __toiture en V__\u00a0: deux pans inclinés vers le centre, comme les ailes d’un papillon. L’eau de pluie et la fonte des neiges convergent vers un __chéneau central__ et s’écoulent par un poteau, loin des portières et de l’entrée.

Entièrement en __aluminium thermolaqué__, il abrite __une ou deux voitures__ et se prépare dès la conception à accueillir des __panneaux solaires__ et une __borne de recharge__ pour votre véhicule électrique.`,
    image: '/images/produits/carports-v.jpg',
    imageAlt:
      'Illustration d’un carport en aluminium anthracite à toiture en V abritant deux voitures devant une maison moderne, avec une borne de recharge murale',
  },
  accordions: [
    {
      title: 'Conception de la toiture en V',
      content: `Les deux pans de toiture reposent sur une __poutre centrale__ qui fait office de chéneau. Cette géométrie dégage les rives, évite les gouttières en façade et donne au carport une silhouette contemporaine.

- Couverture en panneaux sandwich isolés, tôle d’aluminium ou polycarbonate translucide
- Évacuation de l’eau par un poteau, raccordable à une citerne de récupération
- Structure dimensionnée selon la charge de neige et l’exposition au vent du lieu`,
    },
    {
      title: 'Dimensions et configurations',
      content: `- __Carport simple__\u00a0: environ 3\u00a0m × 5,5\u00a0m pour une voiture
- __Carport double__\u00a0: environ 6\u00a0m × 5,5\u00a0m pour deux voitures
- Hauteur de passage adaptée aux SUV et aux utilitaires légers
- Version autoportante ou adossée à la maison
- Parois latérales à lames, local de rangement et éclairage LED en option

Plus de 200\u00a0teintes RAL pour accorder le carport aux menuiseries de la maison.`,
    },
    {
      title: 'Installation et démarches',
      content: `Après la visite technique, le carport est posé __2 à 4\u00a0semaines après la confirmation de commande__. Le montage d’un carport standard prend __1 à 2\u00a0jours__, fondations ponctuelles en béton comprises lorsque le terrain s’y prête. Avec une toiture solaire, comptez __quelques jours à une semaine__, raccordement électrique inclus.

Une __demande d’autorisation__ auprès de la commune est le plus souvent nécessaire en Suisse\u00a0; en France, une __déclaration préalable__ ou un permis selon la surface. Nous vous remettons les plans pour votre dossier.`,
    },
  ],
  imageParagraphs: [
    {
      subtitle: 'Pratique au quotidien',
      title: 'À l’abri de la grêle, de la neige et du soleil',
      description: `Plus de pare-brise à gratter les matins d’hiver, plus d’habitacle brûlant en été\u00a0: le Carport V protège votre véhicule des intempéries et des __orages de grêle__ fréquents en Suisse romande.

Sa toiture en V renvoie l’eau vers le centre\u00a0: vous ouvrez les portières et sortez les courses sans passer sous une gouttière.`,
      italicInfo: 'Éclairage LED à détection de présence disponible en option.',
      ctaText: 'Demandez un Devis',
      ctaLink: '/contact?produit=carports-v',
      image: '/images/produits/carports-v-1.jpg',
      alt: 'Illustration d’un carport en V sous la neige, voiture à l’abri et allée dégagée jusqu’à la porte de la maison',
      reverseLayout: false,
    },
    {
      subtitle: 'Prêt pour la mobilité électrique',
      title: 'Panneaux solaires et borne de recharge',
      description: `Les deux pans du V peuvent recevoir des __panneaux photovoltaïques__ qui alimentent la maison et la voiture. Les panneaux bénéficient d’une __garantie de performance de 25\u00a0ans__ et d’une durée de vie de 25 à 30\u00a0ans.

Une __borne de 7\u00a0kW__ fixée sur un poteau recharge une voiture électrique en 6 à 11\u00a0heures environ, idéalement en journée avec le courant solaire. Une borne rapide réduit ce temps à 1 à 2\u00a0heures.`,
      ctaText: 'Découvrir le carport solaire',
      ctaLink: '/products/carports-solaire',
      image: '/images/produits/carports-v-2.jpg',
      alt: 'Illustration d’un carport en V couvert de panneaux solaires, voiture électrique branchée sur une borne fixée au poteau',
      reverseLayout: true,
    },
    {
      subtitle: 'Un projet clé en main',
      title: 'De la demande d’autorisation à la mise en service',
      description:
        'Nous étudions l’implantation, le sens d’écoulement et les fondations, préparons les plans pour votre commune puis assurons le montage avec nos propres équipes. Vous n’avez qu’un seul interlocuteur, à Chêne-Bourg comme à Clermont-Ferrand.',
      italicInfo: 'Devis gratuit et sans engagement, plus de 1\u00a0000\u00a0installations en Europe.',
      ctaText: 'Obtenir mon devis gratuit',
      ctaLink: '/contact?produit=carports-v',
      image: '/images/produits/carports-v.jpg',
      alt: 'Illustration d’un carport double à toiture en V intégré à l’allée d’une villa, vu depuis la rue',
      reverseLayout: false,
    },
  ],
  faqSection: {
    subtitle: 'Vos questions',
    title: 'Foire aux Questions (FAQ)',
    description:
      'Toiture, fondations, solaire, recharge et autorisations\u00a0: les réponses à vos questions sur le Carport V.',
  },
  faqData: [
    {
      question: '1. Pourquoi choisir une toiture en V plutôt qu’un toit plat\u00a0?',
      answer:
        'Le toit en V concentre l’eau au centre, dans un chéneau unique, au lieu de la rejeter sur les côtés où l’on ouvre les portières. Il donne aussi au carport une allure plus architecturale. Enfin, ses deux pans inclinés se prêtent bien à la pose de panneaux solaires.',
    },
    {
      question: '2. Où part l’eau de pluie\u00a0?',
      answer:
        'L’eau est collectée par le chéneau central puis descend à l’intérieur d’un poteau. Elle peut être raccordée à un puits perdu, au réseau d’eaux pluviales ou à une citerne pour arroser le jardin, selon les règles de votre commune.',
    },
    {
      question: '3. Le carport supporte-t-il la neige\u00a0?',
      answer:
        'Oui, la structure est dimensionnée pour la charge de neige du lieu d’installation, qui varie fortement entre Genève, les hauts du canton de Vaud ou le Valais. Nous le calculons au cas par cas selon l’altitude et la commune. Le chéneau central doit simplement rester dégagé pour l’évacuation de la fonte.',
    },
    {
      question: '4. Quelles fondations faut-il prévoir\u00a0?',
      answer:
        'Le plus souvent, des plots en béton sous chaque poteau suffisent. Sur une dalle existante en bon état, les poteaux peuvent être fixés directement avec des platines et des ancrages adaptés. Le technicien vérifie le sol lors de la visite.',
    },
    {
      question: '5. Peut-on ajouter des panneaux solaires plus tard\u00a0?',
      answer:
        'C’est possible si la structure a été prévue pour leur poids dès la commande, ce que nous recommandons systématiquement. Les gaines électriques peuvent aussi être posées dès le départ pour faciliter l’ajout ultérieur des panneaux et de la borne.',
    },
    {
      question: '6. Combien de temps faut-il pour recharger une voiture sous le carport\u00a0?',
      answer:
        'Avec une borne domestique de 7\u00a0kW, une recharge complète prend environ 6 à 11\u00a0heures pour une batterie de 40 à 77\u00a0kWh. Une borne rapide ramène ce temps à 1 à 2\u00a0heures, à condition que votre raccordement électrique le permette.',
    },
    {
      question: '7. Un carport en aluminium demande-t-il de l’entretien\u00a0?',
      answer:
        'Très peu\u00a0: l’aluminium thermolaqué ne rouille pas et ne se repeint pas. Un lavage à l’eau savonneuse de temps en temps et le nettoyage du chéneau central à l’automne suffisent.',
    },
    {
      question: '8. Faut-il une autorisation pour construire un carport\u00a0?',
      answer:
        'En Suisse, un carport nécessite en général une demande d’autorisation de construire auprès de la commune, dont la procédure varie selon le canton. En France, une déclaration préalable suffit dans la plupart des cas jusqu’à 20\u00a0m² d’emprise au sol\u00a0; au-delà, un permis de construire peut être exigé. Nous vous fournissons plans et descriptif technique.',
    },
    {
      question: '9. Combien de temps dure l’installation\u00a0?',
      answer:
        'La pose a lieu 2 à 4\u00a0semaines après la confirmation de commande. Le montage d’un Carport V prend 1 à 2\u00a0jours. Pour une version solaire, il faut compter de quelques jours à une semaine, raccordement compris.',
    },
    {
      question: '10. Peut-on fermer un ou plusieurs côtés\u00a0?',
      answer:
        'Oui, des parois à lames en aluminium ou des panneaux pleins protègent du vent dominant et des pluies battantes. Un petit local de rangement fermé peut aussi être intégré à l’arrière pour les vélos ou les outils de jardin.',
    },
  ],
  reviews: [
    {
      name: 'Julien P.',
      product: 'Carport V',
      text: 'Carport double posé en deux jours à Morges, avec la borne de recharge déjà câblée sur le poteau. La toiture en V est vraiment pratique\u00a0: on sort de la voiture sans se faire arroser. Un bel objet qui valorise l’entrée de la maison.',
      rating: 5,
    },
    {
      name: 'Chantal G.',
      product: 'Carport V',
      text: 'Après deux hivers à Vichy, aucun souci avec la neige ni avec l’écoulement de l’eau. Nous avons ajouté les panneaux solaires dès la commande et la voiture se recharge en grande partie avec notre production. Très bons conseils du bureau de Clermont-Ferrand.',
      rating: 5,
    },
    {
      name: 'Pascal D.',
      product: 'Carport V',
      text: 'Installation soignée à Martigny et équipe sympathique. Le dossier d’autorisation a pris un peu de temps auprès de la commune, ce qui a décalé la pose, mais le carport est parfait depuis.',
      rating: 4,
    },
  ],
  seo: {
    title: 'Carport V en aluminium à toit papillon, Suisse',
    description:
      'Carport V en aluminium à toiture papillon et chéneau central, pour une ou deux voitures, avec panneaux solaires et borne de recharge en option. Devis gratuit.',
    keywords: [
      'carport V',
      'carport aluminium',
      'carport toit papillon',
      'carport double',
      'carport solaire',
      'carport Genève',
      'abri voiture Vaud',
    ],
    category: 'Carports',
    brand: 'Lumina Terrasses',
    manufacturer: 'Lumina Terrasses',
    availability: 'InStock',
    currency: 'CHF',
  },
});

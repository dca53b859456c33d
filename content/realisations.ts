import { z } from 'zod';
import { productFiles } from './collections';
import { heroSchema, pageMetadataSchema, parseContent, realisationSchema, sectionHeadingSchema } from './schema';

/** /realisations: hero, gallery of 14 projects, contact section (spec section 2, "/realisations"). */
const source = 'content/realisations.ts';

export const realisationsMetadata = parseContent(source, pageMetadataSchema, {
  title: 'Nos réalisations en Suisse et en France',
  description:
    'Pergolas, carports, vitrages et installations solaires posés à Genève, Lausanne, Nyon, Montreux et en Auvergne. Découvrez nos projets et demandez votre devis.',
  keywords: [
    'réalisations pergola',
    'pergola bioclimatique Genève',
    'carport solaire Vaud',
    'murs de verre Suisse romande',
    'projets terrasse Lausanne',
    'installation solaire Clermont-Ferrand',
  ],
});

export const realisationsHero = parseContent(source, heroSchema, {
  subtitle: 'La preuve de notre excellence',
  title: 'Nos réalisations',
  description:
    'Plus de 1000 installations en Europe et plus de 20 ans de savoir-faire : découvrez quelques-uns de nos projets récents, de la terrasse familiale au restaurant au bord du lac.',
  cta: { label: 'Demander un devis', link: '/contact' },
  image: {
    src: '/images/realisations/realisation-10.jpg',
    alt: 'Pergola bioclimatique sur un toit-terrasse avec vue sur le lac Léman',
  },
});

export const realisationsGallery = parseContent(source, z.array(realisationSchema).length(14), [
  {
    src: '/images/realisations/realisation-01.jpg',
    alt: 'Pergola bioclimatique anthracite à lames orientables au-dessus d’une terrasse en bois',
    title: 'Pergola bioclimatique – Vandœuvres',
    description:
      'Une pergola bioclimatique posée sur une terrasse en bois, pour profiter du jardin à l’ombre comme au soleil grâce aux lames orientables.',
    products: ['pergolas-bioclimatique'],
  },
  {
    src: '/images/realisations/realisation-02.jpg',
    alt: 'Toit rétractable Rolling Roof ouvert au-dessus d’une table à manger sur une terrasse',
    title: 'Rolling Roof – Cologny',
    description:
      'Un toit rétractable motorisé couvre la terrasse où la famille dîne chaque soir d’été ; il se referme en quelques instants à la moindre averse.',
    products: ['rolling-roof'],
  },
  {
    src: '/images/realisations/realisation-03.jpg',
    alt: 'Pergola blanche aux stores latéraux abaissés protégeant un salon de jardin',
    title: 'Stores coffre de pergola – Nyon',
    description:
      'Des stores coffre à coulisse ferment les côtés de la pergola contre le soleil rasant du soir et les regards du voisinage.',
    products: ['stores-coffre-de-pergolas'],
  },
  {
    src: '/images/realisations/realisation-04.jpg',
    alt: 'Pergola en extension adossée à la façade d’une maison moderne aux grandes baies vitrées',
    title: 'Extension pergola – Chamalières',
    description:
      'Adossée à la façade, cette pergola prolonge le séjour vers le jardin et crée une nouvelle pièce à vivre en plein air.',
    products: ['pergolas-bioclimatique'],
  },
  {
    src: '/images/realisations/realisation-05.jpg',
    alt: 'Véranda à toit en verre rétractable entrouvert, lumineuse et meublée',
    title: 'Toit en verre rétractable – Pully',
    description:
      'Un toit en verre rétractable associé à des murs de verre : un jardin d’hiver lumineux qui s’ouvre entièrement sur le ciel aux beaux jours.',
    products: ['toit-en-verre-retractable', 'murs-de-verre'],
  },
  {
    src: '/images/realisations/realisation-06.jpg',
    alt: 'Carport en V en aluminium abritant une voiture dans une allée',
    title: 'Carport V – Riom',
    description:
      'Un carport en V aux lignes épurées, posé en deux jours, qui protège la voiture de la grêle et du gel.',
    products: ['carports-v'],
  },
  {
    src: '/images/realisations/realisation-07.jpg',
    alt: 'Carport double couvert de panneaux solaires abritant deux voitures',
    title: 'Carport solaire double – Morges',
    description:
      'Un carport double dont les panneaux photovoltaïques alimentent la maison et la recharge du véhicule électrique.',
    products: ['carports-solaire', 'borne-recharge-electrique'],
  },
  {
    src: '/images/realisations/realisation-08.jpg',
    alt: 'Terrasse fermée par des murs de verre coulissants, éclairée de l’intérieur à la nuit tombée',
    title: 'Murs de verre – Coppet',
    description:
      'Des murs de verre coulissants ferment la terrasse sous la pergola : un espace abrité où l’on reste tard le soir, même à la mi-saison.',
    products: ['murs-de-verre'],
  },
  {
    src: '/images/realisations/realisation-09.jpg',
    alt: 'Pergola à toile rétractable ombrageant des transats au bord d’une piscine',
    title: 'Pergola toile – Collonge-Bellerive',
    description:
      'Une pergola à toile rétractable installée au bord de la piscine, pour une zone d’ombre légère à côté des transats.',
    products: ['pergola-toile'],
  },
  {
    src: '/images/realisations/realisation-10.jpg',
    alt: 'Pergola bioclimatique sur un toit-terrasse avec vue sur le lac Léman',
    title: 'Pergola bioclimatique – Lausanne',
    description:
      'Sur un toit-terrasse face au Léman, une pergola bioclimatique dimensionnée pour le vent, qui offre de l’ombre sans masquer la vue.',
    products: ['pergolas-bioclimatique'],
  },
  {
    src: '/images/realisations/realisation-11.jpg',
    alt: 'Unité extérieure de pompe à chaleur installée à côté d’un chalet en bois',
    title: 'Pompe à chaleur – Savièse',
    description:
      'Une pompe à chaleur remplace l’ancienne chaudière à mazout de ce chalet valaisan pour le chauffage et l’eau chaude.',
    products: ['pompes-a-chaleur'],
  },
  {
    src: '/images/realisations/realisation-12.jpg',
    alt: 'Panneaux solaires noirs posés sur le toit en tuiles d’une maison individuelle',
    title: 'Panneaux solaires – Clermont-Ferrand',
    description:
      'Une installation photovoltaïque en toiture, dimensionnée pour couvrir une grande partie de la consommation de la maison.',
    products: [],
  },
  {
    src: '/images/realisations/realisation-13.jpg',
    alt: 'Voiture électrique branchée à une borne de recharge murale devant une maison',
    title: 'Borne de recharge – Carouge',
    description:
      'Une borne de 7 kW installée et mise en service en une journée, qui recharge la voiture pendant la nuit.',
    products: ['borne-recharge-electrique'],
  },
  {
    src: '/images/realisations/realisation-14.jpg',
    alt: 'Fenêtres guillotine vitrées fermant la terrasse d’un restaurant au bord du lac',
    title: 'Fenêtres guillotine – Montreux',
    description:
      'Des fenêtres guillotine motorisées permettent à ce restaurant d’ouvrir sa terrasse sur le quai par beau temps et de la fermer au premier coup de vent.',
    products: ['fenetre-guillotine'],
  },
]);

for (const project of realisationsGallery) {
  for (const key of project.products) {
    if (!Object.hasOwn(productFiles, key)) {
      throw new Error(
        `${source} (« ${project.title} ») : le produit « ${key} » n’a pas de fichier content/products/${key}.md`,
      );
    }
  }
}

export const gallerySection = parseContent(source, sectionHeadingSchema, {
  subtitle: 'Nos réalisations',
  title: 'Des projets sur mesure, de Genève à l’Auvergne',
  description:
    'Pergolas, carports, vitrages et installations énergétiques : chaque réalisation a été conçue pour un lieu, une exposition et une façon de vivre.',
});

export const contactSection = parseContent(source, sectionHeadingSchema, {
  subtitle: 'Un projet en tête ?',
  title: 'Contactez Notre Équipe',
  description:
    'Décrivez-nous votre projet, avec quelques photos ou dimensions si vous les avez : nous vous répondons rapidement, sous 48 h les jours ouvrables.',
});

import { heroSchema, pageMetadataSchema, parseContent, sectionHeadingSchema } from './schema';
import { site } from './site';

/**
 * Copy of the /contact page (spec "/contact"), validated like every content module.
 */
const source = 'content/contact.ts';

export const contactMetadata = parseContent(source, pageMetadataSchema, {
  title: 'Contact et devis gratuit',
  description: `Demandez votre devis gratuit et sans engagement pour une pergola, un carport, un vitrage ou une installation solaire. Réponse rapide, ${site.offices.map((office) => office.city).join(' et ')}.`,
  keywords: [
    'devis pergola gratuit',
    'devis carport',
    'contact Lumina Terrasses',
    'pergola Genève',
    'pergola Clermont-Ferrand',
    'devis vitrage terrasse',
  ],
  image: '/images/banniere-devis.jpg',
  imageAlt: 'Terrasse équipée d’une pergola, illustration de la demande de devis',
});

export const contactHero = parseContent(source, heroSchema, {
  subtitle: 'Contactez-Nous Aujourd’hui',
  title: 'Obtenez votre devis 100% GRATUIT !',
  description:
    'Décrivez votre projet en quelques lignes, joignez un plan ou une photo si vous en avez : un conseiller vous répond rapidement, sans engagement.',
  image: {
    src: '/images/banniere-devis.jpg',
    alt: 'Terrasse couverte d’une pergola en aluminium anthracite, en fin de journée',
  },
});

export const contactFormHeading = parseContent(source, sectionHeadingSchema, {
  subtitle: 'Demande de devis',
  title: 'Parlez-nous de votre projet',
  description: 'Tous les champs marqués d’un astérisque sont nécessaires pour vous répondre avec un devis précis.',
});

export const officesHeading = parseContent(source, sectionHeadingSchema, {
  subtitle: 'Nos bureaux',
  title: 'Deux adresses, une même équipe',
  description: `Du lundi au vendredi, nos conseillers répondent à vos questions par téléphone ou par e-mail.`,
});

import { z } from 'zod';
import { pageMetadataSchema, parseContent } from './schema';

/** The appointment booking page, /rendez-vous (issue 23): a free visit on site or a phone call, slot by slot. */
export const bookingPage = parseContent(
  'content/booking.ts',
  z.object({
    path: z.literal('/rendez-vous'),
    /** Breadcrumb and page heading. */
    name: z.string().min(1),
    /** The offer's words in the footer and beside the quote's calls to action. */
    offerLabel: z.string().min(1),
    title: z.string().min(1),
    lead: z.string().min(1),
    metadata: pageMetadataSchema,
  }),
  {
    path: '/rendez-vous',
    name: 'Rendez-vous',
    offerLabel: 'Réserver une visite',
    title: 'Réservez une visite gratuite ou un appel',
    lead: 'Choisissez le moment qui vous convient : un conseiller vient voir votre terrasse et prendre les mesures, gratuitement et sans engagement, ou vous appelle pour parler de votre projet. La confirmation vous arrive aussitôt par e-mail, avec l’invitation pour votre agenda.',
    metadata: {
      title: 'Réserver une visite gratuite ou un appel',
      description:
        'Réservez en ligne une visite gratuite sur place ou un appel avec nos conseillers de Chêne-Bourg (Genève) ou de Clermont-Ferrand : créneaux des trois prochaines semaines.',
      keywords: [
        'rendez-vous pergola',
        'visite gratuite terrasse',
        'prise de mesures pergola',
        'conseiller pergola Genève',
      ],
    },
  },
);

import { z } from 'zod';
import { pageMetadataSchema, parseContent } from './schema';

/** The budget estimator's own page, /estimation (issue 16). Its figures are in content/pricing.ts. */
export const estimationPage = parseContent(
  'content/estimation.ts',
  z.object({
    path: z.literal('/estimation'),
    /** Breadcrumb, footer link and page heading. */
    name: z.string().min(1),
    footerLabel: z.string().min(1),
    title: z.string().min(1),
    lead: z.string().min(1),
    metadata: pageMetadataSchema,
  }),
  {
    path: '/estimation',
    name: 'Estimation de budget',
    footerLabel: 'Estimer mon budget',
    title: 'Estimez le budget de votre pergola',
    lead: 'Bois, aluminium ou bioclimatique : indiquez les dimensions de votre terrasse et obtenez en quelques secondes une fourchette de prix en francs suisses, pose, livraison et autorisation comprises. Pour un prix ferme, demandez ensuite votre devis gratuit.',
    metadata: {
      title: 'Estimation du budget de votre pergola',
      description:
        'Estimez en ligne le budget de votre pergola en bois, aluminium ou bioclimatique : prix au m², pose, livraison et autorisation, en CHF.',
      keywords: ['estimation pergola', 'prix pergola', 'budget pergola CHF', 'calcul prix pergola', 'devis pergola'],
    },
  },
);

import 'server-only';
import type { NewLead } from '@/features/quote/leads';
import type { ReplyFacts } from '@/features/quote/server/reply-templates-values';

/** A valid quote request as the contact form stores it; each test overrides only what it looks at. */
export const newLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  nom: 'Dupont',
  prenom: 'Camille',
  email: 'camille@example.ch',
  telephone: '+41 79 123 45 67',
  sujet: 'Pergola',
  message: 'Bonjour',
  isSpam: false,
  outboxKinds: ['company'],
  ...overrides,
});

/** Request n° 42, Sophie Morel's, as the reply templates read it; each test overrides only what it looks at. */
export const replyFactsOf = (overrides: Partial<ReplyFacts> = {}): ReplyFacts => ({
  id: 42,
  prenom: 'Sophie',
  nom: 'Morel',
  produit: 'pergolas-bioclimatique',
  sizes: null,
  photo: false,
  visit: null,
  bookingUrl: 'https://www.lumina-terrasses.ch/rendez-vous?demande=42.1799999999.abc',
  ...overrides,
});

import 'server-only';
import type { NewLead } from '@/features/quote/leads';

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

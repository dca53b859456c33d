import { productNames } from '@/lib/product-lookup';
import { COUNTRY_LABELS } from '@/lib/project-details';
import { FOLLOW_UP_LABELS } from '@/features/quote/follow-up';
import type { LeadFilter } from '@/features/quote/search';

/** The lead list's spam choices, in the filter form and in the summary of the folded filters. */
export const SPAM_OPTIONS = [
  ['sans', 'Hors spam'],
  ['spam', 'Spam seulement'],
  ['tous', 'Spam compris'],
] as const;

const day = (iso: string) =>
  new Intl.DateTimeFormat('fr-CH', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The folded filters that narrow the list, in words, in the form's order (the search field stays in view). */
export function activeFilterWords(filter: LeadFilter, staffName: (email: string) => string): string[] {
  return [
    filter.status ? FOLLOW_UP_LABELS[filter.status] : '',
    filter.produit ? (productNames[filter.produit] ?? filter.produit) : '',
    filter.pays ? COUNTRY_LABELS[filter.pays] : '',
    filter.from ? `depuis le ${day(filter.from)}` : '',
    filter.to ? `jusqu’au ${day(filter.to)}` : '',
    filter.spam === 'sans' ? '' : (SPAM_OPTIONS.find(([value]) => value === filter.spam)?.[1] ?? ''),
    filter.source ? `source\u00a0: ${filter.source}` : '',
    filter.campaign ? `campagne\u00a0: ${filter.campaign}` : '',
    filter.owner === 'personne' ? 'sans responsable' : filter.owner ? staffName(filter.owner) : '',
    filter.overdue ? 'en retard' : '',
  ].filter(Boolean);
}

/** « Filtres : Nouveau · Pergola Bioclimatique (2) », or « Filtres : aucun ». */
export function filterSummary(words: readonly string[]): string {
  return words.length === 0 ? 'Filtres\u00a0: aucun' : `Filtres\u00a0: ${words.join(' · ')} (${words.length})`;
}

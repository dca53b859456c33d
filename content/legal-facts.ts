import { z } from 'zod';
import { typesetStrings } from './french-typography';
import { CONFIRMATION_DAYS, RETENTION } from './retention';
import { linkSchema } from './schema';
import { isToComplete, site } from './site';

/**
 * What the legal pages (content/legal/*.md) say about the company, from its facts (content/site.ts,
 * content/retention.ts) so that nothing is typed twice: the values a text quotes as `{{name}}`, and the blocks of
 * identifiers (« Raison sociale », « IDE » …) a page places with `{{faits name}}`. A value the company has not
 * supplied yet reads « À COMPLÉTER par l’entreprise » and loses its link.
 */

const text = z.string().trim().min(1, 'ne doit pas être vide');

/** One identifier of a block (« IDE », « Hébergeur » …): content/legal.ts validates the blocks with it. */
export const legalFactSchema = z.object({ term: text, value: text, href: linkSchema.optional() });
export type LegalFact = z.infer<typeof legalFactSchema>;

const [officeCH, officeFR] = site.offices;
if (!officeCH || !officeFR) {
  throw new Error('content/legal-facts.ts: site.offices doit contenir les bureaux de Suisse et de France');
}
const { legal } = site;
const fullAddress = (office: typeof officeCH) =>
  `${office.address}, ${office.postcode} ${office.city}, ${office.country}`;
const fact = (term: string, value: string, href?: string): LegalFact =>
  href && !isToComplete(value) ? { term, value, href } : { term, value };
const telLink = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
const mailFact = (term: string, email: string) => fact(term, email, `mailto:${email}`);

/** A publishing company's block: its name, form and office, its registrations, then how to reach it. */
const publisherFacts = (
  legalName: string,
  legalForm: string,
  office: typeof officeCH,
  registrations: LegalFact[],
): LegalFact[] => [
  fact('Raison sociale', legalName),
  fact('Forme juridique', legalForm),
  fact('Adresse', fullAddress(office)),
  ...registrations,
  mailFact('E-mail', office.email),
  fact('Téléphone', office.phone, telLink(office.phone)),
];

export const legalValues: Readonly<Record<string, string>> = typesetStrings({
  'site.nom': site.name,
  'site.hote': new URL(site.url).hostname,
  'societe.suisse': site.legalName,
  'societe.france': site.legalNameFrance,
  'suisse.adresse-complete': fullAddress(officeCH),
  'france.adresse-complete': fullAddress(officeFR),
  'suisse.ville': officeCH.city,
  'france.ville': officeFR.city,
  'france.email': officeFR.email,
  'hebergeur.nom': legal.host.name,
  'emails.prestataire': legal.emailProvider.name,
  'conservation.demandes-ans': String(RETENTION.leadYears),
  'conservation.commentaires-refuses-jours': String(RETENTION.refusedCommentDays),
  'conservation.newsletter-non-confirmee-jours': String(RETENTION.unconfirmedSubscriptionDays),
  'newsletter.confirmation-jours': String(CONFIRMATION_DAYS),
});

export const legalFacts: Readonly<Record<string, readonly LegalFact[]>> = typesetStrings({
  'editeur-suisse': publisherFacts(
    site.legalName,
    'Société à responsabilité limitée (Sàrl) de droit suisse',
    officeCH,
    [fact('Registre', legal.commercialRegister), fact('Numéro d’identification des entreprises (IDE/UID)', legal.uid)],
  ),
  'editeur-france': publisherFacts(
    site.legalNameFrance,
    'Société par actions simplifiée (SAS) de droit français',
    officeFR,
    [
      fact('Immatriculation au registre du commerce et des sociétés (RCS)', legal.rcs),
      fact('Capital social', legal.shareCapital),
      fact('Numéro de TVA intracommunautaire', legal.vatFr),
    ],
  ),
  'directeur-publication': [
    fact('Directeur de la publication', legal.publicationDirectorRole),
    mailFact('Contact', site.email),
  ],
  hebergeur: [
    fact('Hébergeur', legal.host.name),
    fact('Adresse', legal.host.address),
    fact('Téléphone', legal.host.phone, telLink(legal.host.phone)),
  ],
  mediateur: [
    fact('Médiateur de la consommation', legal.mediator.name),
    fact('Site internet', legal.mediator.url, legal.mediator.url),
  ],
  contacts: [
    mailFact(`Contact en Suisse (${officeCH.label})`, officeCH.email),
    mailFact(`Contact en France (${officeFR.label})`, officeFR.email),
  ],
  agences: site.offices.flatMap((office) => [
    mailFact(`${office.label}, ${office.country} : e-mail`, office.email),
    fact(`${office.label}, ${office.country} : courrier`, fullAddress(office)),
  ]),
});

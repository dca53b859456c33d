/** @jest-environment node */
import { SEED_REPLY_TEMPLATES } from '@/lib/server/db/migrations/0001-baseline/reply-templates';
import { fillTemplate, type ReplyTemplate } from './reply-templates';
import { replyFormState } from './reply-templates-draft';
import { replyFactsOf } from '@/test/server/leads';

/** Choosing a template on the lead page: an edited text is never replaced unseen. */

const templates: ReplyTemplate[] = SEED_REPLY_TEMPLATES.map((entry) => ({
  ...entry,
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedBy: null,
}));
const facts = (bookingUrl = 'https://www.lumina-terrasses.ch/rendez-vous?demande=42.1799999999.abc_-') =>
  replyFactsOf({ bookingUrl });
const visite = templates.find((template) => template.key === 'visite') as ReplyTemplate;
const photos = templates.find((template) => template.key === 'photos') as ReplyTemplate;
/** The form as a browser sends it: line breaks as CRLF. */
const sent = (template: ReplyTemplate, bookingUrl?: string) => ({
  objet: fillTemplate(template.subject, facts(bookingUrl)),
  texte: fillTemplate(template.body, facts(bookingUrl)).replace(/\n/g, '\r\n'),
});

describe('replyFormState', () => {
  it('fills the form with the chosen template, or leaves it empty', () => {
    expect(replyFormState(templates, facts(), { modele: 'photos' })).toMatchObject({
      chosen: { key: 'photos' },
      draft: { body: expect.stringMatching(/^Bonjour Sophie,/) },
      pending: null,
    });
    expect(replyFormState(templates, facts(), {})).toEqual({
      chosen: null,
      draft: { subject: '', body: '' },
      pending: null,
    });
  });

  it('replaces a text as a template left it (its booking link signed a second later) or an empty one', () => {
    const untouched = sent(visite, 'https://www.lumina-terrasses.ch/rendez-vous?demande=42.1799999998.xyz_-');
    expect(replyFormState(templates, facts(), { modele: 'photos', ...untouched })).toMatchObject({
      chosen: { key: 'photos' },
      draft: { body: fillTemplate(photos.body, facts()) },
      pending: null,
    });
    expect(replyFormState(templates, facts(), { modele: 'visite', objet: '', texte: '' })).toMatchObject({
      chosen: { key: 'visite' },
      pending: null,
    });
  });

  it('keeps an edited text as typed and asks before replacing it', () => {
    const edited = { ...sent(photos), texte: `${sent(photos).texte}\r\nP.-S. Merci pour l’appel de ce matin.` };
    expect(replyFormState(templates, facts(), { modele: 'visite', ...edited })).toEqual({
      chosen: null,
      draft: { subject: edited.objet, body: edited.texte },
      pending: visite,
    });
    // A subject edited alone is an edit too.
    const subject = { ...sent(photos), objet: 'Vos photos, s’il vous plaît' };
    expect(replyFormState(templates, facts(), { modele: 'visite', ...subject }).pending).toBe(visite);
  });

  it('gives back a refused reply as typed, asking nothing', () => {
    expect(replyFormState(templates, facts(), { refus: 'vide', objet: 'Objet', texte: '  ' })).toEqual({
      chosen: null,
      draft: { subject: 'Objet', body: '  ' },
      pending: null,
    });
  });
});

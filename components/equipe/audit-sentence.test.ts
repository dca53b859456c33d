import { auditSentence, UNKNOWN_ACTION } from './audit-sentence';
import { AUDIT_ACTION_LABELS } from './lead-labels';

const names = new Map([['marie@lumina.test', 'Marie Dupont']]);
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36';

/** What any stored row might hold besides the known details: none of it may be shown. */
const noise = { userAgent: USER_AGENT, replyId: 7, 'lead.status': 'x', nested: { a: 1 } };

describe('auditSentence', () => {
  it.each([
    ['lead.status', { from: 'nouveau', to: 'contacte' }, 'Statut\u00a0: nouveau → contacté'],
    ['lead.status', { from: 'contacte', to: 'devis_envoye' }, 'Statut\u00a0: contacté → devis envoyé'],
    ['lead.assign', { from: null, to: 'marie@lumina.test' }, 'Responsable\u00a0: personne → Marie Dupont'],
    [
      'lead.assign',
      { from: 'marie@lumina.test', to: 'parti@lumina.test' },
      'Responsable\u00a0: Marie Dupont → parti@lumina.test',
    ],
    ['lead.note', null, 'Note ajoutée'],
    ['lead.reply', { replyId: 3 }, 'Réponse envoyée au visiteur'],
    ['comment.moderate', { status: 'approved' }, 'Commentaire modéré\u00a0: approuvé'],
    [
      'comment.reply',
      { replyId: 4, approvedComment: true, notify: true },
      'Réponse publiée (commentaire approuvé du même coup), commentateur prévenu par e-mail',
    ],
    ['leads.export', { filtres: ['product', 'country'] }, 'Export CSV des demandes, avec 2\u00a0filtres'],
    ['leads.export', { filtres: [] }, 'Export CSV de toutes les demandes'],
    ['subscribers.export', { abonnes: 12 }, 'Export CSV des abonnés (12)'],
    [
      'personal-data.erase',
      { leads: 2, comments: 0, attachments: 1 },
      'Données personnelles effacées\u00a0: 2\u00a0demande(s) de devis, 1\u00a0pièce(s) jointe(s)',
    ],
    [
      'booking.move',
      { office: 'geneve', from: '2026-12-01T08:00:00.000Z', to: '2026-12-02T13:00:00.000Z' },
      'Rendez-vous déplacé\u00a0: mardi 1er décembre 2026, 9\u00a0h → mercredi 2 décembre 2026, 14\u00a0h',
    ],
    ['booking.cancel', { office: 'geneve', kind: 'visite' }, 'Rendez-vous annulé'],
    ['bookings.export', { office: 'clermont', rendezVous: 3 }, 'Export CSV des rendez-vous (3)'],
    [
      'booking-hours.edit',
      { office: 'clermont', kind: 'appel', jour: 7, debut: '14:00', fin: '15:00', duree: 30, places: 1 },
      'Plage de rendez-vous modifiée\u00a0: Clermont-Ferrand, appel téléphonique, dimanche 14:00–15:00',
    ],
    [
      'booking-closure.add',
      { office: 'geneve', jour: '2027-01-05', libelle: 'Formation' },
      'Jour fermé aux rendez-vous\u00a0: Chêne-Bourg, mardi 5 janvier 2027 («\u00a0Formation\u00a0»)',
    ],
    ['booking-feed.renew', { revoked: false }, 'Adresse d’agenda créée'],
    ['booking-feed.renew', { revoked: true }, 'Adresse d’agenda révoquée et remplacée par une nouvelle'],
  ])('%s %j reads « %s »', (action, details, sentence) => {
    expect(auditSentence({ action, details }, names)).toBe(sentence);
  });

  // Every action the journal knows, derived from its labels: a sentence, never a key, JSON or user-agent.
  it.each(Object.keys(AUDIT_ACTION_LABELS))('%s reads as a sentence, whatever its details hold', (action) => {
    for (const details of [null, {}, noise, { from: USER_AGENT, to: 42, status: 'lead.status' }]) {
      const sentence = auditSentence({ action, details }, names);
      expect(sentence).not.toContain(action);
      expect(sentence).not.toMatch(/[{}"]|Mozilla|userAgent|\[object|undefined|null/);
      expect(sentence.length).toBeGreaterThan(0);
    }
  });

  it('an unknown action reads as a generic sentence, not its key', () => {
    expect(auditSentence({ action: 'lead.teleport', details: { userAgent: USER_AGENT } })).toBe(UNKNOWN_ACTION);
    expect(auditSentence({ action: 'toString', details: null })).toBe(UNKNOWN_ACTION);
  });
});

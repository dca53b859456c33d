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

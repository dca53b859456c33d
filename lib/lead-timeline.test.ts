import { leadTimeline, type TimelineInput } from './lead-timeline';

const input = (overrides: Partial<TimelineInput> = {}): TimelineInput => ({
  lead: { createdAt: '2026-11-23T08:00:00.000Z', prenom: 'Léa', nom: 'Martin' },
  mails: [
    {
      kind: 'company',
      status: 'sent',
      queuedAt: '2026-11-23T08:00:00.000Z',
      sentAt: '2026-11-23T08:00:05.000Z',
      attempts: 1,
      lastError: null,
      replyId: null,
    },
    {
      kind: 'lead-reply',
      status: 'pending',
      queuedAt: '2026-11-23T09:10:00.000Z',
      sentAt: null,
      attempts: 0,
      lastError: null,
      replyId: 7,
    },
    {
      kind: 'ack',
      status: 'failed',
      queuedAt: '2026-11-23T08:00:00.000Z',
      sentAt: null,
      attempts: 10,
      lastError: '550 boîte inconnue',
      replyId: null,
    },
  ],
  audit: [
    {
      at: '2026-11-23T09:00:00.000Z',
      actor: 'marie@lumina.test',
      action: 'lead.status',
      details: { from: 'nouveau', to: 'contacte' },
    },
    { at: '2026-11-23T09:00:00.000Z', actor: 'marie@lumina.test', action: 'lead.note', details: null },
    {
      at: '2026-11-23T08:30:00.000Z',
      actor: 'commande',
      action: 'lead.assign',
      details: { from: null, to: 'marie@lumina.test' },
    },
  ],
  notes: [
    { createdAt: '2026-11-23T09:00:00.000Z', author: 'marie@lumina.test', body: 'Rappeler jeudi.' },
    { createdAt: '2026-11-23T09:00:00.000Z', author: 'marie@lumina.test', body: '' },
  ],
  replies: [{ id: 7, subject: 'Vos photos', authorName: 'Marie Dupont' }],
  mailLabel: (kind) =>
    ({ company: 'E-mail à l’entreprise', ack: 'Accusé de réception', 'lead-reply': 'Réponse au visiteur' })[kind] ??
    kind,
  auditSentence: ({ action, details }) =>
    `${action === 'lead.status' ? 'Statut' : 'Responsable'} : ${String(details?.from)} → ${String(details?.to)}`,
  ...overrides,
});

describe('leadTimeline', () => {
  it('lists every event once, newest first, with its author, from the lead, the queue, the audit log and the notes', () => {
    const events = leadTimeline(input());
    expect(events.map((event) => [event.at.slice(11, 19), event.who, event.text, event.detail ?? ''])).toEqual([
      ['09:10:00', 'le site', 'Réponse au visiteur : en attente d’envoi', '« Vos photos », par Marie Dupont'],
      ['09:00:00', 'marie@lumina.test', 'Note ajoutée', 'Rappeler jeudi.'],
      ['09:00:00', 'marie@lumina.test', 'Statut : nouveau → contacte', ''],
      ['08:30:00', 'commande du serveur', 'Responsable : null → marie@lumina.test', ''],
      ['08:00:05', 'le site', 'E-mail à l’entreprise : envoyé', ''],
      ['08:00:00', 'le site', 'Accusé de réception : échec après 10 tentative(s)', '550 boîte inconnue'],
      ['08:00:00', 'Léa Martin', 'Demande reçue par le site', ''],
    ]);
    expect(events.find((event) => event.text.includes('échec'))?.tone).toBe('alert');
  });

  it('holds no raw action key: a note is told by its text, never by its audit entry', () => {
    const texts = leadTimeline(input()).map((event) => event.text);
    expect(texts.join('\n')).not.toMatch(/lead\.\w+/);
    expect(texts.filter((text) => text === 'Note ajoutée')).toHaveLength(1);
  });
});

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

  it('names staff as the team knows them, the address kept for hover; a removed colleague stays an address', () => {
    const events = leadTimeline(input({ names: new Map([['marie@lumina.test', 'Marie Dupont']]) }));
    expect(events.filter((event) => event.tone === 'staff').map((event) => [event.who, event.whoAddress])).toEqual([
      ['Marie Dupont', 'marie@lumina.test'],
      ['Marie Dupont', 'marie@lumina.test'],
      ['commande du serveur', undefined],
    ]);
    const alone = leadTimeline(input({ names: new Map() }));
    expect(alone.find((event) => event.text === 'Note ajoutée')).toMatchObject({ who: 'marie@lumina.test' });
  });

  it('holds no raw action key: a note is told by its text, never by its audit entry', () => {
    const texts = leadTimeline(input()).map((event) => event.text);
    expect(texts.join('\n')).not.toMatch(/lead\.\w+/);
    expect(texts.filter((text) => text === 'Note ajoutée')).toHaveLength(1);
  });

  it('tells each appointment event on the office’s clock: booked by the visitor, moved and cancelled by staff, reminded by the site', () => {
    const events = leadTimeline(
      input({
        mails: [],
        audit: [],
        notes: [],
        bookings: [
          {
            office: 'geneve',
            kind: 'visite',
            name: 'Léa Martin',
            events: [
              // Booked Monday 23 November for Tuesday 1 December, 09:00 in Geneva (08:00 UTC).
              {
                type: 'reserve',
                byStaff: null,
                startsAt: '2026-12-01T08:00:00.000Z',
                previousStartsAt: null,
                createdAt: '2026-11-23T08:05:00.000Z',
              },
              {
                type: 'deplace',
                byStaff: 'Marie Dupont',
                startsAt: '2026-12-02T13:00:00.000Z',
                previousStartsAt: '2026-12-01T08:00:00.000Z',
                createdAt: '2026-11-23T10:00:00.000Z',
              },
              {
                type: 'rappel',
                byStaff: null,
                startsAt: '2026-12-02T13:00:00.000Z',
                previousStartsAt: null,
                createdAt: '2026-12-01T13:00:00.000Z',
              },
            ],
          },
          {
            office: 'clermont',
            kind: 'appel',
            name: 'Léa Martin',
            events: [
              {
                type: 'annule',
                byStaff: 'Paul',
                startsAt: '2026-12-03T15:20:00.000Z',
                previousStartsAt: null,
                createdAt: '2026-11-24T09:00:00.000Z',
              },
            ],
          },
        ],
      }),
    );
    expect(events.map((event) => [event.at.slice(0, 16), event.who, event.text, event.tone])).toEqual([
      [
        '2026-12-01T13:00',
        'le site',
        'Rappel du rendez-vous envoyé au visiteur (visite gratuite sur place)\u00a0: mercredi 2 décembre 2026, 14\u00a0h',
        'mail',
      ],
      [
        '2026-11-24T09:00',
        'Paul',
        'Rendez-vous annulé (appel téléphonique)\u00a0: jeudi 3 décembre 2026, 16\u00a0h\u00a020',
        'staff',
      ],
      [
        '2026-11-23T10:00',
        'Marie Dupont',
        'Rendez-vous déplacé (visite gratuite sur place)\u00a0: mardi 1er décembre 2026, 9\u00a0h → mercredi 2 décembre 2026, 14\u00a0h',
        'staff',
      ],
      [
        '2026-11-23T08:05',
        'Léa Martin',
        'Rendez-vous réservé (visite gratuite sur place)\u00a0: mardi 1er décembre 2026, 9\u00a0h',
        'visitor',
      ],
      ['2026-11-23T08:00', 'Léa Martin', 'Demande reçue par le site', 'visitor'],
    ]);
  });
});

import { deliveryInWords } from './delivery-words';

const NOW = new Date('2026-12-02T13:25:00Z'); // 14 h 25 in Geneva
const mail = { sentAt: null, nextAttemptAt: '2026-12-02T13:20:00Z', lastError: null };

it('a delivered e-mail says when, on the Swiss clock', () => {
  expect(deliveryInWords({ ...mail, status: 'sent', sentAt: '2026-12-02T13:02:00Z' }, NOW)).toEqual({
    text: 'Envoyé à 14\u00a0h\u00a002',
    tone: 'done',
  });
  expect(deliveryInWords({ ...mail, status: 'sent', sentAt: '2026-11-30T08:00:00Z' }, NOW).text).toBe(
    'Envoyé le 30.11.26 09:00',
  );
});

it('one being sent (claimed, one attempt counted, no error) is not a failure', () => {
  expect(deliveryInWords({ ...mail, status: 'pending' }, NOW)).toEqual({ text: 'En cours d’envoi', tone: 'waiting' });
});

it('a retry is announced only after a real failure, with its reason; a failure says why', () => {
  const retry = {
    ...mail,
    status: 'pending' as const,
    nextAttemptAt: '2026-12-02T13:40:00Z',
    lastError: 'ECONNREFUSED',
  };
  expect(deliveryInWords(retry, NOW)).toEqual({
    text: 'Nouvel essai à 14\u00a0h\u00a040 (dernière erreur\u00a0: ECONNREFUSED)',
    tone: 'problem',
  });
  expect(deliveryInWords({ ...mail, status: 'failed', lastError: '550 boîte inconnue' }, NOW)).toEqual({
    text: 'Échec\u00a0: 550 boîte inconnue',
    tone: 'problem',
  });
});

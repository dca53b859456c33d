import { API_MESSAGES } from './request';
import { site } from '@/content/site';

describe('API messages', () => {
  it('never let the company phone number wrap between its digits', () => {
    const unbreakable = site.phone.replace(/ /g, '\u00a0');
    for (const message of [API_MESSAGES.rateLimited, API_MESSAGES.unavailable, API_MESSAGES.unexpected]) {
      expect(message).toContain(unbreakable);
    }
  });
});

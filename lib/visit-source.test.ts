/** @jest-environment jsdom */
import { rememberVisitSource, SOURCE_KEY } from './visit-source';
import { visitSourceFields } from './visit-source-fields';

/** The tab keeps the visit's source; a form reads it. Nothing is sent from here, no cookie is set. */

const visit = (address: string, referrer = '') => {
  window.history.pushState({}, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  rememberVisitSource();
};

beforeEach(() => sessionStorage.clear());

it('keeps the first touch, the click id as a flag, the referrer’s host and the landing page', () => {
  visit(
    '/?utm_source=google&utm_medium=cpc&utm_campaign=pergola-geneve&gclid=secret',
    'https://www.google.com/search?q=x',
  );
  visit('/products/pergola-toile', 'http://localhost/');
  visit('/estimation?utm_source=newsletter&utm_medium=email');
  window.history.pushState({}, '', '/contact');
  expect(Object.fromEntries(visitSourceFields())).toEqual({
    first_utm_source: 'google',
    first_utm_medium: 'cpc',
    first_utm_campaign: 'pergola-geneve',
    last_utm_source: 'newsletter',
    last_utm_medium: 'email',
    click_id_present: '1',
    referrer_host: 'www.google.com',
    landing_page: '/',
    form_page: '/contact',
    device: 'desktop',
  });
  expect(sessionStorage.getItem(SOURCE_KEY)).not.toContain('secret');
  expect(document.cookie).toBe('');
});

it('ignores this site’s own pages and non-web referrers', () => {
  visit('/conseils', `${location.origin}/`);
  expect(Object.fromEntries(visitSourceFields())).toEqual({
    landing_page: '/conseils',
    form_page: '/conseils',
    device: 'desktop',
  });
  sessionStorage.clear();
  visit('/', 'android-app://com.google.android.gm/');
  expect(Object.fromEntries(visitSourceFields())).not.toHaveProperty('referrer_host');
});

it('sends only the page and the screen when storage is refused', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(() => visit('/?utm_source=google')).not.toThrow();
  expect(visitSourceFields().map(([name]) => name)).toEqual(['form_page', 'device']);
  jest.restoreAllMocks();
});

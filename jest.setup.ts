import '@testing-library/jest-dom';

// Embla and the reduced-motion checks read these browser APIs, absent from jsdom.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Route handler and repository tests run in the node environment: no window there. They open the storage and
// send as the server does, which registers its migrations and mail kinds at its start (lib/server/start.ts).
if (typeof window === 'undefined') {
  /* eslint-disable @typescript-eslint/no-require-imports -- only for the node environment's tests */
  require('./lib/server/db/migrator').registerMigrations();
  require('./lib/server/site-mail').registerSiteMail();
  require('./lib/server/mail/sender').registerMailSender();
  /* eslint-enable @typescript-eslint/no-require-imports */
}
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: NoopObserver });
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopObserver });
  // jsdom lays nothing out and cannot scroll; e2e specs check the scrolling.
  Element.prototype.scrollIntoView ??= () => {};
}

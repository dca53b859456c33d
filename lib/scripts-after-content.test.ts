import { moveScriptsAfterContent } from './scripts-after-content.mjs';

const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>';
const SCRIPTS =
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/c.js" async=""></script>';
const NOMODULE = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const HERO = '<link rel="preload" as="image" href="/hero.avif" fetchPriority="high"/>';
const BODY = '<h1>Pergolas</h1><script>self.__next_f.push([1,"x"])</script>';

describe('moveScriptsAfterContent', () => {
  it('moves the async scripts and their preloads, in their order, after the content, and keeps the rest of the head', () => {
    const page = `<html><head><meta charSet="utf-8"/>${HERO}${PRELOAD}${SCRIPTS}<title>t</title>${NOMODULE}</head><body>${BODY}</body></html>`;
    expect(moveScriptsAfterContent(page)).toEqual({
      html: `<html><head><meta charSet="utf-8"/>${HERO}<title>t</title>${NOMODULE}</head><body>${BODY}${PRELOAD}${SCRIPTS}</body></html>`,
    });
  });

  it('leaves a page without scripts in its head, and refuses one without a head before its body', () => {
    const page = `<html><head>${HERO}</head><body>${BODY}${SCRIPTS}</body></html>`;
    expect(moveScriptsAfterContent(page)).toEqual({ unchanged: 'no script in the head' });
    expect(moveScriptsAfterContent(`<html><body>${BODY}</body></html>`)).toEqual({
      error: 'no </head> before </body>',
    });
  });
});

import { LOADER_MARK, loadScriptsAfterHero, loaderScript, loaderSources } from './scripts-after-hero.mjs';

const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>';
const SCRIPTS =
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/c.js" async=""></script>';
const NOMODULE = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
const HERO = '<link rel="preload" as="image" href="/hero.avif" fetchPriority="high"/>';
const BODY = '<h1>Pergolas</h1><script>self.__next_f.push([1,"x"])</script>';
const SOURCES = ['/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];
const RUNTIME =
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/r.js"]})</script>';
const BODY_SCRIPT = '<script src="/_next/static/chunks/r.js" async=""></script>';

describe('loadScriptsAfterHero', () => {
  it('takes the async scripts and their preloads out of the page, keeps the rest, and ends the body with the loader of those scripts, in their order', () => {
    const page = `<html><head><meta charSet="utf-8"/>${HERO}${PRELOAD}${SCRIPTS}<title>t</title>${NOMODULE}</head><body>${BODY}${RUNTIME}${BODY_SCRIPT}</body></html>`;
    expect(loadScriptsAfterHero(page)).toEqual({
      html: `<html><head><meta charSet="utf-8"/>${HERO}<title>t</title>${NOMODULE}</head><body>${BODY}${RUNTIME}${loaderScript([...SOURCES, '/_next/static/chunks/r.js'])}</body></html>`,
    });
  });

  it('leaves a rewritten page or one without scripts, and refuses one without a head before its body', () => {
    const page = `<html><head>${SCRIPTS}</head><body>${BODY}</body></html>`;
    const { html } = loadScriptsAfterHero(page) as { html: string };
    expect(loadScriptsAfterHero(html)).toEqual({ unchanged: 'already rewritten' });
    expect(loadScriptsAfterHero(`<html><head>${HERO}</head><body>${BODY}</body></html>`)).toEqual({
      unchanged: 'no script',
    });
    expect(loadScriptsAfterHero(`<html><body>${BODY}</body></html>`)).toEqual({
      error: 'no </head> before </body>',
    });
  });

  it('writes the addresses so that none can close the inline script, and reads them back from a page', () => {
    const hostile = '/a</script><script>alert(1)//.js';
    expect(loaderScript([hostile])).not.toContain('</script><script>alert');
    const { html } = loadScriptsAfterHero(`<html><head>${SCRIPTS}</head><body>${BODY}</body></html>`) as {
      html: string;
    };
    expect(loaderSources(html)).toEqual(SOURCES);
    expect(loaderSources(`<p>${loaderScript([hostile])}</p>`)).toEqual([hostile]);
    expect(loaderSources(`<html><body>${BODY}</body></html>`)).toEqual([]);
  });
});

describe('the loader, in a page', () => {
  const inserted = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  /** Lays out a page (with a hero or not, already loaded or not) and runs the loader as the browser would. */
  function run(hero: 'none' | 'loading' | 'complete') {
    document.body.innerHTML = '<main><h1>Pergolas</h1></main>';
    let image: HTMLImageElement | undefined;
    if (hero !== 'none') {
      image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      Object.defineProperty(image, 'complete', { value: hero === 'complete' });
      document.querySelector('main')!.append(image);
    }
    const source = loaderScript(SOURCES).replace(/^<script[^>]*>|<\/script>$/g, '');
    new Function(source)();
    return image;
  }

  /** Past the frame that paints the hero, and the task after it. */
  const afterTheFrame = () => jest.advanceTimersByTime(20);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('inserts the scripts once the hero has loaded and its frame has passed, not before', () => {
    const image = run('loading')!;
    afterTheFrame();
    expect(inserted()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    expect(inserted()).toEqual([]);
    afterTheFrame();
    expect(inserted()).toEqual(SOURCES);
    expect([...document.querySelectorAll('script[src]')].every((script) => (script as HTMLScriptElement).async)).toBe(
      true,
    );
  });

  it('waits, once the hero has loaded, until it is decoded: the frame it waits for is then the one that paints it', async () => {
    const image = run('loading')!;
    let decoded = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    image.dispatchEvent(new Event('load'));
    afterTheFrame();
    expect(inserted()).toEqual([]);
    decoded();
    await Promise.resolve();
    expect(inserted()).toEqual([]);
    afterTheFrame();
    expect(inserted()).toEqual(SOURCES);

    const broken = run('loading')!;
    broken.decode = () => Promise.reject(new Error('EncodingError'));
    broken.dispatchEvent(new Event('error'));
    await Promise.resolve();
    afterTheFrame();
    expect(inserted()).toEqual(SOURCES);

    const stalled = run('loading')!;
    stalled.decode = () => new Promise<void>(() => {});
    stalled.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2900);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(inserted()).toEqual(SOURCES);
  });

  it('inserts them once only, when the hero fails, or after 3 s when it is still on its way', () => {
    const failing = run('loading')!;
    failing.dispatchEvent(new Event('error'));
    afterTheFrame();
    jest.advanceTimersByTime(3000);
    failing.dispatchEvent(new Event('load'));
    afterTheFrame();
    expect(inserted()).toEqual(SOURCES);

    run('loading');
    jest.advanceTimersByTime(2900);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(inserted()).toEqual(SOURCES);
  });

  it('inserts them after the first frame on a page without a hero or whose hero is already in', () => {
    for (const hero of ['none', 'complete'] as const) {
      run(hero);
      expect(inserted()).toEqual([]);
      afterTheFrame();
      expect(inserted()).toEqual(SOURCES);
    }
  });

  it('marks its own tag, which the end-to-end suites look for', () => {
    expect(loaderScript(SOURCES)).toMatch(new RegExp(`^<script ${LOADER_MARK}="">`));
  });
});

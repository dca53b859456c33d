// @ts-check
/**
 * What scripts/post-build.mjs does to one pre-rendered page's scripts. Next writes them, `async`, with their
 * low-priority preloads, at the top of the <head> (and Turbopack's first chunk in the <body>): the browser asks for
 * all of them (≈ 150 KB gzip) as it reads them, and they share a phone's thin pipe with the hero image. Here they
 * are taken out, wherever they are, and a small inline loader at the end of the <body> inserts them once the hero
 * image has loaded (or failed), has been decoded, and the frame that paints it has passed, at the latest 3 s after the
 * page was read; after the first frame on a page without a hero. They still run `async`, in any order, as Next's own
 * tags do. The decoding matters: the hero is `decoding="async"`, so the frame after its `load` could come before
 * it was decoded, and the scripts' evaluation then held back its paint (home page, simulated: LCP ≈ 3.5 s in 2 runs
 * of 5 without waiting for `decode()`, in none of 5 with it; bench/notes.md, item 6).
 *
 * Why after the hero, not merely after the HTML: Lighthouse's simulated load keeps in its LCP every request and
 * script evaluation that ended before the LCP it observed unthrottled, and there the scripts hydrated the page
 * before the hero was painted (simulated LCP 2.2–2.8 s, 1.5–1.7 s with the loader, on the same build and machine;
 * bench/notes.md, item 6). What it costs: the page hydrates once its hero is in, so the `load` event no longer
 * means hydrated. The forms that need JavaScript keep their submit button disabled until then
 * (components/ui/use-hydrated.ts), and the end-to-end suites wait for React, not for `load` (e2e/hydration.ts).
 */

const SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
export const LOADER_MARK = 'data-scripts-after-hero';

/**
 * The loader, for a list of script addresses. A hidden page paints nothing (and has no animation frame to wait
 * for): it gets its scripts at once.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${LOADER_MARK}="">(function(s){var d=document,n=0,h=d.querySelector('img[fetchpriority="high"]');` +
    `function add(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `function paint(){requestAnimationFrame(function(){setTimeout(add,0)})}` +
    `function go(){if(d.visibilityState==="hidden")add();else if(h&&h.decode)h.decode().then(paint,paint);else paint()}` +
    `if(!h||h.complete)go();else{h.addEventListener("load",go);h.addEventListener("error",go)}setTimeout(add,3000)` +
    `})(${list})</script>`
  );
}

/**
 * The addresses a page's loader inserts (none without a loader): what the page loads, for the benchmark's
 * first-load JavaScript.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderSources(html) {
  const list = new RegExp(`<script ${LOADER_MARK}="">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * @param {string} html a pre-rendered page
 * @returns {{ html: string } | { unchanged: string } | { error: string }}
 */
export function loadScriptsAfterHero(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return { error: 'no </head> before </body>' };
  if (html.includes(LOADER_MARK)) return { unchanged: 'already rewritten' };
  const page = html.slice(0, bodyEnd);
  const sources = [...page.matchAll(SCRIPT)].map((match) => String(match[1]));
  if (sources.length === 0) return { unchanged: 'no script' };
  const kept = page.replace(SCRIPT_PRELOAD, '').replace(SCRIPT, '');
  return { html: kept + loaderScript(sources) + html.slice(bodyEnd) };
}

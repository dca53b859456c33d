// @ts-check
/**
 * What scripts/post-build.mjs does to one pre-rendered page's stylesheet: written once into its <head>, so that a
 * phone's first visit paints without the stylesheet's own request and round trips (bench/notes.md, item 6).
 *
 * Why not Next's `experimental.inlineCss`: it also writes the whole stylesheet twice more into the page's RSC
 * payload (the root layout's and the global error's styles), which doubled the home page's HTML (34.9 → 72.1 KB
 * gzip). Here the payload keeps its <link> elements, and the page keeps the <link> too, `disabled`: the browser
 * neither fetches nor applies it, and React, which finds its stylesheet in the document, does not insert it again
 * when it hydrates. Client navigations to pages with the same stylesheet fetch nothing more.
 */

// The tag React writes for Next's stylesheet (precedence "next"), in the <head> only: the RSC payload's copies are
// escaped JSON and stay as they are.
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
const DONE = 'data-inlined-from=';

/**
 * The stylesheet's relative url()s (its fonts: `../media/…`) made absolute, since the text now lives at the
 * page's address, not the stylesheet's.
 * @param {string} css
 * @param {string} href the stylesheet's path, /_next/static/…
 */
export function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote, url) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return match;
    return `url(${quote}${new URL(url, `https://site.invalid${href}`).pathname}${quote})`;
  });
}

/**
 * @param {string} html a pre-rendered page
 * @param {(href: string) => string | undefined} readSheet the build's stylesheet at a path, if it has it
 * @returns {{ html: string } | { unchanged: string } | { error: string }}
 */
export function inlineStylesheets(html, readSheet) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { error: 'no </head>' };
  const head = html.slice(0, headEnd);
  if (head.includes(DONE)) return { unchanged: 'already rewritten' };
  /** @type {string | undefined} */
  let error;
  const rewritten = head.replace(LINK, (tag, href) => {
    const css = readSheet(href);
    if (css === undefined) error ??= `${href} is not in the build`;
    else if (/<\/style/i.test(css)) error ??= `${href} holds "</style"`;
    if (error) return tag;
    const inert = tag.replace(/\/>$/, ' disabled=""/>');
    return `${inert}<style ${DONE}"${href}">${absoluteUrls(/** @type {string} */ (css), href)}</style>`;
  });
  if (error) return { error };
  if (rewritten === head) return { unchanged: 'links no stylesheet' };
  return { html: rewritten + html.slice(headEnd) };
}

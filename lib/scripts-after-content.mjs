// @ts-check
/**
 * What scripts/post-build.mjs does to one pre-rendered page's scripts: Next writes them, `async`, with their
 * low-priority preloads, at the top of the <head>, so that the browser asks for all of them (≈ 150 KB gzip) the moment
 * it reads the head, alongside the hero image, which then shares a phone's thin pipe with them. Moved to the end of
 * the <body>, they are asked for once the page's HTML has arrived: the hero image has the pipe to itself, and the
 * scripts, `async` as before, still run as soon as they arrive (bench/notes.md, item 6, has the figures).
 */

const SCRIPT = /<script src="[^"]+" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * @param {string} html a pre-rendered page
 * @returns {{ html: string } | { unchanged: string } | { error: string }}
 */
export function moveScriptsAfterContent(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return { error: 'no </head> before </body>' };
  const head = html.slice(0, headEnd);
  const moved = [...head.matchAll(SCRIPT_PRELOAD), ...head.matchAll(SCRIPT)].map((match) => match[0]);
  if (moved.length === 0) return { unchanged: 'no script in the head' };
  const keptHead = head.replace(SCRIPT_PRELOAD, '').replace(SCRIPT, '');
  return { html: keptHead + html.slice(headEnd, bodyEnd) + moved.join('') + html.slice(bodyEnd) };
}

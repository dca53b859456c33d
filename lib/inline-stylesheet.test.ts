import { absoluteUrls, inlineStylesheets } from './inline-stylesheet.mjs';

const HREF = '/_next/static/chunks/site.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const payload = `<script>self.__next_f.push([1,"[\\"$\\",\\"link\\",\\"0\\",{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"${HREF}\\"}]"])</script>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body>${payload}</body></html>`;
const CSS = '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}body{color:red}';
const sheets = (href: string) => (href === HREF ? CSS : undefined);

describe('absoluteUrls', () => {
  it('resolves relative url()s against the stylesheet, quoted or not, and leaves absolute ones', () => {
    expect(absoluteUrls('a{b:url(../media/x.woff2)}', HREF)).toBe('a{b:url(/_next/static/media/x.woff2)}');
    expect(absoluteUrls(`a{b:url("img/y.svg")}`, HREF)).toBe(`a{b:url("/_next/static/chunks/img/y.svg")}`);
    for (const kept of ['url(/a.png)', 'url(data:image/svg+xml;base64,AA==)', 'url(https://x.ch/a.png)', 'url(#m)'])
      expect(absoluteUrls(`a{b:${kept}}`, HREF)).toBe(`a{b:${kept}}`);
  });
});

describe('inlineStylesheets', () => {
  it('writes the stylesheet once into the head, after its link made inert, and leaves the RSC payload alone', () => {
    const result = inlineStylesheets(page(LINK), sheets);
    expect(result).toEqual({
      html: page(
        `<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>` +
          `<style data-inlined-from="${HREF}">@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2")}body{color:red}</style>`,
      ),
    });
  });

  it('leaves a page it already rewrote, and one without a stylesheet, unchanged', () => {
    const once = inlineStylesheets(page(LINK), sheets);
    if (!('html' in once)) throw new Error('not rewritten');
    expect(inlineStylesheets(once.html, sheets)).toEqual({ unchanged: 'already rewritten' });
    expect(inlineStylesheets(page('<title>x</title>'), sheets)).toEqual({ unchanged: 'links no stylesheet' });
  });

  it('refuses a stylesheet the build does not hold, one that would close the style element, and a page without a head', () => {
    expect(inlineStylesheets(page(LINK.replace('site.css', 'other.css')), sheets)).toEqual({
      error: '/_next/static/chunks/other.css is not in the build',
    });
    expect(inlineStylesheets(page(LINK), () => 'a{content:"</style><script>"}')).toEqual({
      error: `${HREF} holds "</style"`,
    });
    expect(inlineStylesheets('<html><body></body></html>', sheets)).toEqual({ error: 'no </head>' });
  });
});

// @ts-check

/**
 * RFC 8058: a mail program's one-click « unsubscribe » POSTs `List-Unsubscribe=One-Click` (a form
 * body) to the https link of the List-Unsubscribe header, the page /newsletter/desinscription (or
 * /commentaires/desinscription for reply notices), whose own button posts the same form to the same address. A page cannot answer a POST: a request
 * there with a form body goes to the API route instead. A GET (a person, or a mail scanner opening
 * the link) still gets the page, which changes nothing.
 */

/**
 * @param {string} page
 * @param {string} api
 * @returns {import('next/dist/lib/load-custom-routes').Rewrite}
 */
const formPost = (page, api) => ({
  source: page,
  has: [
    {
      type: 'header',
      key: 'content-type',
      value: '(?:application/x-www-form-urlencoded|multipart/form-data)(?:;.*)?',
    },
  ],
  destination: api,
});

/** @type {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export const beforeFiles = [
  formPost('/newsletter/desinscription', '/api/newsletter/desinscription'),
  formPost('/commentaires/desinscription', '/api/comments/desinscription'),
];

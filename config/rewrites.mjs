// @ts-check

/**
 * RFC 8058: a mail program's one-click « unsubscribe » POSTs `List-Unsubscribe=One-Click` (a form
 * body) to the https link of the List-Unsubscribe header, the page /newsletter/desinscription,
 * whose own button posts the same form to the same address. A page cannot answer a POST: a request
 * there with a form body goes to the API route instead. A GET (a person, or a mail scanner opening
 * the link) still gets the page, which changes nothing.
 * @type {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
export const beforeFiles = [
  {
    source: '/newsletter/desinscription',
    has: [
      {
        type: 'header',
        key: 'content-type',
        value: '(?:application/x-www-form-urlencoded|multipart/form-data)(?:;.*)?',
      },
    ],
    destination: '/api/newsletter/desinscription',
  },
];

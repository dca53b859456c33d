/**
 * The root boundary of notFound(), which Next serializes into every page's RSC payload. Nothing reaches it: unknown
 * addresses get app/global-not-found.tsx, and notFound() in a page gets the not-found.tsx of its part of the site,
 * app/(site)/not-found.tsx or app/equipe/not-found.tsx. It renders nothing, so that no page carries Next's default
 * 404 (about 1.5 KB of HTML) for it.
 */
export default function RootNotFound() {
  return null;
}

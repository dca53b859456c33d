import type { SVGProps } from 'react';
import { MailIcon } from '@/components/ui/icons';
import { SharePopupLink } from './share-popup-link';
import { ShareDevice } from './share-device';

type IconProps = SVGProps<SVGSVGElement>;

const brandIcon = (path: string) =>
  function BrandIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={20}
        height={20}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };

const FacebookIcon = brandIcon(
  'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
);
const XIcon = brandIcon(
  'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z',
);
const WhatsAppIcon = brandIcon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2m4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3',
);
const PinterestIcon = brandIcon(
  'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.7-5.6 6.7-1.1 0-2.1-.6-2.5-1.3l-.7 2.6c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2',
);

type ShareTarget = { url: string; title: string; image: string };

/** The four share addresses of spec section 2, and WhatsApp's, every parameter URL-encoded. */
export function shareLinks({ url, title, image }: ShareTarget) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${t}`,
    email: `mailto:?subject=${t}&body=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

const linkClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-dark bg-white text-anthracite transition-colors duration-200 hover:border-anthracite hover:bg-anthracite hover:text-white';

/** The 'Partager' row: real links that work without JavaScript; the networks open in a small window. */
export function ShareLinks(target: ShareTarget) {
  const links = shareLinks(target);
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-links">
      <h2 id="share-title" className="mr-2 text-base font-semibold">
        Partager
      </h2>
      <ul aria-labelledby="share-title" className="flex flex-wrap gap-3">
        {[
          { href: links.facebook, label: 'Partager sur Facebook (nouvelle fenêtre)', icon: <FacebookIcon /> },
          {
            href: links.twitter,
            label: 'Partager sur X (Twitter) (nouvelle fenêtre)',
            icon: <XIcon width={18} height={18} />,
          },
          { href: links.pinterest, label: 'Épingler sur Pinterest (nouvelle fenêtre)', icon: <PinterestIcon /> },
        ].map((network) => (
          <li key={network.label}>
            <SharePopupLink href={network.href} label={network.label} className={linkClass}>
              {network.icon}
            </SharePopupLink>
          </li>
        ))}
        <li>
          <a href={links.email} aria-label="Partager par e-mail" title="Partager par e-mail" className={linkClass}>
            <MailIcon width={20} height={20} />
          </a>
        </li>
        <li>
          {/* WhatsApp opens its app on a phone: a plain link, no small window. */}
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Partager sur WhatsApp (nouvel onglet)"
            title="Partager sur WhatsApp"
            className={linkClass}
          >
            <WhatsAppIcon />
          </a>
        </li>
      </ul>
      <ShareDevice url={target.url} title={target.title} />
    </div>
  );
}

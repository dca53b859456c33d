import Image from 'next/image';
import Link from 'next/link';
import { site } from '@/content/site';

export function Logo({ variant = 'dark' }: { variant?: 'dark' | 'light' }) {
  return (
    <Link
      href="/"
      prefetch={false}
      className="inline-flex min-h-11 items-center"
      aria-label={`${site.name}, retour à l’accueil`}
    >
      <Image
        src={variant === 'dark' ? site.logo : '/images/logo-white.svg'}
        alt={site.name}
        width={220}
        height={48}
        loading={variant === 'dark' ? 'eager' : 'lazy'}
        unoptimized
        className="h-10 w-auto"
      />
    </Link>
  );
}

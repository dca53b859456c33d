import Link from 'next/link';
import clsx from 'clsx';
import type { ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'light';

const variants: Record<Variant, string> = {
  primary: 'bg-copper-dark text-white hover:bg-copper-deep',
  secondary: 'border-2 border-anthracite text-anthracite hover:bg-anthracite hover:text-white',
  light: 'border-2 border-white text-white hover:bg-white hover:text-anthracite',
};

export const buttonClasses = (variant: Variant = 'primary', className?: string) =>
  clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold transition-colors duration-200',
    variants[variant],
    className,
  );

/** A call to action. Internal links use next/link; external ones open in a new tab. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
  download,
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  className?: string;
  download?: boolean;
}) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a
        href={href}
        className={buttonClasses(variant, className)}
        target="_blank"
        rel="noopener"
        download={download || undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={buttonClasses(variant, className)}>
      {children}
    </Link>
  );
}

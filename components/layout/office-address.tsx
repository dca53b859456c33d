import clsx from 'clsx';
import type { ContactInfo } from '@/content/schema';
import { phoneText, telHref } from '@/content/site';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { EmailText } from '@/components/ui/email-text';

/**
 * An office's street address, phone (tel:) and e-mail (mailto:), on light or dark backgrounds. Lines break
 * between the address's parts, never inside a street, a town name or a number.
 */
export function OfficeAddress({
  office,
  tone = 'light',
  className,
}: {
  office: ContactInfo;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const icon = clsx('shrink-0', tone === 'light' ? 'size-5 text-copper-dark' : 'size-4');
  const link = clsx(
    'inline-flex min-h-11 items-center underline-offset-4 hover:underline',
    tone === 'light' ? 'hover:text-copper-dark' : 'text-stone hover:text-white sm:min-h-9',
  );
  return (
    <address className={clsx('grid not-italic', tone === 'light' ? 'gap-2' : 'gap-1', className)}>
      <p className="flex gap-3">
        <PinIcon className={clsx(icon, 'mt-1')} />
        <span>
          <span className="whitespace-nowrap">{office.address}</span>
          <br />
          <span className="whitespace-nowrap">
            {office.postcode} {office.city}
          </span>
        </span>
      </p>
      <p className="flex items-center gap-3">
        <MailIcon className={icon} />
        <a href={`mailto:${office.email}`} className={clsx(link, 'min-w-0 flex-wrap')}>
          <EmailText email={office.email} />
        </a>
      </p>
      <p className="flex items-center gap-3">
        <PhoneIcon className={icon} />
        <a
          href={telHref(office.phone)}
          className={clsx(link, 'whitespace-nowrap', tone === 'light' && 'font-semibold')}
        >
          {phoneText(office.phone)}
        </a>
      </p>
    </address>
  );
}

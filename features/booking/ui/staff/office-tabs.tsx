import clsx from 'clsx';
import { officeHours, OFFICE_KEYS, type OfficeKey } from '@/content/office-hours';

/** The offices as tabs of plain links (each page is rendered anew on the server), the current one marked. */
export function BookingOfficeTabs({ current, href }: { current: OfficeKey; href: (office: OfficeKey) => string }) {
  return (
    <nav aria-label="Bureaux" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {OFFICE_KEYS.map((office) => (
          <li key={office}>
            <a
              href={href(office)}
              aria-current={office === current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold',
                office === current
                  ? 'bg-anthracite text-white'
                  : 'border border-anthracite/30 bg-white text-anthracite hover:border-anthracite',
              )}
            >
              {officeHours[office].office.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

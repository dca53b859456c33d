import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { MainSection } from '@/lib/main-sections';

/** Cards linking to the site's main sections (lib/main-sections.ts), on the 404 and search pages. */
export function SectionLinks({ sections }: { sections: readonly MainSection[] }) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sections.map((section) => (
        <li key={section.href}>
          <Link
            href={section.href}
            className="group flex h-full items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card transition-shadow duration-200 hover:shadow-lg"
          >
            <span>
              <span className="block font-semibold group-hover:text-copper-dark">{section.label}</span>
              {section.description ? (
                <span className="mt-1 block text-sm text-muted">{section.description}</span>
              ) : null}
            </span>
            <ArrowRightIcon className="shrink-0 text-copper-dark" width={20} height={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

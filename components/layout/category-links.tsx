import Link from 'next/link';
import type { DropdownCategory } from '@/content/schema';

/**
 * One category of the solutions menu: its page, then its products. The desktop mega-menu and the phone
 * submenu list the same links and differ only in their classes; a click on any link closes the menu.
 */
export function CategoryLinks({
  category,
  onNavigate,
  headingClassName,
  listClassName,
  itemClassName,
}: {
  category: DropdownCategory;
  onNavigate: () => void;
  headingClassName: string;
  listClassName?: string;
  itemClassName: string;
}) {
  return (
    <>
      <Link href={category.categoryUrl} onClick={onNavigate} className={headingClassName}>
        {category.category}
      </Link>
      <ul className={listClassName}>
        {category.items.map((item) => (
          <li key={item.label}>
            <Link href={item.url} onClick={onNavigate} className={itemClassName}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

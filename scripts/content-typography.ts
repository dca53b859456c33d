/**
 * `npm run content:typography`: the copy of content/ that French typography by rule (lib/french-typography.ts)
 * would change, field by field, with the count of hand-typed no-break spaces it makes needless. The survey for
 * moving the copy to Markdown files (issue 24), where the rule applies at build and the hand-typed ones go.
 */
import { articleFiles } from '../content/articles';
import { categoryFiles } from '../content/categories';
import { productFiles } from '../content/products';
import { frenchTypography } from '../lib/french-typography';

const sources: Record<string, unknown> = { products: productFiles, categories: categoryFiles, articles: articleFiles };

let fields = 0;
let changed = 0;
let handTyped = 0;
function walk(value: unknown, where: string) {
  if (typeof value === 'string') {
    fields += 1;
    handTyped += (value.match(/\u00a0/g) ?? []).length;
    const typeset = frenchTypography(value.replace(/\u00a0/g, ' '));
    if (typeset !== value) {
      changed += 1;
      if (process.argv.includes('--list')) console.log(`${where}\n  ${JSON.stringify(value.slice(0, 160))}`);
    }
  } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
}
for (const [name, value] of Object.entries(sources)) walk(value, name);
console.log(
  `${fields} textes, ${handTyped} espaces insécables tapées à la main ; ` +
    `${changed} textes dont la typographie par règle diffère de ce qui est tapé (--list pour les voir).`,
);

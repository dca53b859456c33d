import Image from 'next/image';
import Link from 'next/link';
import type { Article } from '@/content/schema';
import { HtmlContent, RichText } from '@/components/ui/rich-text';

/** A list item: **bold** markers through RichText, and the content's internal <a href="/..."> links as next/link. */
function ListItemContent({ text }: { text: string }) {
  const parts = text.split(/<a href="([^"]+)">(.*?)<\/a>/g);
  const nodes = [];
  for (let i = 0; i < parts.length; i += 3) {
    const plain = parts[i];
    if (plain) nodes.push(<RichText key={`t${i}`} text={plain} />);
    const href = parts[i + 1];
    const label = parts[i + 2];
    if (href !== undefined && label !== undefined) {
      nodes.push(
        <Link key={`a${i}`} href={href}>
          <RichText text={label} />
        </Link>,
      );
    }
  }
  return <>{nodes}</>;
}

/** Slug of a section title, for its anchor ("Le coût : un écart" -> "le-cout-un-ecart"). */
function anchorOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Introduction and sections of an article (spec: optional image, title, text / subtitle / list paragraphs). */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <div className="space-y-14">
      {article.introduction ? (
        <section aria-labelledby="introduction" data-testid="article-introduction">
          <h2 id="introduction" className="text-h3 font-bold">
            {article.introduction.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-anthracite-soft sm:text-xl">{article.introduction.content}</p>
        </section>
      ) : null}
      {article.sections.map((section, index) => {
        const id = anchorOf(section.title) || `section-${index + 1}`;
        return (
          <section key={id} aria-labelledby={id} data-testid="article-section">
            <h2 id={id} className="text-2xl leading-tight font-bold sm:text-3xl">
              {section.title}
            </h2>
            {section.image ? (
              <figure className="relative mt-6 aspect-[16/9] overflow-hidden rounded-card bg-stone">
                <Image
                  src={section.image}
                  alt={section.imageAlt ?? ''}
                  fill
                  sizes="(min-width: 768px) 720px, 100vw"
                  className="object-cover"
                />
              </figure>
            ) : null}
            <div className="mt-6 space-y-5 text-lg">
              {section.paragraphs.map((paragraph, p) => {
                if (paragraph.type === 'subtitle') {
                  return (
                    <h3 key={p} className="pt-3 text-h3 font-bold">
                      {paragraph.content}
                    </h3>
                  );
                }
                if (paragraph.type === 'list') {
                  return (
                    <div key={p} className="prose-content">
                      <ul className="marker:text-copper-dark">
                        {paragraph.items.map((item) => (
                          <li key={item}>
                            <ListItemContent text={item} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                }
                return <HtmlContent key={p} html={paragraph.content} />;
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

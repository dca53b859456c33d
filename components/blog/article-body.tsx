import Image from 'next/image';
import type { Article } from '@/content/schema';
import { InlineMarkdown, Markdown } from '@/components/ui/markdown';

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
          <p className="mt-4 text-lg leading-relaxed text-anthracite-soft sm:text-xl">
            <InlineMarkdown source={article.introduction.content} />
          </p>
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
                  src={section.image.src}
                  alt={section.image.alt}
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
                            <InlineMarkdown source={item} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                }
                return <Markdown key={p} source={paragraph.content} />;
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

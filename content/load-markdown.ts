import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { typesetStrings } from './french-typography';

/**
 * Reads the Markdown files of content/ (one file per product, article, category): YAML frontmatter for the
 * structured fields, the body for the long text. gray-matter splits the file, the `yaml` package parses the
 * frontmatter (it keeps each value's position, so an error names its line), zod validates. Files are read on
 * the server, at build time for the static pages: nothing of this reaches a browser. French typography is applied
 * to every text by rule (content/french-typography.ts), so files are typed with plain spaces.
 *
 * `CONTENT_DIR` points at another copy of content/ (app/(site)/products/[key]/new-product-file.test.ts adds a product there).
 */

export function contentDir(): string {
  if (process.env.CONTENT_DIR) return process.env.CONTENT_DIR;
  const here = path.join(/* turbopackIgnore: true */ process.cwd(), 'content');
  const script = process.argv[1];
  // The back-office command's bundle (app/scripts/back-office.cjs, deploy/deploy.sh) may run from any folder: the
  // server's content/ (traced into the standalone output by next.config.mjs) is beside its own folder.
  if (existsSync(/* turbopackIgnore: true */ here) || !script) return here;
  return path.join(/* turbopackIgnore: true */ path.dirname(script), '..', 'content');
}

/** The keys of a folder: the names of its `.md` files, sorted. */
export function markdownKeys(folder: string): string[] {
  const folderPath = path.join(/* turbopackIgnore: true */ contentDir(), folder);
  // turbopackIgnore: the folder is known (content/); next.config.mjs ships its files with the server.
  return readdirSync(/* turbopackIgnore: true */ folderPath)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

export type MarkdownFile = {
  /** content/products/pergola-toile.md, for messages. */
  file: string;
  key: string;
  data: Record<string, unknown>;
  body: string;
  /** Line of the body's first character in the file. */
  bodyLine: number;
  /** Line of a frontmatter value (or of its nearest parent present), if it is in the frontmatter. */
  lineOf: (fieldPath: readonly PropertyKey[]) => number | undefined;
};

const PLACEHOLDER = /\{\{\s*([a-z0-9.-]+)\s*\}\}/g;

function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/** `{{name}}` replaced by `values[name]` (figures of the price guide); an unknown name stops the build. */
function fillPlaceholders(file: string, source: string, values: Readonly<Record<string, string>>): string {
  return source.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value === undefined) {
      const known = Object.keys(values).join(', ') || 'aucune';
      throw new Error(`${file}:${lineAt(source, offset)} — valeur « {{${name}}} » inconnue (valeurs : ${known})`);
    }
    return value;
  });
}

export function readMarkdownFile(
  folder: string,
  key: string,
  values: Readonly<Record<string, string>> = {},
): MarkdownFile {
  const file = `content/${folder}/${key}.md`;
  const source = fillPlaceholders(
    file,
    readFileSync(/* turbopackIgnore: true */ path.join(contentDir(), folder, `${key}.md`), 'utf8'),
    values,
  );
  const lineCounter = new LineCounter();
  let document: Document | undefined;
  const parsed = matter(source, {
    engines: {
      yaml: (frontmatter: string) => {
        document = parseDocument(frontmatter, { lineCounter, prettyErrors: true });
        const [error] = document.errors;
        if (error) {
          // gray-matter's frontmatter starts with the newline after the opening ---: its line 1 is that line.
          const line = error.linePos?.[0].line ?? 1;
          throw new Error(`${file}:${line} — YAML illisible : ${error.message.split('\n')[0]}`);
        }
        return (document.toJS() ?? {}) as object;
      },
    },
  });
  if (typeof parsed.data !== 'object' || parsed.data === null || Array.isArray(parsed.data)) {
    throw new Error(`${file}:1 — l’en-tête YAML (entre deux lignes ---) doit décrire des champs « nom: valeur »`);
  }
  const frontmatterLines = parsed.matter ? parsed.matter.split('\n').length : 0;
  const bodyOffset = source.length - parsed.content.length;
  return {
    file,
    key,
    data: parsed.data as Record<string, unknown>,
    body: parsed.content.trim(),
    bodyLine: lineAt(source, bodyOffset) + (parsed.content.length - parsed.content.trimStart().length > 0 ? 1 : 0),
    lineOf: (fieldPath) => {
      if (!document) return undefined;
      for (let length = fieldPath.length; length > 0; length--) {
        const node = document.getIn(fieldPath.slice(0, length) as unknown[], true) as { range?: number[] } | undefined;
        const offset = node?.range?.[0];
        // The frontmatter text starts with the opening ---'s newline, so its lines are the file's.
        if (offset !== undefined) return lineCounter.linePos(offset).line;
      }
      return frontmatterLines > 0 ? 2 : undefined;
    },
  };
}

export type Reader<T> = (file: MarkdownFile) => T;

/**
 * Validates one file: `toInput` assembles the schema's input from the frontmatter and the body (the key is the
 * file name, the body fills a long field). Each problem is one line: file:line — field : message.
 */
export function parseMarkdownFile<S extends z.ZodType>(
  markdownFile: MarkdownFile,
  schema: S,
  toInput: Reader<unknown>,
  bodyFields: readonly string[],
): z.output<S> {
  const result = schema.safeParse(toInput(markdownFile));
  if (result.success) return typesetStrings(result.data);
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(fichier)';
    const inBody = bodyFields.some((prefix) => field === prefix || field.startsWith(`${prefix}.`));
    const line = inBody ? markdownFile.bodyLine : markdownFile.lineOf(issue.path);
    return `${markdownFile.file}${line ? `:${line}` : ''} — ${inBody ? `${field} (corps du fichier)` : field} : ${issue.message}`;
  });
  throw new Error(`Contenu invalide :\n${lines.join('\n')}`);
}

/** Every file of a folder, validated, by key (the file name). A field named `key` in a file is refused. */
export function loadCollection<S extends z.ZodType>(
  folder: string,
  schema: S,
  toInput: Reader<unknown>,
  {
    keyField,
    bodyFields = [],
    values,
  }: { keyField: string; bodyFields?: readonly string[]; values?: Record<string, string> },
): Record<string, z.output<S>> {
  const entries = markdownKeys(folder).map((key) => {
    const markdownFile = readMarkdownFile(folder, key, values);
    if (keyField in markdownFile.data) {
      throw new Error(
        `${markdownFile.file}:${markdownFile.lineOf([keyField])} — « ${keyField} » : la clé est le nom du fichier (${key}), ne l’écrivez pas dans l’en-tête`,
      );
    }
    return [key, parseMarkdownFile(markdownFile, schema, toInput, bodyFields)] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * A one-off page's copy (content/pages/<name>.md): all in its frontmatter, validated by the page's schema, its
 * `{{name}}` values filled first (the company's facts, so that an office's city is typed once).
 */
export function readPageFile<S extends z.ZodType>(
  name: string,
  schema: S,
  values?: Readonly<Record<string, string>>,
): z.output<S> {
  const markdownFile = readMarkdownFile('pages', name, values);
  if (markdownFile.body) {
    throw new Error(
      `${markdownFile.file}:${markdownFile.bodyLine} — cette page n’a pas de corps : ses textes sont dans l’en-tête`,
    );
  }
  return parseMarkdownFile(markdownFile, schema, ({ data }) => data, []);
}

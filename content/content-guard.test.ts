/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { frenchTypography, UNTYPESET_FIELDS } from '@/content/french-typography';
import { markdownLinks } from '@/content/markdown-source';
import { internalLinkProblem } from '@/lib/copy-links';

/**
 * Copy has one markup, Markdown (content/markdown-source.ts), and articles store ISO dates. This guard reads the values of
 * every content module (what the pages receive, whichever way a file builds its strings) and fails when one of
 * the former markups comes back: an HTML tag, a `__` bold marker (bold is **texte**), or a date written in French.
 * content/collections.ts is one of the modules: the Markdown files are read through it.
 * It also follows every link written in copy to a page of the site.
 */

const contentDir = __dirname;
const modules = fs
  .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

type Found = { where: string; value: string };

function strings(value: unknown, where: string, seen = new Set<unknown>()): Found[] {
  if (typeof value === 'string') return [{ where, value }];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`, seen));
}

const values: Found[] = modules.flatMap((file) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module of the folder, by name
  strings(require(path.join(contentDir, file)) as unknown, `content/${file}`),
);

const htmlTag = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
const frenchMonth = '(?:janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec)[a-zéû]*\\.?';
const frenchDate = `\\d{1,2}(?:er)?\\s+${frenchMonth}\\s+\\d{4}`;
const frenchDateOnly = new RegExp(`^\\s*${frenchDate}\\s*$`, 'iu');
const isoDate = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The offending values, as "content/file.ts.export.path: value" lines, so a failure names the field. */
const offending = (test: (value: string) => boolean) =>
  values.filter(({ value }) => test(value)).map(({ where, value }) => `${where}: ${value.slice(0, 120)}`);

describe('content guard', () => {
  it('reads the values of every content module', () => {
    expect(modules).toEqual(expect.arrayContaining(['home.ts', 'legal.ts', 'collections.ts']));
    expect(values.length).toBeGreaterThan(1000);
  });

  it('finds no HTML tag in any value', () => {
    expect(offending((value) => htmlTag.test(value))).toEqual([]);
  });

  it('finds no __ bold marker in any value (Markdown bold is **texte**)', () => {
    expect(offending((value) => /__\S/.test(value))).toEqual([]);
  });

  it('gives every text its French typography by rule (files are typed with plain spaces)', () => {
    const typeset = values.filter(({ where }) => !UNTYPESET_FIELDS.has(where.split('.').at(-1) ?? ''));
    const found = typeset.filter(({ value }) => frenchTypography(value) !== value).map(({ where }) => where);
    expect(found).toEqual([]);
  });

  it('finds no date written in French (articles store 2024-11-26)', () => {
    // A value that is a French date, or any date field that is not ISO; prose may still cite one
    // (« loi du 21 juin 2004 » in the legal notice).
    const dateField = /(?:^|\.)(?:date|[a-z]*(?:Date|At|Time))$/;
    const found = values
      .filter(({ where, value }) => frenchDateOnly.test(value) || (dateField.test(where) && !isoDate.test(value)))
      .map(({ where, value }) => `${where}: ${value}`);
    expect(found).toEqual([]);
  });

  it('would catch each of them', () => {
    expect(htmlTag.test('Une <strong>pergola</strong>')).toBe(true);
    expect(htmlTag.test('<p>')).toBe(true);
    expect(htmlTag.test('<a href="/x">')).toBe(true);
    expect(htmlTag.test('de 3 < 5 et 7 > 2')).toBe(false);
    expect(frenchDateOnly.test('26 nov. 2024')).toBe(true);
    expect(frenchDateOnly.test('1er décembre 2024')).toBe(true);
    expect(frenchDateOnly.test('2024-11-26')).toBe(false);
    expect(isoDate.test('2024-11-26')).toBe(true);
  });

  it('links copy only to pages that exist', () => {
    const broken = values.flatMap(({ where, value }) =>
      markdownLinks(value).flatMap((href) => {
        const problem = internalLinkProblem(href);
        return problem ? [`${where}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

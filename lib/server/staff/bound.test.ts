/** @jest-environment node */
import { assertRecordId, assertTemplateKey, isRecordId, isTemplateKey } from './bound';

/** What a client can put in place of a bound value: anything JSON (or React's reply encoding) holds. */
const FORGED = [{}, { id: 42 }, [42], [], null, '42', 0, -1, 1.5, 2 ** 53, Number.NaN, true, '$@1'];

describe('bound values', () => {
  it('a record id is a positive integer, nothing else', () => {
    expect([1, 42, 2 ** 53 - 1].every(isRecordId)).toBe(true);
    expect(FORGED.filter(isRecordId)).toEqual([]);
  });

  it('a template key is a short lowercase name', () => {
    expect(['devis', 'relance-2'].every(isTemplateKey)).toBe(true);
    const notStrings = FORGED.filter((value) => typeof value !== 'string');
    expect(
      [...notStrings, ['devis'], 'Devis', '', 'a'.repeat(65), '../devis', 'devis\n'].filter(isTemplateKey),
    ).toEqual([]);
  });

  it('a forged value is the back-office’s 404 (Next’s notFound), never an error of the database', () => {
    const digestOf = (run: () => void) => {
      try {
        run();
        return null;
      } catch (error) {
        return (error as { digest?: string }).digest;
      }
    };
    expect(digestOf(() => assertRecordId(42))).toBeNull();
    expect(digestOf(() => assertRecordId({ id: 42 }))).toMatch(/404$/);
    expect(digestOf(() => assertTemplateKey(['devis']))).toMatch(/404$/);
  });
});

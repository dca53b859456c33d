import { humanSize } from './file-size';

describe('humanSize', () => {
  it('says kilo-octets below a mega-octet, never 0, and mega-octets with a French decimal comma', () => {
    expect(humanSize(10)).toBe('1\u00a0Ko');
    expect(humanSize(820 * 1024)).toBe('820\u00a0Ko');
    expect(humanSize(1.5 * 1024 * 1024)).toBe('1,5\u00a0Mo');
    expect(humanSize(10 * 1024 * 1024)).toBe('10\u00a0Mo');
  });
});

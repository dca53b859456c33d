/** @jest-environment node */
import { clientIp } from './client-ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientIp', () => {
  it('without a trusted proxy, uses the socket address the guard wrote, never what the client forwarded', () => {
    expect(clientIp(headers({ 'x-lumina-client-ip': '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-lumina-client-ip': '2001:db8::1', 'x-forwarded-for': '1.1.1.1' }), 0)).toBe(
      '2001:db8::1',
    );
    expect(clientIp(headers({ 'x-lumina-client-ip': '192.0.2.4', 'x-real-ip': '3.3.3.3' }), 0)).toBe('192.0.2.4');
  });

  it('with TRUST_PROXY=N takes the entry the outermost trusted proxy appended', () => {
    const guarded = { 'x-lumina-client-ip': '127.0.0.1' };
    expect(clientIp(headers({ ...guarded, 'x-forwarded-for': 'forged, 9.9.9.9' }), 1)).toBe('9.9.9.9');
    expect(clientIp(headers({ ...guarded, 'x-forwarded-for': 'forged, 9.9.9.9, 10.0.0.2' }), 2)).toBe('9.9.9.9');
    expect(clientIp(headers({ ...guarded, 'x-forwarded-for': '9.9.9.9' }), 3)).toBe('9.9.9.9');
    expect(clientIp(headers({ ...guarded, 'x-real-ip': '3.3.3.3' }), 1)).toBe('3.3.3.3');
    // A request that reached Node without going through the proxy: its socket address.
    expect(clientIp(headers(guarded), 1)).toBe('127.0.0.1');
  });

  describe('not started by npm start (no guard header)', () => {
    const env = process.env as Record<string, string | undefined>;
    const nodeEnv = env.NODE_ENV;
    afterEach(() => {
      env.NODE_ENV = nodeEnv;
    });

    it('falls back to the last X-Forwarded-For entry, which Next writes from the socket', () => {
      expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }), 0)).toBe('2.2.2.2');
      expect(clientIp(headers({}), 0)).toBe('unknown');
    });

    it('says so once in production', () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      env.NODE_ENV = 'production';
      clientIp(headers({ 'x-forwarded-for': '2.2.2.2' }), 0);
      clientIp(headers({ 'x-forwarded-for': '2.2.2.2' }), 0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/not started by `npm start`/);
      warn.mockRestore();
    });

    it('under npm start, says what happened: a request made inside the server without the header', () => {
      const holder = globalThis as unknown as Record<string | symbol, unknown>;
      const guard = Symbol.for('lumina-terrasses.http-guard');
      delete holder.__luminaUnguardedWarned;
      holder[guard] = true;
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      env.NODE_ENV = 'production';
      try {
        expect(clientIp(headers({ 'x-forwarded-for': '2.2.2.2' }), 0)).toBe('2.2.2.2');
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0]?.[0]).toMatch(/absent from a request made inside the server/);
        expect(warn.mock.calls[0]?.[0]).not.toMatch(/not started by/);
      } finally {
        warn.mockRestore();
        delete holder[guard];
      }
    });
  });
});

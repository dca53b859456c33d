/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_SECRET_FILE, staffAuthSecret } from './auth-secret';
import { ConfigError, readConfig } from '../config';

describe('the back-office secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is required in production, with the variable named', () => {
    expect(() => staffAuthSecret(readConfig({ DATA_DIR: dir }), 'production')).toThrow(ConfigError);
    expect(() => staffAuthSecret(readConfig({ DATA_DIR: dir }), 'production')).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('is the configured one when set (BETTER_AUTH_SECRET before AUTH_SECRET)', () => {
    const a = 'k3Y9vQ2mXw8LpR4tZ7nB1cD6fH0jS5gA';
    const b = 'Zq8Wm2Lx4Nc7Vb1Kp5Rt9Yh3Gd6Fs0Ja';
    expect(staffAuthSecret(readConfig({ DATA_DIR: dir, AUTH_SECRET: b }), 'production')).toBe(b);
    expect(staffAuthSecret(readConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: a, AUTH_SECRET: b }), 'production')).toBe(a);
  });

  it('refuses a short or repetitive value without repeating it', () => {
    for (const value of ['trop-court', 'a'.repeat(40)]) {
      let error: unknown;
      try {
        readConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/BETTER_AUTH_SECRET : au moins 32 caractères/);
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('is generated once in DATA_DIR outside production, readable by its owner only, then reused', () => {
    const first = staffAuthSecret(readConfig({ DATA_DIR: dir }), 'development');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(staffAuthSecret(readConfig({ DATA_DIR: dir }), 'test')).toBe(first);
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Staff accounts for the back-office specs, made as staff make them (`npm run leads -- staff add …
 * --password-stdin`, in the DATA_DIR or DATABASE_URL the server Playwright starts shares), and signing in.
 */

export const root = path.resolve(__dirname, '..');
export const PASSWORD = 'une phrase de passe assez longue';

export function staffAdd(email: string) {
  execFileSync('npm', ['run', '--silent', 'leads', '--', 'staff', 'add', email, '--password-stdin'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
}

export const uniqueEmail = (what: string) => `${what}-${test.info().project.name}-${Date.now()}@lumina.test`;

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/equipe/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

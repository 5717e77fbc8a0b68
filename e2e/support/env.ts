import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
// E2E_BASE_URL: drive an app that is already running (npm run demo:cluster: nginx in front of
// three instances); otherwise playwright.config starts e2e/server.mjs on E2E_PORT.
export const E2E_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;
// One data folder per port, so journeys on different ports can run side by side.
export const E2E_DATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  E2E_PORT === 3107 ? '.data' : `.data-${E2E_PORT}`,
);

/** Where the server writes its e-mails (MAIL_OUTBOX_DIR of the instances, with E2E_BASE_URL). */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(E2E_DATA_DIR, 'mail');

/** The admin e2e/server.mjs creates with `npm run create-admin` before starting the server. */
export const E2E_ADMIN: { email: string; password: string } = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin-account.json'), 'utf8'),
);

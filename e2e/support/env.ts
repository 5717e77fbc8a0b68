import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
// One data folder per port, so journeys on different ports can run side by side.
export const E2E_DATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  E2E_PORT === 3107 ? '.data' : `.data-${E2E_PORT}`,
);

/** The admin e2e/server.mjs creates with `npm run create-admin` before starting the server. */
export const E2E_ADMIN: { email: string; password: string } = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin-account.json'), 'utf8'),
);

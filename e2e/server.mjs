// The server the journeys drive: the real app on an empty embedded database of its own, with
// the test factories enabled. The web app must be built first (npm run test:e2e does it).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGoogleProvider } from './support/google-provider.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '3107';
// Same folder as support/env.ts: one per port so parallel runs do not share a database.
const dataDir = path.join(here, port === '3107' ? '.data' : `.data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// The journeys' admin is created as an operator would: `npm run create-admin` on the data folder
// before the server starts (the CLI refuses while a server holds the embedded database).
const admin = JSON.parse(readFileSync(path.join(here, 'support/admin-account.json'), 'utf8'));
const created = spawnSync('npm', ['run', '--silent', 'create-admin', '--', admin.email, admin.password], {
  cwd: path.join(here, '..'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
});
if (created.status !== 0) process.exit(created.status ?? 1);
// A local OpenID Connect provider stands in for Google (GOOGLE_ISSUER_URL), with its own account
// chooser page: the Google journeys go through a real redirect, PKCE and signed ID tokens.
const google = await startGoogleProvider();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')], {
  cwd: path.join(here, '..'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ENABLE_TEST_ROUTES: 'true',
    RATE_LIMIT_FACTOR: '50',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    GOOGLE_CLIENT_ID: 'fitcover-e2e',
    GOOGLE_CLIENT_SECRET: 'secreto-e2e',
    GOOGLE_ISSUER_URL: google.issuer,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => void google.stop().finally(() => process.exit(code ?? 0)));

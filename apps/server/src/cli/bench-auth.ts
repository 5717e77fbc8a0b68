// npm run bench:auth [-- --sign-ins 60 --parallel 4]
// Times what a person waits for at sign-in (issue 15 item 6: under 300 ms on this machine):
// the real server on a scratch embedded database, signing in over HTTP one request at a time
// (p50/p95), then with --parallel requests at once, then accounts whose hash is still the old
// scrypt one (the sign-in that also upgrades it). Also times one Argon2id hash and verify and,
// for comparison, better-auth's former scrypt and scrypt at OWASP's N=2^17. Not part of npm test.
import { scrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword as legacyScryptHash } from 'better-auth/crypto';
import { runMigrations } from '@fitcover/db/migrate';
import { buildApp } from '../app.ts';
import { createContext, openSystemDatabase } from '../boot.ts';
import { loadEnv } from '../env.ts';
import { createGym } from '../seed/factories.ts';
import { hashPassword, verifyPassword } from '../features/auth/password-hash.ts';
import { findPasswordHash, replacePasswordHash } from '../features/auth/accounts.repo.ts';

const { values: args } = parseArgs({
  options: { 'sign-ins': { type: 'string', default: '60' }, parallel: { type: 'string', default: '4' } },
});
const SIGN_INS = Number(args['sign-ins']);
const PARALLEL = Number(args.parallel);
const PASSWORD = 'Bench-Clave-Larga-2026';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const figures = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms · p95 ${percentile(values, 0.95).toFixed(1)} ms · max ${Math.max(...values).toFixed(1)} ms (${values.length})`;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-bench-auth-'));
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '100000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const { app, system } = await buildApp(env, false);
  const { handle, release } = await openSystemDatabase(system);
  try {
    await runMigrations(handle);
    const ctx = await createContext(system, handle);
    system.ready(ctx);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = async (email: string) => {
      const response = await fetch(`${address}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.appUrl },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    };

    const accounts: { id: string; email: string }[] = [];
    for (let i = 0; i < 8; i += 1) accounts.push(await createGym(ctx, { password: PASSWORD }));
    await signIn(accounts[0]!.email); // warm-up: first route compile, first query plans
    const sequential: number[] = [];
    for (let i = 0; i < SIGN_INS; i += 1) sequential.push((await timed(() => signIn(accounts[i % 8]!.email)))[0]);

    const parallel: number[] = [];
    for (let round = 0; round < Math.ceil(SIGN_INS / PARALLEL); round += 1) {
      const batch = accounts.slice(0, PARALLEL).map(async (account) => (await timed(() => signIn(account.email)))[0]);
      parallel.push(...(await Promise.all(batch)));
    }

    const upgrades: number[] = [];
    const legacy = await legacyScryptHash(PASSWORD);
    for (let i = 0; i < 10; i += 1) {
      const account = await createGym(ctx, { password: PASSWORD });
      await replacePasswordHash(ctx.db, account.id, (await findPasswordHash(ctx.db, account.id))!, legacy);
      upgrades.push((await timed(() => signIn(account.email)))[0]);
    }

    const hashes: number[] = [];
    const verifies: number[] = [];
    let hash = '';
    for (let i = 0; i < 10; i += 1) {
      const [ms, value] = await timed(() => hashPassword(PASSWORD));
      hashes.push(ms);
      hash = value;
      verifies.push((await timed(() => verifyPassword({ hash, password: PASSWORD })))[0]);
    }
    const legacyHashes: number[] = [];
    for (let i = 0; i < 5; i += 1) legacyHashes.push((await timed(() => legacyScryptHash(PASSWORD)))[0]);
    const owaspScrypt: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      owaspScrypt.push(
        (
          await timed(
            () =>
              new Promise<void>((done, fail) =>
                scrypt(
                  PASSWORD,
                  'bench-salt-16-by',
                  64,
                  { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 ** 2 },
                  (error) => (error ? fail(error) : done()),
                ),
              ),
          )
        )[0],
      );
    }

    console.log(`[bench:auth] ${hash.split('$').slice(0, 4).join('$')}$… (Argon2id)`);
    console.log(`[bench:auth] sign-in over HTTP, one at a time:     ${figures(sequential)}`);
    console.log(`[bench:auth] sign-in over HTTP, ${PARALLEL} at once:          ${figures(parallel)}`);
    console.log(`[bench:auth] sign-in upgrading an old scrypt hash:  ${figures(upgrades)}`);
    console.log(`[bench:auth] Argon2id hash (m=19 MiB, t=2, p=1):    ${figures(hashes)}`);
    console.log(`[bench:auth] Argon2id verify:                       ${figures(verifies)}`);
    console.log(`[bench:auth] former scrypt (N=2^14, r=16) hash:     ${figures(legacyHashes)}`);
    console.log(`[bench:auth] scrypt at N=2^17, r=8 (not used) hash: ${figures(owaspScrypt)}`);
    console.log(
      `[bench:auth] RSS ${(process.memoryUsage().rss / 1024 ** 2).toFixed(0)} MB (embedded database included)`,
    );
    await app.close();
  } finally {
    await handle.close();
    release();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

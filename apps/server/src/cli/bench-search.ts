// npm run bench:search [-- --offers 1000000 --duration 20 --connections 50 --radius 50 --keep
//   --town-centres --workers 2 --crowd 100]
// Seeds N offers into a scratch database (embedded PGlite in a temporary DATA_DIR, or the
// `fitcover_bench` database next to DATABASE_URL), starts the real server, signs in as five
// instructors (Madrid, Barcelona, Valencia, Sevilla, Bilbao) and drives GET /api/offers/search
// with autocannon; then as a crowd of other instructors spread over the benchmark's towns, each
// with applications of their own; then again with the shared result pages off (ADR 0010). Last,
// it times the search query itself against the database. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { runMigrations } from '@fitcover/db/migrate';
import { freePort } from './free-port.ts';
import { treeCpuMs } from './load/process-stats.ts';
import { repoRoot, loadEnv } from '../env.ts';
import { System } from '../system.ts';
import { createContext, openSystemDatabase } from '../boot.ts';
import { seedBenchData, type BenchInstructor } from '../seed/bench-data.ts';
import { byStartQuery, runNear, runSearch } from '../features/search/search.repo.ts';
import { searchFilters } from '../features/search/search.service.ts';

const { values: args } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    radius: { type: 'string', default: '50' },
    samples: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    // Instructors beyond the five origins, spread over the 32 towns: a crowd sharing pages per town.
    crowd: { type: 'string', default: '100' },
    // Server processes (WORKERS); more than one needs DATABASE_URL, and REDIS_URL (default: local Redis).
    workers: { type: 'string', default: '1' },
    // Every offer at its town's centre, as the default offline geocoder places them.
    'town-centres': { type: 'boolean', default: false },
  },
});
const OFFERS = Number(args.offers);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RADIUS = Number(args.radius);
const SAMPLES = Number(args.samples);
const WORKERS = Number(args.workers);
const CROWD = Number(args.crowd);
const BENCH_DB = 'fitcover_bench';
for (const [name, value] of Object.entries({ OFFERS, DURATION, CONNECTIONS, SAMPLES, WORKERS })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name.toLowerCase()} must be a positive integer`);
}
if (!Number.isInteger(CROWD) || CROWD < 0) throw new Error('--crowd must be a whole number');
if (!Number.isInteger(RADIUS) || RADIUS < 0 || RADIUS > 100 || RADIUS % 5 !== 0) {
  throw new Error('--radius must be 0–100 in steps of 5 (the slider values)');
}

const log = (message: string) => console.log(`[bench] ${message}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The bench database next to the given URL; never the URL's own database. */
async function prepareBenchDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const bench = new URL(url);
  bench.pathname = `/${BENCH_DB}`;
  return bench.toString();
}

async function dropBenchDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`).finally(() => admin.end());
}

function benchEnv(dataDir: string, databaseUrl: string | undefined, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    WORKERS: String(WORKERS),
    ...(WORKERS > 1 ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
  };
}

async function seed(env: NodeJS.ProcessEnv) {
  const system = new System(loadEnv(env), pino({ level: 'warn' }));
  const { handle, release } = await openSystemDatabase(system);
  try {
    log(`migrating (${handle.kind})…`);
    await runMigrations(handle);
    const ctx = await createContext(system, handle);
    log(`seeding ${OFFERS.toLocaleString('es-ES')} offers…`);
    try {
      return await seedBenchData(ctx, { offers: OFFERS, crowd: CROWD, townCentres: args['town-centres'] });
    } finally {
      await ctx.live.close();
    }
  } finally {
    await handle.close();
    release();
  }
}

async function startServer(env: NodeJS.ProcessEnv, baseUrl: string): Promise<ChildProcess> {
  // The same Node flags as `npm start` (scripts/start.mjs), and any in BENCH_NODE_ARGS (e.g.
  // "--cpu-prof --cpu-prof-dir=/tmp/prof": a CPU profile of each server run, written on exit).
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', ...extra, '--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  serverPid = child.pid;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  // Let the last requests autocannon abandoned finish before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(baseUrl: string, instructor: BenchInstructor): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: instructor.email, password: instructor.password, rememberMe: true }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed for ${instructor.email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs everyone in, a few at a time (each sign-in checks a password hash). */
async function signInAll(baseUrl: string, instructors: BenchInstructor[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let start = 0; start < instructors.length; start += 8) {
    const batch = instructors.slice(start, start + 8);
    cookies.push(...(await Promise.all(batch.map((instructor) => signIn(baseUrl, instructor)))));
  }
  return cookies;
}

type LoadResult = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  errors: number;
  /** What the errors were: status codes, timeouts, connection errors. */
  errorKinds: string;
  /** Server CPU per answered request: what a request costs, however busy the machine is. */
  cpuMsPerRequest: number;
};

/** The running server's process, whose CPU time each load phase reads. */
let serverPid: number | undefined;

const SEARCH_PATH = `/api/offers/search?distanciaKm=${RADIUS}`;

/** autocannon over one URL, each connection cycling through the instructors' cookies. */
async function load(baseUrl: string, cookies: string[], seconds: number, urlPath = SEARCH_PATH): Promise<LoadResult> {
  const latencies: number[] = [];
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : 0;
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: cookies.map((cookie) => ({ method: 'GET', headers: { cookie } })),
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
      });
    },
  });
  const cpuMs = serverPid ? treeCpuMs(serverPid) - cpuBefore : 0;
  latencies.sort((a, b) => a - b);
  return {
    cpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
    rps: result.requests.total / (result.duration || seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    errorKinds: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count} × HTTP ${code}`),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
      ...(result.errors - result.timeouts > 0 ? [`${result.errors - result.timeouts} connection errors`] : []),
    ].join(', '),
  };
}

/** The search's own SQL, first page of 20, timed from this process against the database. */
async function timeQueries(env: NodeJS.ProcessEnv, instructors: BenchInstructor[]) {
  const system = new System(loadEnv(env), pino({ level: 'warn' }));
  const { handle, release } = await openSystemDatabase(system);
  try {
    const now = new Date();
    const filters = searchFilters({});
    const byCity: Record<string, number[]> = {};
    let rows = 0;
    let cpuMicros = 0;
    for (let i = 0; i < SAMPLES + 50; i += 1) {
      const instructor = instructors[i % instructors.length]!;
      const base = { instructorId: instructor.id, now, filters, after: null, limit: 21 };
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const near = await runNear(handle.db, { ...base, radiusKm: RADIUS });
      if (!near.origin) throw new Error(`${instructor.ciudad} has no location`);
      if (near.rows.length < 21) {
        await runSearch(handle.db, byStartQuery({ ...base, onlineOnly: true, limit: 21 - near.rows.length }));
      }
      const found = near.rows;
      const elapsed = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      if (i >= 50) cpuMicros += cpu.user + cpu.system;
      rows += found.length;
      if (i >= 50) (byCity[instructor.ciudad] ??= []).push(elapsed);
    }
    const all = Object.values(byCity)
      .flat()
      .sort((a, b) => a - b);
    const perCity = Object.entries(byCity).map(([ciudad, list]) => {
      list.sort((a, b) => a - b);
      return `${ciudad} p50 ${ms(percentile(list, 0.5))} p95 ${ms(percentile(list, 0.95))}`;
    });
    // On PGlite the database runs in this process, so its CPU is the query's whole cost.
    const cpuMs = handle.kind === 'pglite' ? cpuMicros / 1000 / SAMPLES : undefined;
    return { p50: percentile(all, 0.5), p95: percentile(all, 0.95), perCity, avgRows: rows / (SAMPLES + 50), cpuMs };
  } finally {
    await handle.close();
    release();
  }
}

async function main(): Promise<void> {
  const baseDatabaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-bench-'));
  // BENCH_PORT pins the server's port (machines where each user has a range of ports).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = baseDatabaseUrl ? await prepareBenchDatabase(baseDatabaseUrl) : undefined;
  const env = benchEnv(dataDir, databaseUrl, port);
  const target = databaseUrl ? `PostgreSQL (${BENCH_DB})` : `PGlite (${dataDir})`;
  let server: ChildProcess | undefined;
  try {
    const seeded = await seed(env);
    log(
      `seeded ${seeded.offers.toLocaleString('es-ES')} offers (${seeded.open.toLocaleString('es-ES')} open), ` +
        `${seeded.gyms} gyms in ${(seeded.ms / 1000).toFixed(1)} s on ${target}`,
    );
    server = await startServer(env, baseUrl);
    const cookies = await signInAll(baseUrl, seeded.instructors);
    log(`warming up…`);
    await load(baseUrl, cookies, 3);
    log(`${CONNECTIONS} connections × ${DURATION} s, five origins, ${RADIUS} km, first page of 20…`);
    const mixed = await load(baseUrl, cookies, DURATION);
    const madridOnly = await load(baseUrl, cookies.slice(0, 1), Math.max(5, Math.round(DURATION / 2)));
    // The floor every signed-in request pays (session cookie → session, user and profile rows).
    const sessionOnly = await load(baseUrl, cookies, Math.max(5, Math.round(DURATION / 2)), '/api/me');
    // Many instructors, each with their own applications, in towns of every size.
    const crowdCookies = await signInAll(baseUrl, seeded.crowd);
    const crowd = crowdCookies.length
      ? await load(baseUrl, crowdCookies, Math.max(5, Math.round(DURATION / 2)))
      : undefined;
    await stopServer(server);
    // The same load with the shared result pages turned off (ADR 0010): every request runs the query.
    log('again without shared result pages (SEARCH_CACHE_MS=0)…');
    server = await startServer({ ...env, SEARCH_CACHE_MS: '0' }, baseUrl);
    const uncachedCookies = await signInAll(baseUrl, seeded.instructors);
    await load(baseUrl, uncachedCookies, 3);
    const uncached = await load(baseUrl, uncachedCookies, Math.max(5, Math.round(DURATION / 2)));
    await stopServer(server);
    server = undefined;
    log('timing the search query against the database…');
    const query = await timeQueries(env, seeded.instructors);

    const line = (label: string, r: LoadResult) =>
      `${label}: ${Math.round(r.rps).toLocaleString('es-ES')} req/s · p50 ${ms(r.p50)} · p95 ${ms(r.p95)} · p99 ${ms(r.p99)}` +
      ` · server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request` +
      ` (${r.total.toLocaleString('es-ES')} requests, ${r.errors} errors${r.errors ? `: ${r.errorKinds}` : ''})`;
    console.log('');
    console.log(
      `Offer search benchmark — ${target}, ${os.cpus().length} CPUs, Node ${process.version}, ${WORKERS} server process${WORKERS > 1 ? 'es' : ''}`,
    );
    console.log(
      `  ${seeded.offers.toLocaleString('es-ES')} offers, ${seeded.open.toLocaleString('es-ES')} open` +
        `${args['town-centres'] ? ' at their town centres' : ', scattered around their towns'}; seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    console.log(`  HTTP ${line('five origins', mixed)}`);
    console.log(`  HTTP ${line('Madrid only ', madridOnly)}`);
    if (crowd) {
      const towns = new Set(seeded.crowd.map((instructor) => instructor.ciudad)).size;
      console.log(`  HTTP ${line(`${seeded.crowd.length} other instructors in ${towns} towns`, crowd)}`);
    }
    console.log(`  HTTP ${line('five origins, shared pages off', uncached)}`);
    console.log(`  HTTP ${line('GET /api/me (session only, for reference)', sessionOnly)}`);
    console.log(
      `  Query (first page of 20, ${SAMPLES} runs): p50 ${ms(query.p50)} · p95 ${ms(query.p95)} · ${query.avgRows.toFixed(1)} rows` +
        (query.cpuMs === undefined ? '' : ` · CPU ${query.cpuMs.toFixed(2)} ms/query (PGlite, in this process)`),
    );
    for (const city of query.perCity) console.log(`    ${city}`);
    if (mixed.errors + madridOnly.errors + sessionOnly.errors + uncached.errors + (crowd?.errors ?? 0) > 0) {
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    if (baseDatabaseUrl && !args.keep) await dropBenchDatabase(baseDatabaseUrl);
  }
}

await main();

// npm run bench:cover [-- --instructors 20000 --me-rate 200]
// Cover in minutes (DECISIONS §15, ADR 0021): seeds N instructors around Spanish towns (half
// of them teaching Zumba, each with a push subscription) into a scratch database — embedded
// PGlite in a temporary DATA_DIR, or the `<database>_bench_cover` database next to DATABASE_URL's —
// then, in this process, times for an urgent Zumba offer in Madrid: publish → every matched
// notification row written and every push accepted by a local push service (the push tests'
// RFC 8030 service, in a process of its own, checking each VAPID JWT), for the first ring
// (15 km) and for every ring up to 100 km (thousands of recipients). The pushes go through the
// job queue exactly as the server's scheduler runs it. Meanwhile it keeps asking GET /api/me and
// compares its latency with a quiet baseline. Not part of npm test.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runMigrations } from '@fitcover/db/migrate';
import { buildApp } from '../app.ts';
import { adjustableClock } from '../context.ts';
import { loadEnv } from '../env.ts';
import { createContext, openSystemDatabase } from '../boot.ts';
import { createGym, createInstructor, createOffer, DEFAULT_PASSWORD } from '../seed/factories.ts';
import { countAlerts, giveCredits, seedCoverInstructors } from '../seed/bench-cover-data.ts';
import { cpuSampler, type Cpu } from './bench-cover-cpu.ts';
import { advanceUrgentOffer, STEP_MINUTES } from '../features/urgent/urgent-escalation.ts';
import { runDueJobs } from '../infra/jobs.ts';
import { jobHandlers } from '../infra/job-handlers.ts';

const { values: args } = parseArgs({
  options: {
    instructors: { type: 'string', default: '20000' },
    // GET /api/me a second while the alerts go out, in this process; 0: back to back, as fast as
    // the process allows (then the requests take half of the thread that delivers the pushes).
    'me-rate': { type: 'string', default: '200' },
  },
});
const ME_RATE = Number(args['me-rate']);
if (!Number.isFinite(ME_RATE) || ME_RATE < 0) throw new Error('--me-rate must be 0 or more');
const N = Number(args.instructors);
// Named after DATABASE_URL's database, so benches started from different scratch databases
// (several agents on one machine) never drop each other's.
const benchDbName = (url: string) => `${new URL(url).pathname.slice(1) || 'postgres'}_bench_cover`.replace(/\W/g, '_');
const log = (message: string) => console.log(`[bench:cover] ${message}`);

async function benchDatabase(url: string): Promise<string> {
  const BENCH_DB = benchDbName(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const bench = new URL(url);
  bench.pathname = `/${BENCH_DB}`;
  return bench.toString();
}

type Accepted = { received: number; lastAt: number };
type PushService = { origin: string; ca: string; child: ChildProcess; accepted: () => Promise<Accepted> };

async function startPushService(): Promise<PushService> {
  const child = fork(path.join(import.meta.dirname, 'bench-push-service.ts'), [], { execArgv: ['--import', 'tsx'] });
  const ready = await new Promise<{ origin: string; ca: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { origin: string; ca: string }));
    child.once('exit', (code) => reject(new Error(`the push service exited (${code})`)));
  });
  const accepted = () =>
    new Promise<Accepted>((resolve) => {
      child.once('message', (message) => {
        const { received, rejected, lastAt } = message as Accepted & { rejected: number };
        if (rejected > 0) throw new Error(`the push service refused ${rejected} pushes`);
        resolve({ received, lastAt });
      });
      child.send({ kind: 'count' });
    });
  return { ...ready, child, accepted };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-bench-cover-'));
  const url = process.env.DATABASE_URL ? await benchDatabase(process.env.DATABASE_URL) : undefined;
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    RATE_LIMIT_FACTOR: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const pushService = await startPushService();
  const { app, system } = await buildApp(env, false);
  const { handle, release } = await openSystemDatabase(system);
  try {
    await runMigrations(handle);
    // Noon in Madrid (outside the quiet hours) on a fixed day.
    const clock = adjustableClock();
    const noon = new Date();
    noon.setUTCHours(11, 0, 0, 0);
    if (noon.getTime() < Date.now()) noon.setUTCDate(noon.getUTCDate() + 1);
    clock.advance(noon.getTime() - Date.now());
    const ctx = await createContext(system, handle, clock, { pushAgentOptions: { ca: pushService.ca } });
    system.ready(ctx);
    ctx.push.warm(); // as boot() does
    await app.ready();
    const started = Date.now();
    await seedCoverInstructors(ctx, N, pushService.origin);
    log(
      `seeded ${N.toLocaleString('es-ES')} instructors in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`,
    );

    const gym = await createGym(ctx, { nombre: 'Gimnasio Bench Madrid', direccion: 'Madrid, Calle Mayor 1' });
    await giveCredits(ctx, gym.id);
    const me = await createInstructor(ctx, { direccion: 'Madrid, Calle de Alcalá 1' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: env.appUrl },
      payload: { email: me.email, password: DEFAULT_PASSWORD },
    });
    const cookie = signIn.headers['set-cookie'];
    const cookieHeader = (Array.isArray(cookie) ? cookie : [cookie ?? '']).map((c) => c.split(';')[0]).join('; ');
    const meOnce = async () => {
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader } });
      if (response.statusCode !== 200) throw new Error(`/api/me answered ${response.statusCode}`);
      return performance.now() - t0;
    };
    const baseline: number[] = [];
    for (let i = 0; i < 200; i++) baseline.push(await meOnce());

    const counted = (ofertaId: string) => countAlerts(ctx, ofertaId);

    // Load: GET /api/me in a loop while the alerts are written.
    const underLoad: number[] = [];
    const sentAts: number[] = [];
    let loading = true;
    const loader = (async () => {
      const started = performance.now();
      while (loading) {
        const sentAt = Date.now();
        underLoad.push(await meOnce());
        sentAts.push(sentAt);
        // Paced: the next request waits for its turn in the schedule.
        const due = started + (underLoad.length * 1000) / ME_RATE;
        if (ME_RATE > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
    })();

    // What the scheduler's job task does every second, run at once here: every push due.
    const deliver = () => runDueJobs(ctx, jobHandlers, 1_000_000);

    // Push times run to the push service's last acceptance (its clock is this machine's), e-mail
    // jobs of the same alerts may still be running then; "all jobs" waits for them too.
    const cpu = cpuSampler(pushService.child.pid!, url ? new URL(url).pathname.slice(1) : null);
    const t0 = performance.now();
    const t0At = Date.now();
    const offer = await createOffer(ctx, gym.id, {
      titulo: 'Zumba urgente bench',
      especialidad: 'Zumba',
      inDays: 1,
      ubicacion: 'Madrid, Calle Mayor 1',
      ventanaMin: 0,
    });
    const firstWrittenMs = performance.now() - t0;
    await deliver();
    const firstJobsMs = performance.now() - t0;
    const first = await counted(offer.id);
    const firstPushed = await pushService.accepted();
    const firstPushMs = firstPushed.lastAt - t0At;
    const firstRingEnd = firstPushed.lastAt;
    const firstCpu = cpu.between(t0At, firstRingEnd);
    const ringsCpu = { ...firstCpu };
    // The 30, 50 and 100 km rings, one step each (as the sweep runs them), delivered each time.
    let ringsPushMs = firstPushMs;
    let ringsJobsMs = firstJobsMs;
    for (let step = 1; step <= 3; step++) {
      clock.advance(STEP_MINUTES * 60_000);
      const t1 = performance.now();
      const t1At = Date.now();
      await advanceUrgentOffer(ctx, offer.id);
      await deliver();
      ringsJobsMs += performance.now() - t1;
      const ringEnd = (await pushService.accepted()).lastAt;
      ringsPushMs += ringEnd - t1At;
      const ringCpu = cpu.between(t1At, ringEnd);
      for (const key of ['self', 'pushService', 'database'] as const) ringsCpu[key] += ringCpu[key];
    }
    loading = false;
    await loader;
    cpu.stop();
    const all = await counted(offer.id);
    const allPushed = await pushService.accepted();
    const base = median(baseline);
    const loaded = median(underLoad);
    // The requests sent while the first ring was written and pushed, apart from the rest (e-mails).
    const whilePushing = median(underLoad.filter((_, i) => sentAts[i]! >= t0At && sentAts[i]! <= firstRingEnd));
    log(
      `first ring (15 km): publish → ${first.notes} notifications written in ${firstWrittenMs.toFixed(0)} ms; ` +
        `${firstPushed.received} pushes accepted by the push service, the last at ${firstPushMs.toFixed(0)} ms; ` +
        `every job of the ring (its e-mails too) done at ${firstJobsMs.toFixed(0)} ms`,
    );
    log(
      `every ring to 100 km: ${all.notes} recipients, ${allPushed.received} pushes accepted; pushes ${ringsPushMs.toFixed(0)} ms, ` +
        `every job ${ringsJobsMs.toFixed(0)} ms in all (publish and the three steps, without the 15 minutes between them)`,
    );
    const cpuLine = (spent: Cpu, pushes: number) =>
      `this process ${spent.self.toFixed(0)} ms (with its threads), the push service ${spent.pushService.toFixed(0)} ms, ` +
      `${url ? `PostgreSQL ${spent.database.toFixed(0)} ms` : 'the database in this process (PGlite)'}: ${((spent.self + spent.pushService + spent.database) / pushes).toFixed(2)} ms a recipient`;
    log(`CPU, first ring until its last push: ${cpuLine(firstCpu, firstPushed.received)}`);
    log(`CPU, every ring until its last push: ${cpuLine(ringsCpu, allPushed.received)}`);
    log(
      `GET /api/me median: ${base.toFixed(2)} ms quiet, ${loaded.toFixed(2)} ms during the alerts (${(((loaded - base) / base) * 100).toFixed(0)} %), ${underLoad.length} requests (${ME_RATE ? `${ME_RATE}/s` : 'back to back'}); ${whilePushing.toFixed(2)} ms (${(((whilePushing - base) / base) * 100).toFixed(0)} %) while the first ring was written and pushed`,
    );
    await ctx.live.close();
  } finally {
    pushService.child.disconnect();
    await app.close();
    await handle.close();
    release();
    await rm(dataDir, { recursive: true, force: true });
    if (url && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${benchDbName(process.env.DATABASE_URL)} with (force)`);
      await admin.end();
    }
  }
}

await main();

// Opens and migrates the database, wires the providers, seeds demo data on a fresh embedded
// database, then marks the system ready. Health answers 503 until then.
import type { AgentOptions } from 'node:https';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@fitcover/db/client';
import { runMigrations } from '@fitcover/db/migrate';
import { acquireDataDirLock } from '@fitcover/db/data-dir-lock';
import { adjustableClock, systemClock, type AppContext, type Clock } from './context.ts';
import type { System } from './system.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { loadOrCreateSecret } from './infra/secrets.repo.ts';
import { createGeocoder } from './features/geo/geocoder.ts';
import { warmGazetteer } from './features/geo/offline-gazetteer.ts';
import { createAuth } from './features/auth/auth.ts';
import { PrincipalCache } from './features/auth/principal-cache.ts';
import { ReliabilityCache } from './features/trust/reliability-cache.ts';
import { SearchCache } from './features/search/search-cache.ts';
import { LiveHub } from './infra/live/live-hub.ts';
import { startLiveListener } from './infra/live/live-listener.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { startScheduler } from './infra/scheduler.ts';
import { timedTransitionTasks } from './features/lifecycle/timed-transitions.ts';
import { closeLapsedLiveSessions, LIVE_SESSION_SWEEP_MS } from './features/auth/live-session-sweep.ts';
import { sendClassReminders } from './features/calendar/class-reminders.ts';
import { sendInsuranceReminders } from './features/credentials/insurance-reminders.ts';
import { askAttendance } from './features/trust/attendance.service.ts';
import { sweepUrgentOffers } from './features/urgent/urgent-escalation.ts';
import { runDueJobs } from './infra/jobs.ts';
import { jobHandlers } from './infra/job-handlers.ts';
import { jobQueueStats } from './infra/jobs.repo.ts';
import { purgeExpiredKeys } from './infra/idempotency/idempotency.repo.ts';
import { answerBackupRequests } from './infra/backup/backup-requests.ts';
import { setScrapeSources } from './infra/metrics.ts';
import { loadVapidKeys } from './features/push/vapid.ts';
import { createPushSender } from './features/push/push-sender.ts';
import { createPushEncryptor } from './features/push/push-encryption.ts';

// A tick runs until the queue is empty (a burst of pushes), up to this many jobs.
const JOBS_PER_TICK = 20_000;

export type Booted = { ctx: AppContext; handle: DbHandle; shutdown: () => Promise<void> };

export async function openSystemDatabase(system: System): Promise<{ handle: DbHandle; release: () => void }> {
  const { env } = system;
  if (env.DATABASE_URL) return { handle: await openDatabase({ databaseUrl: env.DATABASE_URL }), release: () => {} };
  const release = acquireDataDirLock(env.dataDir);
  try {
    return { handle: await openDatabase({ dataDir: path.join(env.dataDir, 'db') }), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Settings tests give the providers (a push service with its own certificate authority). */
export type ProviderOverrides = { pushAgentOptions?: AgentOptions };

export async function createContext(
  system: System,
  handle: DbHandle,
  clock: Clock = systemClock,
  overrides: ProviderOverrides = {},
): Promise<AppContext> {
  const { env } = system;
  const db = handle.db;
  const secret = env.AUTH_SECRET ?? (await loadOrCreateSecret(db, 'auth'));
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: env.mailOutboxDir,
    from: env.MAIL_FROM,
    log: (message, extra) => system.log.info(extra ?? {}, message),
  });
  const geocoder = createGeocoder({
    provider: env.GEOCODER,
    db,
    userAgent: `FitCover/0.1 (${env.CONTACT_EMAIL})`,
    nominatimUrl: env.NOMINATIM_URL,
  });
  const auth = createAuth({ db, env, mailer, secret, clock });
  const sessions = new PrincipalCache();
  const live = new LiveHub(sessions);
  live.listenTo(
    await startLiveListener(handle, {
      onPayload: (payload) => live.receive(payload),
      onResync: () => live.resyncAll(),
      onError: (error) => system.log.warn({ err: error }, 'live channel interrupted'),
    }),
  );
  const searchCache = new SearchCache(env.SEARCH_CACHE_MS);
  setScrapeSources({
    openSockets: () => live.connections,
    jobQueue: () => jobQueueStats(db, clock.now()),
    pool: () =>
      handle.kind === 'postgres'
        ? { total: handle.pool.totalCount, idle: handle.pool.idleCount, waiting: handle.pool.waitingCount }
        : null,
  });
  const push = createPushSender({
    vapid: await loadVapidKeys(db, env),
    allowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS ?? false,
    encryptor: createPushEncryptor(env.PUSH_ENCRYPTION_THREADS),
    agentOptions: overrides.pushAgentOptions,
  });
  return {
    env,
    db,
    dbKind: handle.kind,
    clock,
    mailer,
    geocoder,
    auth,
    sessions,
    searchCache,
    reliabilityCache: new ReliabilityCache(),
    live,
    push,
    log: system.log,
  };
}

export async function boot(system: System): Promise<Booted> {
  const started = Date.now();
  const { handle, release } = await openSystemDatabase(system);
  let stopScheduler: () => Promise<void> = async () => {};
  let stopBackups = () => {};
  try {
    await runMigrations(handle);
    // End-to-end journeys move the server's clock through /api/testing/clock (test routes only).
    const testRoutes = system.env.ENABLE_TEST_ROUTES && system.env.NODE_ENV !== 'production';
    const ctx = await createContext(system, handle, testRoutes ? adjustableClock() : systemClock);
    // Stopping already (a signal during start-up): the demo can be seeded by the next start.
    const seedAllowed = (system.env.SEED_DEMO ?? handle.kind === 'pglite') && !system.draining;
    if (seedAllowed) await seedDemoIfEmpty(ctx);
    system.ready(ctx);
    // The first urgent ring's pushes should not wait for the encryption threads to load web-push.
    ctx.push.warm();
    // `npm run backup` while running: the embedded database's owner writes the copy.
    if (handle.kind === 'pglite') stopBackups = answerBackupRequests(handle.client, system.env.dataDir, system.log);
    stopScheduler = startScheduler(ctx, [
      ...timedTransitionTasks(),
      { name: 'class-reminders', everyMs: 60_000, run: sendClassReminders },
      { name: 'insurance-reminders', everyMs: 15 * 60_000, run: sendInsuranceReminders },
      { name: 'attendance-questions', everyMs: 60_000, run: askAttendance },
      { name: 'urgent-escalation', everyMs: 30_000, run: sweepUrgentOffers },
      // Every second and until the queue is empty: an urgent offer's pushes must not wait.
      { name: 'jobs', everyMs: 1_000, run: (c) => runDueJobs(c, jobHandlers, JOBS_PER_TICK) },
      { name: 'live-session-sweep', everyMs: LIVE_SESSION_SWEEP_MS, run: closeLapsedLiveSessions },
      // Idempotency keys live a day (ADR 0019); deleting twice from two instances is harmless.
      { name: 'idempotency-purge', everyMs: 60 * 60_000, run: (c) => purgeExpiredKeys(c.db, c.clock.now()) },
    ]);
    // Load the town index now rather than on the first sign-up (~0.5 s).
    if (system.env.GEOCODER === 'offline') setImmediate(warmGazetteer);
    system.log.info({ ms: Date.now() - started, database: handle.kind }, 'database ready');
  } catch (error) {
    await handle.close().catch(() => undefined);
    release();
    throw error;
  }
  return {
    ctx: system.requireContext(),
    handle,
    shutdown: async () => {
      stopBackups();
      await stopScheduler();
      await system.context?.live.close();
      await handle.close();
      release();
    },
  };
}

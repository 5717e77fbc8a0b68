// Entry point: listen at once (health says "starting"), then migrate and get ready.
// SIGINT/SIGTERM close the HTTP server and the database cleanly (PGlite does not fsync); a signal
// during start-up waits for the database to be open and migrated, then closes it the same way.
// With WORKERS > 1 this process only supervises that many such servers (workers.ts).
import cluster from 'node:cluster';
import pino from 'pino';
import { loadEnv, type Env } from './env.ts';
import { buildApp } from './app.ts';
import { boot, type Booted } from './boot.ts';
import { LISTEN_EARLY, superviseWorkers, WORKER_READY } from './workers.ts';

const STOP_DEADLINE_MS = 9_000;

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

if (env.WORKERS > 1 && cluster.isPrimary) {
  const log = pino({ level: env.LOG_LEVEL });
  superviseWorkers(env, { info: (message) => log.info(message), error: (message) => log.error(message) });
} else {
  await serve(env);
}

async function serve(env: Env): Promise<void> {
  const { app, system } = await buildApp(env, {
    level: env.LOG_LEVEL,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });

  let booting: Promise<Booted | undefined> = Promise.resolve(undefined);
  let stopping = false;

  // Graceful stop (ADR 0018): readiness turns 503, live sockets close with the restart hint,
  // the listener closes (new connections go to other instances), requests in flight finish,
  // then background work and the database close. Whatever is left 9 s after start-up has ended
  // is abandoned: a signal during start-up lets it reach its next safe point (boot.ts) first, or
  // the deadline would cut a fresh database's migration and leave it unclean.
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    system.draining = true;
    app.log.info({ signal }, 'shutting down');
    void booting.finally(() =>
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, STOP_DEADLINE_MS).unref(),
    );
    system.context?.live.closeForRestart();
    await app.close().catch(() => undefined);
    const booted = await booting;
    await booted?.shutdown().catch((error) => app.log.error({ err: error }, 'database close failed'));
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // A lone server listens at once (health says "starting" while it migrates). A worker joining
  // running ones listens only once ready, or the shared port would hand it requests it must refuse.
  const listenEarly = !cluster.isWorker || process.env[LISTEN_EARLY] === '1';
  if (listenEarly) await app.listen({ port: env.PORT, host: env.HOST });
  booting = boot(system).then(
    async (booted) => {
      if (!listenEarly && !stopping) await app.listen({ port: env.PORT, host: env.HOST });
      app.log.info(`FitCover listo en ${env.appUrl}`);
      if (cluster.isWorker) process.send?.(WORKER_READY);
      return booted;
    },
    (error: unknown) => {
      system.fail((error as Error).message);
      app.log.error({ err: error }, 'startup failed');
      // A worker that cannot start stops the supervisor, which reports it and exits.
      if (cluster.isWorker) process.exit(1);
      return undefined;
    },
  );
}

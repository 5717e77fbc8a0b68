// WORKERS > 1: this process supervises that many server processes sharing PORT (node:cluster; the
// primary hands each new connection to a worker). They coordinate as separate instances do
// (README, "Running on PostgreSQL with several instances"): PostgreSQL for data, live events and
// cached-page versions, Redis for rate limits. The first worker migrates (and seeds, if asked)
// before the others start, so start-up work never runs twice at once; later workers take
// connections only once ready. A worker that dies is replaced; one that dies during start-up
// stops the whole server, as a single process would.
import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env.ts';

export const WORKER_READY = 'fitcover:ready';
/** Set for the first worker only: alone on the port, it may answer "starting" while it boots. */
export const LISTEN_EARLY = 'FITCOVER_LISTEN_EARLY';
const RESTART_DELAY_MS = 1_000;
const STOP_GRACE_MS = 15_000;

type Log = { info: (message: string) => void; error: (message: string) => void };

export function superviseWorkers(env: Env, log: Log): void {
  let stopping = false;
  let exitCode = 0;

  /** Forks one worker; resolves once it has booted, rejects if it exits before. */
  const start = (first = false) =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork(first ? { [LISTEN_EARLY]: '1' } : {});
      const onExit = (code: number | null) =>
        reject(new Error(`un proceso del servidor terminó al arrancar (${code})`));
      worker.once('exit', onExit);
      worker.on('message', (message: unknown) => {
        if (message !== WORKER_READY) return;
        worker.off('exit', onExit);
        worker.once('exit', (code, signal) => replace(worker, code ?? signal));
        resolve(worker);
      });
    });

  const replace = (worker: Worker, reason: number | string) => {
    if (stopping) return;
    log.error(`el proceso ${worker.process.pid} terminó (${reason}); arrancando otro`);
    setTimeout(() => void start().catch(fail), RESTART_DELAY_MS);
  };

  const fail = (error: Error) => {
    // A worker stopped by our own signal while starting is not a failure.
    if (stopping) return;
    log.error(error.message);
    exitCode = 1;
    stop('SIGTERM');
  };

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
    // A worker stuck in its shutdown must not keep the server from stopping.
    setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('exit', () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  void (async () => {
    await start(true);
    await Promise.all(Array.from({ length: env.WORKERS - 1 }, () => start()));
    log.info(`FitCover listo en ${env.appUrl} con ${env.WORKERS} procesos`);
  })().catch(fail);
}

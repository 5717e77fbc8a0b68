// Entry point: listen at once (health says "starting"), then migrate and get ready.
// SIGINT/SIGTERM close the HTTP server and the database cleanly (PGlite does not fsync); a signal
// during start-up waits for the database to be open and migrated, then closes it the same way.
import { loadEnv } from './env.ts';
import { buildApp } from './app.ts';
import { boot, type Booted } from './boot.ts';

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const { app, system } = await buildApp(env, {
  level: env.LOG_LEVEL,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
});

let booting: Promise<Booted | undefined> = Promise.resolve(undefined);
let stopping = false;

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close().catch(() => undefined);
  const booted = await booting;
  await booted?.shutdown().catch((error) => app.log.error({ err: error }, 'database close failed'));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
booting = boot(system).then(
  (booted) => {
    app.log.info(`FitCover listo en ${env.appUrl}`);
    return booted;
  },
  (error: unknown) => {
    system.fail((error as Error).message);
    app.log.error({ err: error }, 'startup failed');
    return undefined;
  },
);

// Opens the configured database for a command-line tool, migrating it first. On the embedded
// database this refuses, with a clear message, while a server holds the data folder.
import pino from 'pino';
import { runMigrations } from '@fitcover/db/migrate';
import { DataDirLockedError } from '@fitcover/db/data-dir-lock';
import { loadEnv } from '../env.ts';
import { System } from '../system.ts';
import { createContext, openSystemDatabase } from '../boot.ts';
import type { AppContext } from '../context.ts';

export async function withCliContext(run: (ctx: AppContext) => Promise<void>): Promise<void> {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL });
  const system = new System(env, log);
  let opened: Awaited<ReturnType<typeof openSystemDatabase>>;
  try {
    opened = await openSystemDatabase(system);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  try {
    await runMigrations(opened.handle);
    const ctx = await createContext(system, opened.handle);
    try {
      await run(ctx);
    } finally {
      await ctx.live.close();
    }
  } finally {
    await opened.handle.close();
    opened.release();
  }
}

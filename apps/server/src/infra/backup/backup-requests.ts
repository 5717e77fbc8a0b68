// `npm run backup` while the server runs: the server owns the embedded database (one process
// only), so the command writes what it wants into DATA_DIR/backup.request and sends SIGUSR2 to
// the pid in the data folder's lock; the server writes the dump (temporary name, then rename)
// or an `.error` file next to the target. The signal can only come from the server's own user.
import { readFileSync, rmSync } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dumpEmbedded } from '@fitcover/db/backup';

export const BACKUP_SIGNAL = 'SIGUSR2';
const requestFile = (dataDir: string) => path.join(dataDir, 'backup.request');

export async function writeBackup(client: PGlite, target: string): Promise<number> {
  const bytes = await dumpEmbedded(client);
  try {
    await writeFile(`${target}.tmp`, bytes);
    await rename(`${target}.tmp`, target);
  } catch (error) {
    await rm(`${target}.tmp`, { force: true });
    throw error;
  }
  return bytes.length;
}

/** Server side: answers backup requests until the returned function is called. */
export function answerBackupRequests(
  client: PGlite,
  dataDir: string,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): () => void {
  const onSignal = () => {
    let target: string;
    try {
      target = (JSON.parse(readFileSync(requestFile(dataDir), 'utf8')) as { target: string }).target;
      rmSync(requestFile(dataDir), { force: true });
    } catch {
      return;
    }
    writeBackup(client, target).then(
      (bytes) => log.info({ target, bytes }, 'backup written'),
      async (error: unknown) => {
        log.error({ err: error, target }, 'backup failed');
        await writeFile(`${target}.error`, String((error as Error).message)).catch(() => undefined);
      },
    );
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => void process.off(BACKUP_SIGNAL, onSignal);
}

/** Command side: asks the server with pid `pid` for a backup into `target` and waits for it. */
export async function requestBackup(dataDir: string, pid: number, target: string, timeoutMs = 120_000): Promise<void> {
  await rm(target, { force: true });
  await rm(`${target}.error`, { force: true });
  await writeFile(requestFile(dataDir), JSON.stringify({ target }));
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failed = await stat(`${target}.error`).then(
      () => true,
      () => false,
    );
    if (failed) throw new Error(`el servidor no pudo escribir la copia: ${readFileSync(`${target}.error`, 'utf8')}`);
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('el servidor no respondió a tiempo (¿está en marcha con este DATA_DIR?)');
}

// Only one process may open the embedded database (PGlite is a single backend and its files
// are not safe to share). The owner writes its pid into DATA_DIR/db.lock; a lock whose pid is
// no longer alive is stale and taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `La base de datos embebida está en uso por otro proceso (pid ${pid}). ` +
        `Detén el servidor antes de ejecutar este comando (lock: ${lockPath}).`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(pid, lockPath);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo obtener el bloqueo de ${lockPath}`);
}

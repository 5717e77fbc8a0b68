// Runs a child process without a terminal or stdin, keeps its output (also in a log file) and
// kills its whole process group when it runs past its time limit.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Process groups still running, killed by `killRunning` when the scan is interrupted. */
const running = new Set<number>();

export function killRunning(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export type ProcessResult = { code: number | null; output: string; timedOut: boolean; ms: number };

export function runProcess(
  command: string,
  args: string[],
  options: { timeoutMs: number; logFile: string; cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<ProcessResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, CI: 'true', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) running.add(child.pid);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      const output = Buffer.concat(chunks).toString('utf8');
      writeFileSync(options.logFile, `$ ${command} ${args.join(' ')}\n\n${output}`);
      resolve({ code, output, timedOut, ms: Date.now() - started });
    });
  });
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the input order in the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const seconds = (ms: number) => {
  const total = Math.round(ms / 1000);
  return total >= 60 ? `${Math.floor(total / 60)} min ${total % 60} s` : `${total} s`;
};

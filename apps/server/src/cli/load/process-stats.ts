// CPU and memory of a benchmark's server processes, read from /proc (Linux). CPU time is what a
// request costs the server whatever else the machine is doing, where req/s and latencies move
// with the load of the machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const TICKS_PER_SECOND = 100;

/** The server's processes (the supervisor and its workers, or the one server). */
export function serverPids(root: number): number[] {
  const children = spawnSync('pgrep', ['-P', String(root)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return [root, ...children];
}

export const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};

export const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

export const sum = (pids: number[], f: (pid: number) => number) => pids.reduce((total, pid) => total + f(pid), 0);

/** CPU milliseconds the process tree under `root` has used so far. */
export const treeCpuMs = (root: number) => (sum(serverPids(root), cpuTicks) * 1000) / TICKS_PER_SECOND;

// CPU spent by the processes of `npm run bench:cover` (this process with its threads, the push
// service, the database's backends), sampled every 50 ms: on a shared machine the time a ring
// takes depends on what else runs, the CPU it costs much less (ADR 0021, amendment 3). Linux only
// (/proc); elsewhere the figures are zero.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuTicks, TICKS_PER_SECOND } from './load/process-stats.ts';

/** utime + stime of a process in ms, or null when it cannot be read (it has exited). */
function processCpuMs(pid: number | string): number | null {
  try {
    return (cpuTicks(Number(pid)) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** PostgreSQL backends serving `database` on this machine (their title names it). */
function backendsOf(database: string): string[] {
  try {
    return readdirSync('/proc').filter((pid) => {
      if (!/^\d+$/.test(pid)) return false;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return title.startsWith('postgres: ') && title.includes(` ${database} `);
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

export type Cpu = { self: number; pushService: number; database: number };
type Sample = Cpu & { at: number };

/** `database`: the bench's PostgreSQL database (none with PGlite, which runs in this process). */
export function cpuSampler(pushServicePid: number, database: string | null) {
  const backends = new Map<string, number>();
  const sample = (): Sample => {
    if (database) {
      for (const pid of backendsOf(database)) backends.set(pid, processCpuMs(pid) ?? backends.get(pid) ?? 0);
    }
    const own = process.cpuUsage();
    return {
      at: Date.now(),
      self: (own.user + own.system) / 1000,
      pushService: processCpuMs(pushServicePid) ?? 0,
      database: [...backends.values()].reduce((sum, ms) => sum + ms, 0),
    };
  };
  const samples: Sample[] = [sample()];
  const timer = setInterval(() => samples.push(sample()), 50);
  return {
    /** CPU from the last sample at or before `from` to the first at or after `to` (epoch ms). */
    between(from: number, to: number): Cpu {
      samples.push(sample());
      const start = samples.filter((s) => s.at <= from).at(-1) ?? samples[0]!;
      const end = samples.find((s) => s.at >= to) ?? samples.at(-1)!;
      return {
        self: end.self - start.self,
        pushService: end.pushService - start.pushService,
        database: end.database - start.database,
      };
    },
    stop: () => clearInterval(timer),
  };
}

// Periodic in-process tasks. Each task guards itself (advisory lock) so that with several
// instances it still runs once per cluster. Failures are logged and retried on the next tick.
import type { AppContext } from '../context.ts';

export type ScheduledTask = { name: string; everyMs: number; run: (ctx: AppContext) => Promise<unknown> };

export function startScheduler(ctx: AppContext, tasks: ScheduledTask[]): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = tasks.map((task) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const work = task
        .run(ctx)
        .catch((error: unknown) => ctx.log.error({ err: error, task: task.name }, 'scheduled task failed'))
        .finally(() => {
          busy = false;
          running.delete(work);
        });
      running.add(work);
    };
    setImmediate(tick);
    const timer = setInterval(tick, task.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled([...running]);
  };
}

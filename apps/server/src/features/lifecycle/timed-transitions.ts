// Every timed transition of every lifecycle as a scheduler task: each tick fires what has come
// due, once per cluster (the transition's advisory lock). A new timed transition listed in a
// lifecycle's `timed` is scheduled here without more code.
import type { AppContext } from '../../context.ts';
import type { ScheduledTask } from '../../infra/scheduler.ts';
import { applicationLifecycle } from './application-lifecycle.ts';
import { offerLifecycle } from './offer-lifecycle.ts';

const EVERY_MS = 60_000;

export function timedTransitionTasks(): ScheduledTask[] {
  return [
    ...offerLifecycle.timed.map((timed) => ({
      name: timed.lock,
      everyMs: EVERY_MS,
      run: (ctx: AppContext) => offerLifecycle.runTimed(ctx, timed.transition),
    })),
    ...applicationLifecycle.timed.map((timed) => ({
      name: timed.lock,
      everyMs: EVERY_MS,
      run: (ctx: AppContext) => applicationLifecycle.runTimed(ctx, timed.transition),
    })),
  ];
}

/** One expiry sweep (DECISIONS §4): open offers whose class has started; answers how many expired. */
export const expireOffers = (ctx: AppContext): Promise<number> => offerLifecycle.runTimed(ctx, 'expirar');

// The engine every lifecycle runs on (ADR 0014, docs/lifecycle.md). A lifecycle is data: its
// states and transitions, each with who may trigger it, its guards and its effects. Firing a
// transition checks, in this order: the actor's kind is listed; a person owns the subject (an
// admin owns everything); the `requires` conditions on the aggregate around it; the subject's
// state is one the transition starts from; its guards. Then it writes and runs its effects.
// Everything happens in the caller's transaction under the caller's locks: the engine never
// locks, commits or reads the subject itself, so the services' lock order stays theirs.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import { forbidden, type AppError } from '../../http/app-error.ts';
import { tryClusterLock } from '../../infra/cluster-lock.repo.ts';
import {
  CLOCK,
  type AfterCommit,
  type AnyOne,
  type AnyTransition,
  type Creation,
  type CreationNames,
  type Event,
  type FireArgs,
  type GroupNames,
  type GroupTransition,
  type Guard,
  type MachineSpec,
  type OneNames,
  type ResultOf,
  type SubjectOf,
  type InputOf,
} from './engine-types.ts';

const noAfterCommit: AfterCommit = () => {
  throw new Error('this transition has after-commit effects: run it inside transitionTransaction()');
};

/**
 * A transaction for transitions with after-commit effects: the tasks they queue run once it has
 * committed, in order; a failing task is logged (the change itself stands).
 */
export async function transitionTransaction<R>(
  ctx: AppContext,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<R>,
): Promise<R> {
  const tasks: (() => Promise<void>)[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (task) => void tasks.push(task)));
  for (const task of tasks) {
    await task().catch((error: unknown) => ctx.log.error({ err: error }, 'after-commit effect failed'));
  }
  return result;
}

async function firstRefusal<E>(guards: readonly Guard<E>[] | undefined, event: E): Promise<AppError | null> {
  for (const guard of guards ?? []) {
    const refusal = await guard.check(event);
    if (refusal) return refusal;
  }
  return null;
}

export function defineMachine<S extends string, Subject, T extends Record<string, AnyTransition<S, Subject>>>(
  spec: MachineSpec<S, Subject, T>,
) {
  function eventOf<X>(args: FireArgs<X>): Event<SubjectOf<X>, InputOf<X>> {
    return { ...args, now: args.now ?? args.ctx.clock.now(), afterCommit: args.afterCommit ?? noAfterCommit };
  }

  /** The refusal a `one` transition would answer now, or 'ignore', or null when it is allowed. */
  async function refusalOf(
    transition: AnyOne<S, Subject>,
    event: Event<Subject, never>,
  ): Promise<AppError | 'ignore' | null> {
    const { actor } = event;
    if (!transition.by.includes(actor.kind)) return forbidden();
    if ((actor.kind === 'gym' || actor.kind === 'instructor') && !spec.owns(actor, event.subject)) {
      return spec.missing();
    }
    const required = await firstRefusal(transition.requires, event);
    if (required) return required;
    const state = actor.kind === 'clock' ? spec.stored(event.subject) : spec.at(event.subject, event.now);
    if (!transition.from.includes(state)) {
      return transition.otherStates === 'ignore' ? 'ignore' : transition.otherStates.refuse(event, state);
    }
    return firstRefusal(transition.guards, event);
  }

  const one = (name: string) => spec.transitions[name] as unknown as AnyOne<S, Subject>;

  async function fireOne(name: string, event: Event<Subject, never>): Promise<unknown> {
    const transition = one(name);
    const refusal = await refusalOf(transition, event);
    if (refusal === 'ignore') return undefined;
    if (refusal) throw refusal;
    const result = await transition.write(event);
    for (const effect of transition.effects ?? []) await effect.run(event, result);
    return result;
  }

  return {
    ...spec,

    /** Fires a transition of one subject; throws its refusal. Answers the write's result (undefined when ignored). */
    async fire<N extends OneNames<T>>(name: N, args: FireArgs<T[N]>): Promise<ResultOf<T[N]> | undefined> {
      return (await fireOne(name, eventOf(args) as unknown as Event<Subject, never>)) as ResultOf<T[N]> | undefined;
    },

    /**
     * One run of a timed transition (the scheduler calls it every minute): under its cluster-wide
     * lock, fires it for every subject that has come due (a batch at a time). Answers how many.
     */
    async runTimed(ctx: AppContext, name: keyof T & string): Promise<number> {
      const timed = spec.timed.find((entry) => entry.transition === name);
      if (!timed) throw new Error(`${spec.name}.${name} is not a timed transition`);
      return transitionTransaction(ctx, async (tx, afterCommit) => {
        if (!(await tryClusterLock(tx, timed.lock))) return 0;
        const now = ctx.clock.now();
        const due = await timed.due(tx, now, timed.batch);
        for (const subject of due) {
          await fireOne(name, { tx, ctx, now, actor: CLOCK, subject, input: {} as never, afterCommit });
        }
        return due.length;
      });
    },

    /** Whether the transition would be allowed now (nothing is written). */
    async allows<N extends OneNames<T>>(name: N, args: FireArgs<T[N]>): Promise<boolean> {
      return (await refusalOf(one(name), eventOf(args) as unknown as Event<Subject, never>)) === null;
    },

    /** Runs a creation: its conditions, the insert, its effects. */
    async create<N extends CreationNames<T>>(name: N, args: FireArgs<T[N]>): Promise<ResultOf<T[N]>> {
      const transition = spec.transitions[name] as unknown as Creation<S, unknown, never, unknown>;
      const event = eventOf(args) as unknown as Event<unknown, never>;
      if (!transition.by.includes(event.actor.kind)) throw forbidden();
      const refusal = await firstRefusal(transition.requires, event);
      if (refusal) throw refusal;
      const result = await transition.write(event);
      for (const effect of transition.effects ?? []) await effect.run(event, result);
      return result as ResultOf<T[N]>;
    },

    /** Moves every row of the group the transition applies to; answers the rows changed. */
    async fireGroup<N extends GroupNames<T>>(name: N, args: FireArgs<T[N]>): Promise<NonNullable<ResultOf<T[N]>>> {
      const transition = spec.transitions[name] as unknown as GroupTransition<S, unknown, never, unknown, unknown>;
      const event = eventOf(args) as unknown as Event<unknown, never>;
      if (!transition.by.includes(event.actor.kind)) throw forbidden();
      let rows = await transition.candidates(event, transition.from);
      for (const filter of transition.filters ?? []) rows = rows.length ? await filter.keep(event, rows) : rows;
      const changed = rows.length ? await transition.write(event, rows) : [];
      for (const effect of transition.effects ?? []) await effect.run(event, changed);
      return changed as NonNullable<ResultOf<T[N]>>;
    },
  };
}

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
import { tryClusterLock } from './lifecycle.repo.ts';

export type ActorKind = 'gym' | 'instructor' | 'admin' | 'system' | 'clock';
/** A person acting: a gym or an instructor (on what they own), or an admin. */
export type Person = { kind: 'gym' | 'instructor' | 'admin'; id: string; nombre: string };
/** `system`: another transition cascading; `clock`: a timed transition coming due. */
export type Actor = Person | { kind: 'system' } | { kind: 'clock' };

export const SYSTEM: Actor = { kind: 'system' };
export const CLOCK: Actor = { kind: 'clock' };

/** Work to do once the transaction has committed (and never if it rolls back). */
export type AfterCommit = (task: () => Promise<void>) => void;

export type Event<Subject, Input> = {
  tx: Tx;
  ctx: AppContext;
  now: Date;
  actor: Actor;
  subject: Subject;
  input: Input;
  afterCommit: AfterCommit;
};

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

type Refusal = AppError | null;
/** A condition: `check` answers null when it holds, else the refusal; `rule` says it in the docs. */
export type Guard<E> = { rule: string; check(event: E): Refusal | Promise<Refusal> };
/** What a transition does once the state is written; `does` says it in the docs. */
export type Effect<E, R> = { does: string; run(event: E, result: R): Promise<void> };
/** Of a group transition's candidates, keeps those a rule allows (`rule` for the docs). */
export type Filter<E, Row> = { rule: string; keep(event: E, rows: Row[]): Row[] | Promise<Row[]> };

type Common<S extends string> = {
  /** One line for the docs. */
  summary: string;
  /** The state it leaves the subject in; null when the row is deleted. */
  to: S | null;
  by: readonly ActorKind[];
  /** Only another transition triggers it: which one (for the docs). */
  via?: string;
};

/** Moves one subject (an offer, an application) from one of `from` to `to`. */
export type OneTransition<S extends string, Subject, Input, Result> = Common<S> & {
  kind: 'one';
  from: readonly S[];
  /** Checked before the subject's own state: conditions on the aggregate around it. */
  requires?: readonly Guard<Event<Subject, Input>>[];
  /** How a subject in any other state is answered; 'ignore' makes the transition idempotent. */
  otherStates: 'ignore' | { refuse(event: Event<Subject, Input>, state: S): AppError };
  guards?: readonly Guard<Event<Subject, Input>>[];
  write(event: Event<Subject, Input>): Promise<Result>;
  effects?: readonly Effect<Event<Subject, Input>, Result>[];
};

/** Creates a subject: there is no state to start from. */
export type Creation<S extends string, Context, Input, Result> = Common<S> & {
  kind: 'create';
  requires?: readonly Guard<Event<Context, Input>>[];
  write(event: Event<Context, Input>): Promise<Result>;
  effects?: readonly Effect<Event<Context, Input>, Result>[];
};

/** Moves every row of a group (an offer's applications) that is in one of `from` and passes the filters. */
export type GroupTransition<S extends string, Group, Input, Row, Changed> = Common<S> & {
  kind: 'group';
  from: readonly S[];
  candidates(event: Event<Group, Input>, from: readonly S[]): Promise<Row[]>;
  filters?: readonly Filter<Event<Group, Input>, Row>[];
  /** Writes the kept rows and answers those it changed. */
  write(event: Event<Group, Input>, rows: Row[]): Promise<Changed[]>;
  effects?: readonly Effect<Event<Group, Input>, Changed[]>[];
};

export type NoInput = Record<string, never>;

/** Builders that fix a lifecycle's state, subject and group types, so each transition's input is typed. */
export function transitionBuilders<S extends string, Subject, Group, Row = never, Changed = never>() {
  return {
    one: <Input = NoInput, Result = void>(
      t: Omit<OneTransition<S, Subject, NoInfer<Input>, Result>, 'kind'>,
    ): OneTransition<S, Subject, NoInfer<Input>, Result> => ({ kind: 'one', ...t }),
    create: <Input = NoInput, Result = void>(
      t: Omit<Creation<S, Group, NoInfer<Input>, Result>, 'kind'>,
    ): Creation<S, Group, NoInfer<Input>, Result> => ({
      kind: 'create',
      ...t,
    }),
    group: <Input = NoInput>(
      t: Omit<GroupTransition<S, Group, NoInfer<Input>, Row, Changed>, 'kind'>,
    ): GroupTransition<S, Group, NoInfer<Input>, Row, Changed> => ({ kind: 'group', ...t }),
  };
}

// `never` inputs accept every transition's input; the methods above are bivariant in their results.
type AnyOne<S extends string, Subject> = OneTransition<S, Subject, never, unknown>;
type AnyTransition<S extends string, Subject> =
  AnyOne<S, Subject> | Creation<S, never, never, unknown> | GroupTransition<S, never, never, unknown, unknown>;

/** A timed transition: `due` finds (and locks) the subjects whose instant has passed. */
export type Timed<Subject, Name extends string> = {
  transition: Name;
  /** When it comes due, for the docs. */
  at: string;
  /** Advisory lock name: one process of the cluster runs it at a time. */
  lock: string;
  batch: number;
  due(tx: Tx, now: Date, batch: number): Promise<Subject[]>;
};

export type MachineSpec<S extends string, Subject, T extends Record<string, AnyTransition<S, Subject>>> = {
  name: string;
  /** Heading of its section in docs/lifecycle.md. */
  title: string;
  states: Record<S, string>;
  /** The stored state (timed transitions start from it: they are what brings it up to date). */
  stored(subject: Subject): S;
  /** The state rules see at `now` (an open offer whose class has started reads as expirada). */
  at(subject: Subject, now: Date): S;
  /** What "owns" means for each kind of person, for the docs. */
  owners: Partial<Record<'gym' | 'instructor', string>>;
  owns(person: Person, subject: Subject): boolean;
  /** How a subject the person does not own is answered: like a missing one. */
  missing(): AppError;
  transitions: T;
  timed: readonly Timed<Subject, keyof T & string>[];
};

type OneNames<T> = { [K in keyof T]: T[K] extends { kind: 'one' } ? K : never }[keyof T] & string;
type GroupNames<T> = { [K in keyof T]: T[K] extends { kind: 'group' } ? K : never }[keyof T] & string;
type CreationNames<T> = { [K in keyof T]: T[K] extends { kind: 'create' } ? K : never }[keyof T] & string;
type SubjectOf<X> =
  X extends OneTransition<infer _S, infer Sub, infer _I, infer _R>
    ? Sub
    : X extends Creation<infer _S, infer Sub, infer _I, infer _R>
      ? Sub
      : X extends GroupTransition<infer _S, infer Sub, infer _I, infer _Row, infer _C>
        ? Sub
        : never;
type InputOf<X> =
  X extends OneTransition<infer _S, infer _Sub, infer I, infer _R>
    ? I
    : X extends Creation<infer _S, infer _Sub, infer I, infer _R>
      ? I
      : X extends GroupTransition<infer _S, infer _Sub, infer I, infer _Row, infer _C>
        ? I
        : never;
type ResultOf<X> =
  X extends OneTransition<infer _S, infer _Sub, infer _I, infer R>
    ? R
    : X extends Creation<infer _S, infer _Sub, infer _I, infer R>
      ? R
      : X extends GroupTransition<infer _S, infer _Sub, infer _I, infer _Row, infer C>
        ? C[]
        : never;

export type FireArgs<X> = Omit<Event<SubjectOf<X>, InputOf<X>>, 'now' | 'input' | 'afterCommit'> & {
  now?: Date;
  input: InputOf<X>;
  afterCommit?: AfterCommit;
};

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

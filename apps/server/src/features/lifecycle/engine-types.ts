// The shapes of a lifecycle (ADR 0014): actors, events, guards, effects, the three kinds of
// transition (one subject, a creation, a group of rows), timed transitions, and the builders that
// type each transition's input. The engine that runs them is engine.ts.
import type { Tx } from '@fitcover/db/client';
import type { AppContext } from '../../context.ts';
import type { AppError } from '../../http/app-error.ts';

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

export type Refusal = AppError | null;
/** A condition: `check` answers null when it holds, else the refusal; `rule` says it in the docs. */
export type Guard<E> = { rule: string; check(event: E): Refusal | Promise<Refusal> };
/** What a transition does once the state is written; `does` says it in the docs. */
export type Effect<E, R> = { does: string; run(event: E, result: R): Promise<void> };
/** Of a group transition's candidates, keeps those a rule allows (`rule` for the docs). */
export type Filter<E, Row> = { rule: string; keep(event: E, rows: Row[]): Row[] | Promise<Row[]> };

export type Common<S extends string> = {
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
export type AnyOne<S extends string, Subject> = OneTransition<S, Subject, never, unknown>;
export type AnyTransition<S extends string, Subject> =
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

export type OneNames<T> = { [K in keyof T]: T[K] extends { kind: 'one' } ? K : never }[keyof T] & string;
export type GroupNames<T> = { [K in keyof T]: T[K] extends { kind: 'group' } ? K : never }[keyof T] & string;
export type CreationNames<T> = { [K in keyof T]: T[K] extends { kind: 'create' } ? K : never }[keyof T] & string;
/** What firing a transition takes and answers: its subject, its input and its result. */
type PartsOf<X> =
  X extends OneTransition<infer _S, infer Sub, infer I, infer R>
    ? { subject: Sub; input: I; result: R }
    : X extends Creation<infer _S, infer Sub, infer I, infer R>
      ? { subject: Sub; input: I; result: R }
      : X extends GroupTransition<infer _S, infer Sub, infer I, infer _Row, infer C>
        ? { subject: Sub; input: I; result: C[] }
        : never;
export type SubjectOf<X> = PartsOf<X>['subject'];
export type InputOf<X> = PartsOf<X>['input'];
export type ResultOf<X> = PartsOf<X>['result'];

export type FireArgs<X> = Omit<Event<SubjectOf<X>, InputOf<X>>, 'now' | 'input' | 'afterCommit'> & {
  now?: Date;
  input: InputOf<X>;
  afterCommit?: AfterCommit;
};

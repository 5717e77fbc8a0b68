// Walks every transition of both lifecycles from every state, with every kind of actor, on a real
// database: what the table allows moves the subject to its `to` state, and everything it forbids
// (another state, another kind of actor, someone who does not own the subject) is refused and
// writes nothing. Cases come from the modules' own tables: a new state is walked at once, and a
// new transition fails here until it gets a fixture below.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicaciones, entitlements, ofertas } from '@fitcover/db/schema';
import type { Tx } from '@fitcover/db/client';
import { AppError } from '../src/http/app-error.ts';
import { applicationLifecycle } from '../src/features/lifecycle/application-lifecycle.ts';
import { CLOCK, SYSTEM, type Actor, type ActorKind, type Person } from '../src/features/lifecycle/engine-types.ts';
import { offerLifecycle } from '../src/features/lifecycle/offer-lifecycle.ts';
import type { ApplicationState, OfferState, RejectionReason } from '../src/features/lifecycle/lifecycle.repo.ts';
import { createAdmin, createApplication, createGym, createInstructor, createOffer } from '../src/seed/factories.ts';
import { startTestApp, testClock, type TestApp } from './harness.ts';

const NOW = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
let gym: Person, otherGym: Person, admin: Person;
let instructors: Person[];
let otherInstructor: Person;

const person = (kind: Person['kind'], id: string): Person => ({ kind, id, nombre: `${kind} ${id.slice(0, 4)}` });

beforeAll(async () => {
  t = await startTestApp({ clock: testClock(NOW) });
  const [g, og] = [await createGym(t.ctx, { nombre: 'Gym Ciclo' }), await createGym(t.ctx, { nombre: 'Otro Gym' })];
  await t.ctx.db.update(entitlements).set({ credits: 500 }).where(eq(entitlements.gimnasioId, g.id));
  gym = person('gym', g.id);
  otherGym = person('gym', og.id);
  admin = person('admin', (await createAdmin(t.ctx, 'admin-ciclo@example.test', 'Admin1234!')).id);
  instructors = [];
  for (let i = 0; i < 6; i += 1) instructors.push(person('instructor', (await createInstructor(t.ctx)).id));
  otherInstructor = person('instructor', (await createInstructor(t.ctx)).id);
});
afterAll(async () => {
  await t?.close();
});

// --- Rows in any state ------------------------------------------------------------------------

const offerRow = async (id: string) => (await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id)))[0]!;
const applicationRow = async (id: string) =>
  (await t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id)))[0];

async function setApplication(id: string, estado: ApplicationState, reason: RejectionReason = 'oferta_cubierta') {
  const motivoRechazo = estado === 'rechazada' ? reason : null;
  await t.ctx.db.update(aplicaciones).set({ estado, motivoRechazo }).where(eq(aplicaciones.id, id));
}

let offersMade = 0;

/** An offer of `gym` in `state` (class in 3 days or later, or started), with instructors[0]'s application in `applied`. */
async function offerIn(state: OfferState, applied?: ApplicationState, options: { started?: boolean } = {}) {
  const { id } = await createOffer(t.ctx, gym.id);
  const application = applied ? await createApplication(t.ctx, id, instructors[0]!.id) : null;
  if (application && applied) await setApplication(application.id, applied);
  // Each offer at its own hour: instructors[0] holds many covered classes, which may not overlap.
  offersMade += 1;
  const startsAt = options.started
    ? new Date(NOW.getTime() - 60_000)
    : new Date(NOW.getTime() + 3 * 86_400_000 + offersMade * 3 * 3_600_000);
  await t.ctx.db.update(ofertas).set({ estado: state, startsAt }).where(eq(ofertas.id, id));
  const offer = await offerRow(id);
  const row = application ? await applicationRow(application.id) : undefined;
  return { offer, application: row };
}

type Fixture = { subject: object; actor: Actor; input: object };
type Walk<S extends string> = {
  machine: { states: Record<S, string>; transitions: Record<string, { kind: string; by: readonly ActorKind[] }> };
  fire: (tx: Tx, name: string, fixture: Fixture) => Promise<unknown>;
  fixtures: Record<string, (state: S, actor?: Actor) => Promise<Fixture>>;
  /** The stored state of the fixture's subject now; null once deleted. */
  stateOf: (fixture: Fixture) => Promise<S | null>;
};

const offerWalk: Walk<OfferState> = {
  machine: offerLifecycle,
  fire: (tx, name, f) => offerLifecycle.fire(name as 'cubrir', { tx, ctx: t.ctx, ...f } as never),
  fixtures: {
    cubrir: async (state, actor = gym) => ({ subject: await offerIn(state, 'pendiente'), actor, input: {} }),
    cancelar: async (state, actor = gym) => ({ subject: await offerIn(state), actor, input: { motivo: 'Obras' } }),
    anularClase: async (state, actor = gym) => ({
      subject: await offerIn(state, state === 'cubierta' ? 'aceptada' : undefined),
      actor,
      input: { motivo: 'Obras' },
    }),
    reabrir: async (state, actor = instructors[0]!) => ({
      subject: await offerIn(state, 'aceptada'),
      actor,
      input: { motivo: 'Lesión' },
    }),
    expirar: async (state, actor = CLOCK) => ({
      subject: await offerIn(state, undefined, { started: true }),
      actor,
      input: {},
    }),
    eliminar: async (state, actor = gym) => ({ subject: await offerIn(state), actor, input: {} }),
  },
  stateOf: async (f) => {
    const { offer } = f.subject as { offer: { id: string } };
    return (await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, offer.id)))[0]?.estado ?? null;
  },
};

const applicationIn = async (state: ApplicationState) => {
  const { offer, application } = await offerIn('abierta', state);
  return { offer, application: application! };
};

const applicationWalk: Walk<ApplicationState> = {
  machine: applicationLifecycle,
  fire: (tx, name, f) => applicationLifecycle.fire(name as 'ver', { tx, ctx: t.ctx, ...f } as never),
  fixtures: {
    ver: async (state, actor = gym) => ({ subject: await applicationIn(state), actor, input: {} }),
    aceptar: async (state, actor = SYSTEM) => ({ subject: await applicationIn(state), actor, input: { gym: 'Gym' } }),
    rechazar: async (state, actor = gym) => ({ subject: await applicationIn(state), actor, input: {} }),
    retirar: async (state, actor = instructors[0]!) => ({ subject: await applicationIn(state), actor, input: {} }),
    anular: async (state, actor = SYSTEM) => ({ subject: await applicationIn(state), actor, input: { motivo: 'x' } }),
  },
  stateOf: async (f) => {
    const { application } = f.subject as { application: { id: string } };
    return (await applicationRow(application.id))?.estado ?? null;
  },
};

/** Fires in its own transaction; answers the refusal (an AppError), or null when it went through. */
async function attempt<S extends string>(walk: Walk<S>, name: string, fixture: Fixture): Promise<AppError | null> {
  try {
    await t.ctx.db.transaction((tx) => walk.fire(tx, name, fixture));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const actorsOfKind: Record<ActorKind, () => Actor> = {
  gym: () => gym,
  instructor: () => instructors[0]!,
  admin: () => admin,
  system: () => SYSTEM,
  clock: () => CLOCK,
};

function walkOneTransitions<S extends string>(label: string, walk: Walk<S>) {
  describe(`${label}: one subject at a time`, () => {
    const names = Object.entries(walk.machine.transitions)
      .filter(([, transition]) => transition.kind === 'one')
      .map(([name]) => name);

    it('has a fixture for every transition', () => {
      expect(Object.keys(walk.fixtures).sort()).toEqual([...names].sort());
    });

    for (const name of names) {
      const transition = walk.machine.transitions[name] as unknown as {
        from: readonly S[];
        to: S | null;
        by: readonly ActorKind[];
        otherStates: unknown;
      };

      it(`${name}: moves ${transition.from.join('/')} to ${transition.to ?? '(deleted)'}, refuses every other state`, async () => {
        for (const state of Object.keys(walk.machine.states) as S[]) {
          const fixture = await walk.fixtures[name]!(state);
          const refusal = await attempt(walk, name, fixture);
          const after = await walk.stateOf(fixture);
          if (transition.from.includes(state)) {
            expect(refusal, `${name} from ${state}`).toBeNull();
            expect(after, `${name} from ${state}`).toBe(transition.to);
          } else {
            if (transition.otherStates !== 'ignore') {
              expect(refusal?.code, `${name} from ${state}`).toMatch(/^(CONFLICT|VALIDATION)$/);
            } else {
              expect(refusal, `${name} from ${state} is ignored`).toBeNull();
            }
            expect(after, `${name} from ${state} writes nothing`).toBe(state);
          }
        }
      });

      it(`${name}: only ${transition.by.join(', ')} may trigger it, and only on what they own`, async () => {
        const allowed = transition.from[0]!;
        for (const kind of Object.keys(actorsOfKind) as ActorKind[]) {
          if (transition.by.includes(kind)) continue;
          const fixture = await walk.fixtures[name]!(allowed, actorsOfKind[kind]());
          expect((await attempt(walk, name, fixture))?.code, `${name} by ${kind}`).toBe('FORBIDDEN');
          expect(await walk.stateOf(fixture)).toBe(allowed);
        }
        for (const stranger of [otherGym, otherInstructor]) {
          if (!transition.by.includes(stranger.kind)) continue;
          const fixture = await walk.fixtures[name]!(allowed, stranger);
          expect((await attempt(walk, name, fixture))?.code, `${name} by another ${stranger.kind}`).toBe('NOT_FOUND');
          expect(await walk.stateOf(fixture)).toBe(allowed);
        }
      });
    }
  });
}

walkOneTransitions('offer', offerWalk);
walkOneTransitions('application', applicationWalk);

describe('application: every open row of an offer at once (system transitions)', () => {
  const rowsOf = [
    ['pendiente'],
    ['vista'],
    ['aceptada'],
    ['rechazada', 'oferta_cubierta'],
    ['rechazada', 'gimnasio'],
    ['retirada'],
  ] as const satisfies readonly (readonly [ApplicationState, RejectionReason?])[];
  type Row = { id: string; estado: ApplicationState; reason?: RejectionReason };
  // What each one must move, from the rows above, and the rejection reason it leaves.
  const expected: Record<
    string,
    { moves: (row: Row) => boolean; reason: RejectionReason | null; input: (rows: Row[]) => object }
  > = {
    cerrarPorCubierta: {
      moves: (row) => row.estado === 'pendiente',
      reason: 'oferta_cubierta',
      input: (rows) => ({ gym: 'Gym', accepted: rows.find((row) => row.estado === 'vista')!.id }),
    },
    cerrarPorCancelacion: {
      moves: (row) => ['pendiente', 'vista'].includes(row.estado),
      reason: 'oferta_cancelada',
      input: () => ({ motivo: 'cancelada', mensaje: 'Cancelada' }),
    },
    cerrarPorExpiracion: {
      moves: (row) => ['pendiente', 'vista'].includes(row.estado),
      reason: 'expirada',
      input: () => ({}),
    },
    reabrir: { moves: (row) => row.reason === 'oferta_cubierta', reason: null, input: () => ({ gym: 'Gym' }) },
  };
  const groups = Object.entries(applicationLifecycle.transitions).filter(
    ([, transition]) => transition.kind === 'group',
  );

  it('has an expectation for every group transition', () => {
    expect(Object.keys(expected).sort()).toEqual(groups.map(([name]) => name).sort());
  });

  for (const [name, transition] of groups) {
    it(`${name}: moves exactly the rows its table and filters allow, and only for the system`, async () => {
      const { id } = await createOffer(t.ctx, gym.id);
      const rows: Row[] = [];
      for (const [index, [estado, reason]] of rowsOf.entries()) {
        const { id: rowId } = await createApplication(t.ctx, id, instructors[index]!.id);
        await setApplication(rowId, estado, reason);
        rows.push({ id: rowId, estado, reason });
      }
      const offer = await offerRow(id);
      const args = (actor: Actor) => ({ ctx: t.ctx, actor, subject: { offer }, input: expected[name]!.input(rows) });
      for (const actor of [gym, instructors[0]!, admin, CLOCK]) {
        const refused = await t.ctx.db
          .transaction((tx) => applicationLifecycle.fireGroup(name as 'reabrir', { tx, ...args(actor) } as never))
          .catch((error: unknown) => error);
        expect((refused as AppError).code, `${name} by ${actor.kind}`).toBe('FORBIDDEN');
      }
      await t.ctx.db.transaction((tx) =>
        applicationLifecycle.fireGroup(name as 'reabrir', { tx, ...args(SYSTEM) } as never),
      );
      for (const row of rows) {
        const now = await applicationRow(row.id);
        const moved = expected[name]!.moves(row);
        expect(now?.estado, `${name}: ${row.estado} ${row.reason ?? ''}`).toBe(moved ? transition.to : row.estado);
        expect(now?.motivoRechazo).toBe(moved ? expected[name]!.reason : (row.reason ?? null));
      }
    });
  }
});

describe('creations', () => {
  it('postular: only instructors, only on an open offer whose class has not started, once', async () => {
    for (const state of Object.keys(offerLifecycle.states) as OfferState[]) {
      const { offer } = await offerIn(state);
      const apply = (actor: Actor) =>
        t.ctx.db
          .transaction((tx) =>
            applicationLifecycle.create('postular', { tx, ctx: t.ctx, actor, subject: { offer }, input: {} }),
          )
          .then(() => null)
          .catch((error: AppError) => error.code);
      for (const actor of [gym, admin, SYSTEM, CLOCK]) expect(await apply(actor)).toBe('FORBIDDEN');
      if (state === 'abierta') {
        expect(await apply(instructors[1]!)).toBeNull();
        expect(await apply(instructors[1]!)).toBe('ALREADY_APPLIED');
      } else {
        expect(await apply(instructors[1]!), state).toBe('OFFER_CLOSED');
      }
    }
    // An open offer whose class has started takes no applications either.
    const { offer } = await offerIn('abierta', undefined, { started: true });
    const late = await t.ctx.db
      .transaction((tx) =>
        applicationLifecycle.create('postular', {
          tx,
          ctx: t.ctx,
          actor: instructors[1]!,
          subject: { offer },
          input: {},
        }),
      )
      .catch((error: AppError) => error.code);
    expect(late).toBe('OFFER_CLOSED');
  });

  it('publicar: only a gym publishes', async () => {
    const values = {
      titulo: 'Solo gimnasios',
      especialidad: 'Yoga' as const,
      fechaClase: '2026-11-20',
      hora: '10:00',
      startsAt: new Date('2026-11-20T09:00:00Z'),
      modalidad: 'Online' as const,
      precio: '20.00',
    };
    for (const actor of [instructors[0]!, admin, SYSTEM, CLOCK]) {
      const refused = await t.ctx.db
        .transaction((tx) =>
          offerLifecycle.create('publicar', {
            tx,
            ctx: t.ctx,
            actor,
            subject: { gym: { nombre: 'x', ciudad: null, latitude: null, longitude: null, activo: true } },
            input: { values },
          }),
        )
        .catch((error: AppError) => error.code);
      expect(refused).toBe('FORBIDDEN');
    }
  });
});

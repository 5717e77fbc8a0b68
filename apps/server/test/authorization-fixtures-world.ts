// The cast of the authorization matrix: seven principals signed in over HTTP (anonymous, gym A,
// gym B, instructor A, instructor B, admin, and a gym suspended after signing in that keeps its
// old cookie), bystander accounts, and helpers that make fresh objects for each call. Every
// account gets unique private data (phone, street, coordinates) so a leak can be recognised.
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@fitcover/contract/endpoint';
import { mensajes, moderationFlags, pagos, perfiles, supportTickets } from '@fitcover/db/schema';
import type { OfferOptions } from '../src/seed/factories.ts';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
  DEFAULT_PASSWORD,
} from '../src/seed/factories.ts';
import { createSupportTicket } from '../src/features/support/create-ticket.service.ts';
import { browser, signedInTab, type TestApp } from './harness.ts';

/** The order of the calls in each row: the owners of an object come last. */
export const principalNames = [
  'anonymous',
  'suspended',
  'gymB',
  'instructorB',
  'admin',
  'gymA',
  'instructorA',
] as const;
export type PrincipalName = (typeof principalNames)[number];
export type SignedIn = Exclude<PrincipalName, 'anonymous'>;

export const roleOf: Record<PrincipalName, Role | null> = {
  anonymous: null,
  suspended: 'gimnasio',
  gymA: 'gimnasio',
  gymB: 'gimnasio',
  instructorA: 'instructor',
  instructorB: 'instructor',
  admin: 'admin',
};

export type Tab = ReturnType<typeof browser>;

/** Values only their owner (and, for e-mails, admin) may ever see. */
export type PrivateData = {
  email: string;
  telefono: string;
  /** The phone's digits without the prefix, as they would appear however formatted. */
  phoneDigits: string;
  latitude: number;
  longitude: number;
  /** The street part of the address (the town is public). */
  street: string;
  /** Gyms: the billing address. */
  fiscal: string | null;
};

export type Account = { id: string; email: string; password: string; rol: Role; nombre: string } & PrivateData;

const ADMIN_PASSWORD = 'admin-clave-matriz-1';

function tag(): string {
  return randomUUID().replaceAll('-', '').slice(0, 8);
}

async function hidePrivateData(t: TestApp, id: string, rol: Role): Promise<PrivateData & { nombre: string }> {
  const phoneDigits = `7${String(randomInt(10_000_000, 99_999_999))}`;
  const telefono = `+34 ${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`;
  // Six decimals, well away from any town centre the gazetteer knows.
  const latitude = Math.round((36.1 + Math.random() * 6) * 1e6) / 1e6 + 0.000_001;
  const longitude = Math.round((-5.9 + Math.random() * 8) * 1e6) / 1e6 + 0.000_001;
  const street = `Carrer Reservat ${tag()}`;
  const fiscal = rol === 'gimnasio' ? `Passeig Fiscal ${tag()}` : null;
  const [row] = await t.ctx.db
    .update(perfiles)
    .set({ telefono, direccion: `Barcelona, ${street}`, latitude, longitude, direccionFiscal: fiscal })
    .where(eq(perfiles.id, id))
    .returning({ email: perfiles.email, nombre: perfiles.nombre });
  if (!row) throw new Error(`world: no profile ${id}`);
  return { email: row.email, nombre: row.nombre, telefono, phoneDigits, latitude, longitude, street, fiscal };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

export async function createWorld(t: TestApp) {
  const people: Account[] = [];

  async function register(id: string, password: string, rol: Role): Promise<Account> {
    const data = await hidePrivateData(t, id, rol);
    const account = { id, password, rol, ...data };
    people.push(account);
    return account;
  }

  async function gym(options: { confirmed?: boolean; nombre?: string } = {}): Promise<Account> {
    const created = await createGym(t.ctx, { nombre: options.nombre ?? `Gimnasio ${tag()}`, ...options });
    return register(created.id, created.password, 'gimnasio');
  }

  async function instructor(options: { nombre?: string } = {}): Promise<Account> {
    const created = await createInstructor(t.ctx, { nombre: options.nombre ?? `Instructora ${tag()}` });
    return register(created.id, created.password, 'instructor');
  }

  async function admin(): Promise<Account> {
    const created = await createAdmin(t.ctx, `admin-${tag()}@example.test`, ADMIN_PASSWORD);
    return register(created.id, ADMIN_PASSWORD, 'admin');
  }

  /** Buys Plan PRO through the test checkout, so builders may publish as many offers as they need. */
  async function subscribePro(tab: Tab): Promise<void> {
    const started = await tab.post('/api/gym/billing/checkout', { priceId: 'price_test_pro_month' });
    if (started.statusCode !== 200) throw new Error(`world: checkout ${started.statusCode} ${started.body}`);
    const token = String(started.json().url).split('/').pop();
    const paid = await tab.post(`/api/gym/billing/test-checkout/${token}/pay`);
    if (paid.statusCode !== 200) throw new Error(`world: pay ${paid.statusCode} ${paid.body}`);
  }

  const accounts = {
    gymA: await gym({ nombre: 'Gimnasio Alfa' }),
    gymB: await gym({ nombre: 'Gimnasio Beta' }),
    instructorA: await instructor({ nombre: 'Instructora Alfa' }),
    instructorB: await instructor({ nombre: 'Instructor Beta' }),
    admin: await admin(),
    suspended: await gym({ nombre: 'Gimnasio Suspendido' }),
  } satisfies Record<SignedIn, Account>;

  const tabs: Record<PrincipalName, Tab> = {
    anonymous: browser(t.app),
    gymA: await signedInTab(t.app, accounts.gymA),
    gymB: await signedInTab(t.app, accounts.gymB),
    instructorA: await signedInTab(t.app, accounts.instructorA),
    instructorB: await signedInTab(t.app, accounts.instructorB),
    admin: await signedInTab(t.app, accounts.admin),
    suspended: await signedInTab(t.app, accounts.suspended),
  };
  await subscribePro(tabs.gymA);
  await subscribePro(tabs.gymB);

  // Suspended through the admin endpoint; the tab keeps the cookie it had.
  const suspension = await tabs.admin.post(`/api/admin/users/${accounts.suspended.id}/suspend`, {
    motivo: 'Matriz de autorización',
  });
  if (suspension.statusCode !== 200) throw new Error(`world: suspend ${suspension.statusCode}`);

  // Bystanders: a gym whose offers anyone may apply to, and a gym ↔ instructor pair whose
  // conversation feeds the moderation rows.
  const gymC = await gym({ nombre: 'Gimnasio Gamma' });
  await subscribePro(await signedInTab(t.app, gymC));
  const instructorC = await instructor({ nombre: 'Instructor Gamma' });
  const signInTarget = await instructor({ nombre: 'Cuenta de Acceso' });
  const resetTarget = await instructor({ nombre: 'Cuenta Olvidadiza' });
  const unconfirmed = await gym({ nombre: 'Gimnasio Sin Confirmar', confirmed: false });

  const partners = { gimnasio: accounts.instructorA.id, instructor: accounts.gymA.id, admin: accounts.instructorA.id };

  // The conversation the chat rows are about.
  const privateChat: string[] = [];
  // Numbered, not tagged at random: the chat's contact-sharing check reads what it is sent, and a
  // random tag ("Mensaje privado 9beb83be") reads as a handle to its model now and then.
  let sent = 0;
  const numbered = (text: string) => `${text} (mensaje ${++sent} de esta conversación)`;
  async function chatAA(from: 'gymA' | 'instructorA', text = numbered('Mensaje de prueba')): Promise<string> {
    const to = from === 'gymA' ? accounts.instructorA.id : accounts.gymA.id;
    const response = await tabs[from].post(`/api/chat/conversations/${to}/messages`, { mensaje: text });
    if (response.statusCode !== 201) throw new Error(`world: chat ${response.statusCode} ${response.body}`);
    privateChat.push(text);
    return text;
  }
  await chatAA('gymA', numbered('Hola, ¿puedes cubrir el jueves?'));
  await chatAA('instructorA', numbered('Sí, cuenta conmigo'));

  const [subscriptionPayment] = await t.ctx.db.select().from(pagos).where(eq(pagos.usuarioId, accounts.gymA.id));
  if (!subscriptionPayment?.invoiceNumber) throw new Error('world: gym A has no invoiced payment');

  return {
    t,
    people,
    accounts,
    gymC,
    instructorC,
    signInTarget,
    resetTarget,
    unconfirmed,
    subscriptionPaymentId: subscriptionPayment.id,
    privateChat,
    chatAA,
    gym,
    instructor,

    account(who: PrincipalName): Account | null {
      return who === 'anonymous' ? null : accounts[who];
    },

    /** A copy of the principal's tab: whatever cookies a call sets stay out of the original. */
    tab(who: PrincipalName): Tab {
      const copy = browser(t.app);
      for (const [name, value] of tabs[who].jar) copy.jar.set(name, value);
      return copy;
    },

    /** A new session of the same account, for calls that end or renew the one they run in. */
    async freshSession(who: PrincipalName): Promise<Tab> {
      if (who === 'anonymous' || who === 'suspended') return this.tab(who);
      return signedInTab(t.app, accounts[who]);
    },

    /** The other party of gym A ↔ instructor A's conversation, as each principal can address it. */
    partnerFor(who: PrincipalName): string {
      const rol = roleOf[who];
      if (who === 'instructorA' || who === 'instructorB') return partners.instructor;
      return partners[rol ?? 'gimnasio'];
    },

    async offer(owner: Account, options: OfferOptions = {}): Promise<string> {
      return (await createOffer(t.ctx, owner.id, { titulo: `Clase ${tag()}`, ...options })).id;
    },

    async application(owner: Account, applicant: Account) {
      const ofertaId = await this.offer(owner);
      const { id } = await createApplication(t.ctx, ofertaId, applicant.id);
      return { ofertaId, aplicacionId: id };
    },

    /** gym A and instructor A's accepted class that has already taken place. */
    pastClass() {
      return createPastAcceptedClass(t.ctx, accounts.gymA.id, accounts.instructorA.id, { titulo: `Clase ${tag()}` });
    },

    /** A moderation flag on the bystanders' conversation (which has messages). */
    async flag(): Promise<string> {
      await t.ctx.db.insert(mensajes).values([
        { emisorId: gymC.id, receptorId: instructorC.id, mensaje: `Conversación moderada ${tag()}` },
        { emisorId: instructorC.id, receptorId: gymC.id, mensaje: `Respuesta moderada ${tag()}` },
      ]);
      // One pending report per pair (a unique index): each call closes the previous one first.
      await t.ctx.db
        .update(moderationFlags)
        .set({ estado: 'resuelto' })
        .where(
          and(
            eq(moderationFlags.kind, 'report'),
            eq(moderationFlags.estado, 'pendiente'),
            eq(moderationFlags.emisorId, instructorC.id),
            eq(moderationFlags.receptorId, gymC.id),
          ),
        );
      const [row] = await t.ctx.db
        .insert(moderationFlags)
        .values({
          kind: 'report',
          emisorId: instructorC.id,
          receptorId: gymC.id,
          texto: null,
          motivo: 'Trato poco amable',
        })
        .returning({ id: moderationFlags.id });
      return row!.id;
    },

    async ticket(): Promise<string> {
      const { numero } = await createSupportTicket(t.ctx, null, {
        origen: 'support',
        email: `soporte-${tag()}@example.test`,
        asunto: 'No puedo publicar',
        mensaje: 'Me sale un error al publicar una oferta.',
      });
      const [row] = await t.ctx.db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(eq(supportTickets.numero, numero));
      return row!.id;
    },

    /** A signed-in tab of a brand-new account of the principal's role (for destructive calls). */
    async freshAccountTab(who: PrincipalName): Promise<{ tab: Tab; accountId?: string }> {
      const rol = roleOf[who];
      if (who === 'anonymous' || who === 'suspended' || rol === 'admin') return { tab: this.tab(who) };
      const account = rol === 'gimnasio' ? await gym() : await instructor();
      return { tab: await signedInTab(t.app, account), accountId: account.id };
    },
  };
}

export { DEFAULT_PASSWORD, tag };

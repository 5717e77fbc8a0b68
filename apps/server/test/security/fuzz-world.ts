// The data a fuzzing file runs against: one signed-in principal per role, the things they own
// (offers, applications, classes to review, reviews, a conversation, a flag, a ticket, payments,
// a test checkout) and throw-away accounts for the calls that would end a session. Real ids and
// secrets become hints, so generated requests also reach the handlers' deeper paths.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { moderationFlags, pagos, supportTickets, valoraciones } from '@fitcover/db/schema';
import {
  createAdmin,
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
  DEFAULT_PASSWORD,
} from '../../src/seed/factories.ts';
import { unsubscribeLinks } from '../../src/features/notifications/unsubscribe.service.ts';
import { blockInputSchema } from '@fitcover/contract/offers/blocks';
import { applyToBlock } from '../../src/features/applications/block-decisions.service.ts';
import { publishBlock } from '../../src/features/offers/blocks.service.ts';
import { uploadAvatar } from '../../src/features/profiles/avatar.service.ts';
import { browser, signedInTab, startTestApp, type TestApp } from '../harness.ts';
import type { Hints } from './fuzz-arbitraries.ts';
import { newSubscriber } from '../push-crypto.ts';

export type Tab = ReturnType<typeof browser>;
export type Role = 'admin' | 'gimnasio' | 'instructor';
export type Account = { id: string; email: string; password: string };
export type Principal = { label: string; tab: Tab; account: Account | null };

/** The static page served for every non-API path: the server must never put user data in HTML. */
export const SPA_INDEX = '<!doctype html><html lang="es"><head><title>FitCover</title></head><body></body></html>';

/** The app with a stand-in web build, so non-API paths answer HTML as in production. */
export async function startFuzzApp(): Promise<TestApp> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'fitcover-fuzz-web-'));
  await writeFile(path.join(webDist, 'index.html'), SPA_INDEX);
  const t = await startTestApp({ env: { WEB_DIST: webDist } });
  return {
    ...t,
    close: async () => {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const signedIn = async (t: TestApp, label: string, account: Account): Promise<Principal> => ({
  label,
  account,
  tab: await signedInTab(t.app, account),
});

/**
 * A principal that a call may end (sign-out, password change, account deletion), renewed after
 * each success: a new session for the same account, or a new account. Renewals cost a password
 * hash (scrypt) each, so after RENEWALS_MAX the calls go on with the ended session or account,
 * which still fuzzes their input (anonymously or as a stale session).
 */
export class ThrowAwayPrincipal {
  static readonly RENEWALS_MAX = 25;
  private account: Promise<Account> | undefined;
  private principal: Promise<Principal> | undefined;
  renewals = 0;
  constructor(
    private readonly t: TestApp,
    private readonly role: 'gimnasio' | 'instructor',
  ) {}

  current(): Promise<Principal> {
    this.account ??= this.role === 'gimnasio' ? createGym(this.t.ctx) : createInstructor(this.t.ctx);
    const account = this.account;
    this.principal ??= account.then((ready) => signedIn(this.t, `throw-away ${this.role}`, ready));
    return this.principal;
  }

  /** The last call ended the session (sign in again) or changed or deleted the account (use a new one). */
  renew(what: 'session' | 'account'): void {
    if (this.renewals >= ThrowAwayPrincipal.RENEWALS_MAX) return;
    this.renewals += 1;
    this.principal = undefined;
    if (what === 'account') this.account = undefined;
  }
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const ctx = t.ctx;
  const admin = await createAdmin(ctx, 'admin.fuzz@example.test', 'admin-fuzz-clave-1');
  const adminAccount = { ...admin, password: 'admin-fuzz-clave-1' };
  const gymAccount = await createGym(ctx, { nombre: 'Gimnasio Fuzz' });
  const instructorAccount = await createInstructor(ctx, { nombre: 'Instructora Fuzz' });
  const otherInstructor = await createInstructor(ctx, { nombre: 'Instructor Segundo' });
  const otherGym = await createGym(ctx, { nombre: 'Gimnasio Ajeno' });
  // Targets of suspensions and warnings, never principals, so the fuzzing sessions survive.
  const victims = [await createGym(ctx, { nombre: 'Gimnasio Víctima' }), await createInstructor(ctx)];

  const principals = {
    admin: await signedIn(t, 'admin', adminAccount),
    gimnasio: await signedIn(t, 'gym', gymAccount),
    instructor: await signedIn(t, 'instructor', instructorAccount),
  } satisfies Record<Role, Principal>;
  const anonymous: Principal = { label: 'anonymous', tab: browser(t.app), account: null };

  const gymOffers = [
    await createOffer(ctx, gymAccount.id, { titulo: 'Yoga matinal' }),
    await createOffer(ctx, gymAccount.id, { titulo: 'Pilates', especialidad: 'Pilates', inDays: 5 }),
    await createOffer(ctx, gymAccount.id, { titulo: 'Zumba', especialidad: 'Zumba', modalidad: 'Online' }),
  ].map((offer) => offer.id);
  const otherOffers = [await createOffer(ctx, otherGym.id), await createOffer(ctx, otherGym.id, { inDays: 6 })].map(
    (offer) => offer.id,
  );
  const pendingApplications = [
    await createApplication(ctx, gymOffers[0]!, instructorAccount.id),
    await createApplication(ctx, gymOffers[0]!, otherInstructor.id),
    await createApplication(ctx, gymOffers[1]!, instructorAccount.id),
  ].map((application) => application.id);
  // A cover block of the gym's (its classes count in their own month, clear of this month's
  // slots), which the instructor has applied to as a whole.
  const blockDay = (days: number) =>
    new Date(ctx.clock.now().getTime() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  const block = await publishBlock(
    ctx,
    gymAccount.id,
    blockInputSchema.parse({
      titulo: 'Suplencia de Pilates',
      especialidad: 'Pilates',
      fechaClase: blockDay(40),
      hora: '19:00',
      precio: 25,
      ubicacion: 'Barcelona, Carrer de Mallorca 200',
      repetir: { tipo: 'fechas', fechas: [blockDay(40), blockDay(47)] },
      fechasSueltas: true,
    }),
  );
  await applyToBlock(ctx, instructorAccount.id, block.id, undefined);
  const reviewed = await createPastAcceptedClass(ctx, gymAccount.id, instructorAccount.id, { titulo: 'Valorada' });
  const toReview = await createPastAcceptedClass(ctx, gymAccount.id, instructorAccount.id, { titulo: 'Por valorar' });

  const sampleImage = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();
  const gymTab = principals.gimnasio.tab;
  const instructorTab = principals.instructor.tab;
  const ok = (status: number) => expect(status).toBeLessThan(300);
  ok((await gymTab.post(`/api/applications/${reviewed.aplicacionId}/review`, { puntuacion: 4 })).statusCode);
  ok((await instructorTab.post(`/api/applications/${reviewed.aplicacionId}/review`, { puntuacion: 5 })).statusCode);
  ok((await gymTab.post(`/api/chat/conversations/${instructorAccount.id}/messages`, { mensaje: 'Hola' })).statusCode);
  ok((await instructorTab.post(`/api/chat/conversations/${gymAccount.id}/messages`, { mensaje: 'Hola!' })).statusCode);
  ok((await instructorTab.post(`/api/chat/conversations/${gymAccount.id}/report`, { motivo: 'Spam' })).statusCode);
  const ticket = await anonymous.tab.post('/api/support/tickets', {
    origen: 'contact',
    nombre: 'Cliente',
    email: 'cliente@example.test',
    asunto: 'Consulta',
    mensaje: 'Hola',
  });
  ok(ticket.statusCode);
  // A paid plan (so plan changes, cancellation and invoices have something to act on), and an
  // unpaid checkout for the checkout endpoints.
  const paid = await gymTab.post('/api/gym/billing/checkout', { priceId: 'price_test_basico_month' });
  ok((await gymTab.post(`/api/gym/billing/test-checkout/${checkoutId(paid.json())}/pay`)).statusCode);
  const checkout = await gymTab.post('/api/gym/billing/checkout', { priceId: 'price_test_individual' });
  ok(checkout.statusCode);
  // A suspended account to reactivate, an avatar no fuzzed call deletes, a reset link in the outbox.
  ok((await principals.admin.tab.post(`/api/admin/users/${victims[1]!.id}/suspend`, { motivo: 'Pruebas' })).statusCode);
  await uploadAvatar(ctx, otherGym.id, sampleImage);
  const resetTarget = await createInstructor(ctx, { nombre: 'Instructora Olvidadiza' });
  ok((await anonymous.tab.post('/api/auth/recover', { email: resetTarget.email })).statusCode);
  const plans = (await gymTab.get('/api/gym/billing/plans')).json() as { products: { prices: { id: string }[] }[] };

  const reviews = await ctx.db
    .select({ id: valoraciones.id })
    .from(valoraciones)
    .where(eq(valoraciones.aplicacionId, reviewed.aplicacionId));
  const payments = await ctx.db.select({ id: pagos.id }).from(pagos).where(eq(pagos.usuarioId, gymAccount.id));
  const flags = await ctx.db.select({ id: moderationFlags.id }).from(moderationFlags);
  const tickets = await ctx.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(inArray(supportTickets.numero, [(ticket.json() as { numero: number }).numero]));
  const unsubscribe = await unsubscribeLinks(ctx, instructorAccount.id, 'new_message');
  const unsubscribeToken = decodeURIComponent(new URL(unsubscribe.pageUrl).searchParams.get('token') ?? '');
  // Verification and reset tokens from the e-mails sent so far (sign-ups).
  const mailTokens = (await t.outbox())
    .flatMap((mail) => mail.links)
    .map((link) => new URL(link).searchParams.get('token'))
    .filter((token): token is string => Boolean(token));

  const future = (days: number) =>
    new Date(ctx.clock.now().getTime() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  const users = [admin.id, gymAccount.id, instructorAccount.id, otherInstructor.id, otherGym.id];

  /** Values for body and query fields, by name. */
  const fieldHints: Hints = {
    password: [DEFAULT_PASSWORD],
    currentPassword: [DEFAULT_PASSWORD],
    email: [gymAccount.email, instructorAccount.email, 'Cliente@Example.test '],
    token: [unsubscribeToken, ...mailTokens],
    priceId: plans.products.flatMap((product) => product.prices.map((price) => price.id)),
    // Addresses the offline geocoder finds, so offers and profiles get stored with the payloads.
    ubicacion: ['Barcelona, <img src=x onerror=alert(1)>', 'Madrid, Calle Mayor 1', "Sevilla, ' OR 1=1 --"],
    direccion: ['Valencia, <script>alert(1)</script>', 'Barcelona, Carrer de Mallorca 200'],
    enlaces: [[], ['https://ejemplo.es/perfil'], ['https://ejemplo.es/"><img src=x onerror=alert(1)>']],
    nif: ['B12345678', '12345678Z'],
    fechaClase: [future(2), future(10), future(40)],
    // An insurance in force (an expired one is refused, as a person would be told).
    caducaEl: [future(200), future(400)],
    hora: ['09:30', '18:00'],
    usuarioId: [...ids(victims), gymAccount.id, instructorAccount.id],
    address: ['Madrid', 'Barcelona, <script>alert(1)</script>', "Sevilla'; DROP TABLE perfiles; --"],
    desde: [future(-30)],
    hasta: [future(30)],
    // A weekly availability a person would set (its ranges' desde/hasta are clock times).
    semanal: [[{ dia: 1, desde: '09:00', hasta: '13:00' }], [{ dia: 3, desde: '17:00', hasta: '21:30' }]],
    // A push subscription as a browser sends it (never contacted: no push job reaches a network here).
    endpoint: ['https://push.example.test/fuzz/<script>alert(1)</script>', "https://push.example.test/fuzz/'OR'1'='1"],
    keys: [newSubscriber().keys],
    repetir: [
      { tipo: 'fechas', fechas: [future(50), future(57)] },
      { tipo: 'semanal', dias: [2, 4], hasta: future(70) },
    ],
    instructorId: [instructorAccount.id, otherInstructor.id],
    ofertaIds: [block.ofertaIds, block.ofertaIds.slice(0, 1)],
  };

  /** Values for a path's `:id` / `:partnerId`, by endpoint path. */
  const pathHints: Record<string, readonly string[]> = {
    '/api/admin/flags/:id/conversation': ids(flags),
    '/api/admin/flags/:id/resolve': ids(flags),
    '/api/admin/flags/:id/warn': ids(flags),
    '/api/admin/offers/:id/cancel': otherOffers,
    '/api/admin/tickets/:id/answer': ids(tickets),
    '/api/admin/tickets/:id/close': ids(tickets),
    '/api/admin/users/:id/reactivate': ids(victims),
    '/api/admin/users/:id/suspend': ids(victims),
    '/api/offers/:id/apply': [...gymOffers, ...otherOffers],
    '/api/gym/applications/:id/accept': pendingApplications,
    '/api/gym/applications/:id/viewed': pendingApplications,
    '/api/gym/applications/:id/reject': pendingApplications,
    '/api/instructor/applications/:id/withdraw': pendingApplications,
    '/api/gym/billing/payments/:id/invoice': ids(payments),
    '/api/admin/payments/:id/invoice': ids(payments),
    '/api/gym/billing/test-checkout/:id': [checkoutId(checkout.json())],
    '/api/gym/billing/test-checkout/:id/pay': [checkoutId(checkout.json())],
    '/api/instructors/:id': [instructorAccount.id, otherInstructor.id],
    '/api/gym/offers/:id': gymOffers,
    '/api/gym/offer-blocks/:id': [block.id],
    '/api/gym/offer-blocks/:id/accept': [block.id],
    '/api/offer-blocks/:id': [block.id],
    '/api/offer-blocks/:id/apply': [block.id],
    '/api/applications/:id/review': [toReview.aplicacionId, reviewed.aplicacionId],
    '/api/reviews/:id/reply': ids(reviews),
    '/api/avatars/:id': [otherGym.id, ...users],
  };
  for (const suffix of ['', '/read', '/report', '/messages']) {
    pathHints[`/api/chat/conversations/:partnerId${suffix}`] = [...users, ...ids(victims)];
  }

  const disposables = new Map<string, ThrowAwayPrincipal>();
  return {
    t,
    sampleImage,
    principals,
    anonymous,
    /** One throw-away principal per endpoint and role, so each endpoint has its own renewals. */
    throwAway: (endpoint: string, role: 'gimnasio' | 'instructor') => {
      const key = `${endpoint} ${role}`;
      if (!disposables.has(key)) disposables.set(key, new ThrowAwayPrincipal(t, role));
      return disposables.get(key)!;
    },
    fieldHints,
    pathHints,
    realIds: [
      ...users,
      block.id,
      ...block.ofertaIds,
      ...gymOffers,
      ...otherOffers,
      ...pendingApplications,
      ...ids(reviews),
      ...ids(payments),
    ],
  };
}

function checkoutId(body: unknown): string {
  const url = (body as { url?: string }).url ?? '';
  return url.split('/').pop() ?? '';
}

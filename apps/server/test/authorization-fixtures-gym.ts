// Rows for the gym's own area: offers, applicants and decisions, billing, dashboard and profiles.
// Per-object rows target gym A's objects, built fresh for every call; gym B must get 404.
import { eq } from 'drizzle-orm';
import { entitlements, pagos } from '@fitcover/db/schema';
import { readSubscriptionState, setCancellation } from '../src/features/billing/subscription.service.ts';
import {
  gyms,
  gymsAndInstructors,
  instructors,
  none,
  offerAndApplication,
  offerInput,
  offerRow,
  signedIn,
  type Call,
  type Fixture,
} from './authorization-fixtures-kit.ts';
import type { PrincipalName, World } from './authorization-fixtures-world.ts';

const gymA: readonly PrincipalName[] = ['gymA'];

/** A fresh open offer of gym A. */
async function ownOffer(w: World): Promise<Call> {
  const id = await w.offer(w.accounts.gymA);
  return { params: { id }, snapshot: offerRow(w, id) };
}

/** A fresh pending application of instructor A to a fresh offer of gym A. */
async function ownApplication(w: World): Promise<Call> {
  const { ofertaId, aplicacionId } = await w.application(w.accounts.gymA, w.accounts.instructorA);
  return { params: { id: aplicacionId }, snapshot: offerAndApplication(w, ofertaId, aplicacionId) };
}

/** Puts the principal's subscription in the state a cancel (true) or resume (false) needs. */
async function subscriptionCancelling(w: World, who: PrincipalName, cancelling: boolean): Promise<Call> {
  const account = w.account(who);
  if (account && (who === 'gymA' || who === 'gymB')) {
    const state = await readSubscriptionState(w.t.ctx, account.id);
    if (state.cancelAtPeriodEnd !== cancelling) await setCancellation(w.t.ctx, account.id, cancelling);
  }
  return {};
}

/** A test checkout of gym A (one single publication), and what paying it would change. */
async function ownCheckout(w: World): Promise<Call> {
  const started = await w.tab('gymA').post('/api/gym/billing/checkout', { priceId: 'price_test_individual' });
  const id = String(started.json().url).split('/').pop()!;
  const gymId = w.accounts.gymA.id;
  return {
    params: { id },
    snapshot: async () => ({
      entitlement: await w.t.ctx.db.select().from(entitlements).where(eq(entitlements.gimnasioId, gymId)),
      payments: (await w.t.ctx.db.select({ id: pagos.id }).from(pagos).where(eq(pagos.usuarioId, gymId))).length,
    }),
  };
}

function gymProfileBody(w: World, who: PrincipalName) {
  const account = who === 'gymB' ? w.accounts.gymB : w.accounts.gymA;
  return {
    nombre: account.nombre,
    personaContacto: 'Laura Gómez',
    destacado: false,
    activo: true,
    razonSocial: `${account.nombre} S.L.`,
    nif: 'B12345678',
    direccionFiscal: account.fiscal,
    telefono: account.telefono,
    direccion: `Barcelona, ${account.street}`,
    emailNewApplicant: true,
    emailApplicationAccepted: true,
    emailNewMessage: true,
  };
}

function instructorProfileBody(w: World, who: PrincipalName) {
  const account = who === 'instructorB' ? w.accounts.instructorB : w.accounts.instructorA;
  return {
    nombre: account.nombre,
    biografia: 'Instructora con experiencia en grupos.',
    especialidades: ['Yoga', 'Pilates'],
    experiencia: 5,
    disponibilidad: ['Lunes tarde'],
    enlaces: [],
    telefono: account.telefono,
    direccion: `Barcelona, ${account.street}`,
    emailNewApplicant: true,
    emailApplicationAccepted: true,
    emailNewMessage: true,
  };
}

export const gymFixtures: Fixture[] = [
  { endpoint: 'offers/gym-offers#listGymOffers', allowed: gyms, build: none },
  { endpoint: 'offers/gym-offers#getOfferQuota', allowed: gyms, build: none },
  {
    endpoint: 'offers/gym-offers#createOffer',
    allowed: gyms,
    status: 201,
    build: async () => ({ body: offerInput() }),
  },
  {
    endpoint: 'offers/gym-offers#updateOffer',
    allowed: gymA,
    build: async (w) => ({ ...(await ownOffer(w)), body: offerInput({ titulo: 'Título cambiado', precio: 99 }) }),
  },
  {
    endpoint: 'offers/gym-offers#deleteOffer',
    allowed: gymA,
    build: ownOffer,
  },
  {
    endpoint: 'offers/gym-offers#deleteOffer',
    variant: 'cancelling an offer that has applicants',
    allowed: gymA,
    build: async (w) => {
      const { ofertaId, aplicacionId } = await w.application(w.accounts.gymA, w.accounts.instructorA);
      return {
        params: { id: ofertaId },
        body: { motivo: 'Cambio de horario' },
        snapshot: offerAndApplication(w, ofertaId, aplicacionId),
      };
    },
  },
  { endpoint: 'applications/gym-applicants#listGymApplicants', allowed: gyms, build: none },
  { endpoint: 'applications/gym-applicants#acceptApplication', allowed: gymA, build: ownApplication },
  { endpoint: 'applications/gym-applicants#rejectApplication', allowed: gymA, build: ownApplication },
  { endpoint: 'applications/gym-applicants#markApplicationViewed', allowed: gymA, build: ownApplication },
  { endpoint: 'billing/plans#listPlans', allowed: gyms, build: none },
  { endpoint: 'billing/subscription#getSubscription', allowed: gyms, build: none },
  {
    endpoint: 'billing/subscription#createCheckout',
    allowed: gyms,
    build: async () => ({ body: { priceId: 'price_test_individual' } }),
  },
  {
    endpoint: 'billing/subscription#changePlan',
    allowed: gyms,
    // PRO → Básico: a downgrade scheduled for the end of the period.
    build: async (w, who) => ({
      ...(await subscriptionCancelling(w, who, false)),
      body: { priceId: 'price_test_basico_month' },
    }),
  },
  {
    endpoint: 'billing/subscription#cancelSubscription',
    allowed: gyms,
    build: (w, who) => subscriptionCancelling(w, who, false),
  },
  {
    endpoint: 'billing/subscription#resumeSubscription',
    allowed: gyms,
    build: (w, who) => subscriptionCancelling(w, who, true),
  },
  { endpoint: 'billing/test-checkout#getTestCheckout', allowed: gymA, build: ownCheckout },
  { endpoint: 'billing/test-checkout#payTestCheckout', allowed: gymA, build: ownCheckout },
  { endpoint: 'billing/payments#listPayments', allowed: gyms, build: none },
  { endpoint: 'billing/payments#exportPayments', allowed: gyms, build: none },
  {
    endpoint: 'billing/payments#downloadInvoice',
    allowed: gymA,
    build: async (w) => ({ params: { id: w.subscriptionPaymentId } }),
  },
  { endpoint: 'dashboard/gym-dashboard#getGymDashboard', allowed: gyms, build: none },
  { endpoint: 'dashboard/instructor-dashboard#getInstructorDashboard', allowed: instructors, build: none },
  { endpoint: 'dashboard/recent-activity#getRecentActivity', allowed: gymsAndInstructors, build: none },
  { endpoint: 'profiles/profile#getOwnProfile', allowed: gymsAndInstructors, build: none },
  {
    endpoint: 'profiles/profile#updateGymProfile',
    allowed: gyms,
    build: async (w, who) => ({ body: gymProfileBody(w, who) }),
  },
  {
    endpoint: 'profiles/profile#updateInstructorProfile',
    allowed: instructors,
    build: async (w, who) => ({ body: instructorProfileBody(w, who) }),
  },
  { endpoint: 'profiles/profile#deleteAvatar', allowed: gymsAndInstructors, build: none },
  {
    endpoint: 'profiles/instructor-public#getPublicInstructor',
    // Any signed-in user may open an instructor's public page (Ver Perfil); the street never shows.
    allowed: signedIn,
    build: async (w) => ({ params: { id: w.accounts.instructorA.id } }),
  },
];

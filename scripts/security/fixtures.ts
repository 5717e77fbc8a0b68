// Real data for the scan, made over the API as users would: the demo gym, instructor and the
// admin signed in; throw-away accounts for what would end a session or suspend someone; fresh
// offers and applications so every state-changing endpoint has its own object to act on.
import { randomUUID } from 'node:crypto';
import { offerInputSchema } from '@fitcover/contract/offers/offer-fields';
import { instructorSignUpSchema } from '@fitcover/contract/auth/sign-up';
import type { Api, Session } from './api.ts';
import { tokenFromMail } from './mail.ts';
import { pick } from './samples.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_GYM = 'gimnasio@demo.fitcover.es';
export const DEMO_INSTRUCTOR = 'instructor@demo.fitcover.es';

export type Fixtures = {
  sessions: { gimnasio: Session; instructor: Session; admin: Session; throwaway: Session };
  /** A signed-up, unconfirmed account: target of suspension, resend and verify. */
  dormant: { email: string; id: string; verifyToken: string };
  /** An account suspended beforehand, for reactivation. */
  suspendedId: string;
  resetToken: string;
  unsubscribeToken: string | null;
  /** One object per state-changing endpoint, so scans running side by side do not collide. */
  offers: Record<'forApply' | 'forUpdate' | 'forDelete' | 'forAdminCancel' | 'forReads', string>;
  applications: Record<'forAccept' | 'forReject' | 'forViewed' | 'forWithdraw', string>;
  tickets: { forAnswer: string | null; forClose: string | null };
  flagId: string | null;
  paymentId: string | null;
  checkoutPriceId: string | null;
  planChangePriceId: string | null;
  checkoutId: string | null;
  pendingReviewApplicationId: string | null;
  receivedReviewId: string | null;
  warnings: string[];
};

type Items = { items?: { id?: string; aplicacionId?: string; email?: string }[] };
const items = (data: unknown) => (data as Items).items ?? [];

/** Signs up an instructor and waits for the account: sign-up answers before it creates it (ADR 0012). */
async function signUpInstructor(api: Api, dataDir: string, label: string): Promise<string> {
  const email = `escaneo-${label}-${randomUUID().slice(0, 8)}@example.test`;
  const body = { ...(pick(instructorSignUpSchema) as object), email, password: DEMO_PASSWORD };
  await api.ok('POST', '/api/auth/sign-up', { body });
  // Its confirmation e-mail is written once the account is committed.
  await tokenFromMail(dataDir, email, '/verify-email');
  return email;
}

async function confirm(api: Api, dataDir: string, email: string): Promise<void> {
  const token = await tokenFromMail(dataDir, email, '/verify-email');
  await api.ok('POST', '/api/auth/verify-email', { body: { token } });
}

export async function gatherFixtures(api: Api, dataDir: string, admin: { email: string; password: string }) {
  const warnings: string[] = [];
  /** A fixture that could not be made leaves its endpoint with a placeholder id, reported in the summary. */
  const optional = async <T>(what: string, make: () => Promise<T>): Promise<T | null> => {
    try {
      return await make();
    } catch (error) {
      warnings.push(`${what}: ${(error as Error).message}`);
      return null;
    }
  };

  const gimnasio = await api.signIn('gimnasio demo', DEMO_GYM, DEMO_PASSWORD);
  const instructor = await api.signIn('instructor demo', DEMO_INSTRUCTOR, DEMO_PASSWORD);
  const adminSession = await api.signIn('admin', admin.email, admin.password);

  // Throw-away accounts: one signed in (account deletion, password change), one left unconfirmed
  // (suspension, confirmation e-mails), one confirmed whose reset link feeds reset-password.
  const throwawayEmail = await signUpInstructor(api, dataDir, 'cuenta');
  await confirm(api, dataDir, throwawayEmail);
  const throwaway = await api.signIn('cuenta desechable', throwawayEmail, DEMO_PASSWORD);
  const dormantEmail = await signUpInstructor(api, dataDir, 'inactiva');
  const verifyToken = await tokenFromMail(dataDir, dormantEmail, '/verify-email');
  const idOf = async (email: string) => {
    const listed = await api.ok('GET', '/api/admin/instructors', { cookie: adminSession.cookie, query: { q: email } });
    const id = items(listed).find((item) => item.email === email)?.id ?? items(listed)[0]?.id;
    if (!id) throw new Error(`El admin no encuentra la cuenta ${email}`);
    return id;
  };
  const dormantId = await idOf(dormantEmail);
  const suspendedId = await idOf(await signUpInstructor(api, dataDir, 'suspendida'));
  await api.ok('POST', `/api/admin/users/${suspendedId}/suspend`, {
    cookie: adminSession.cookie,
    body: { motivo: 'Escaneo de seguridad' },
  });
  const resetEmail = await signUpInstructor(api, dataDir, 'reset');
  await confirm(api, dataDir, resetEmail);
  await api.ok('POST', '/api/auth/recover', { body: { email: resetEmail } });
  const resetToken = await tokenFromMail(dataDir, resetEmail, '/reset-password');

  // Fresh offers of the demo gym; the demo instructor applies to four of them.
  const offerBody = pick(offerInputSchema) as Record<string, unknown>;
  const newOffer = async (titulo: string) => {
    const created = await api.ok('POST', '/api/gym/offers', {
      cookie: gimnasio.cookie,
      body: { ...offerBody, titulo },
    });
    return (created as { id: string }).id;
  };
  const offers = {
    forApply: await newOffer('Escaneo: postulación'),
    forUpdate: await newOffer('Escaneo: edición'),
    forDelete: await newOffer('Escaneo: borrado'),
    forAdminCancel: await newOffer('Escaneo: cancelación admin'),
    forReads: await newOffer('Escaneo: lectura'),
  };
  const apply = async (titulo: string) => {
    const offerId = await newOffer(titulo);
    const applied = await api.ok('POST', `/api/offers/${offerId}/apply`, { cookie: instructor.cookie });
    return (applied as { id: string }).id;
  };
  const applications = {
    forAccept: await apply('Escaneo: aceptar'),
    forReject: await apply('Escaneo: rechazar'),
    forViewed: await apply('Escaneo: vista'),
    forWithdraw: await apply('Escaneo: retirar'),
  };

  // A conversation (the gym writes first, the instructor answers), reported by the gym: a flag.
  const conversation = `/api/chat/conversations/${instructor.userId}`;
  await api.ok('POST', `${conversation}/messages`, {
    cookie: gimnasio.cookie,
    body: { mensaje: 'Hola, ¿te interesa?' },
  });
  await api.ok('POST', `/api/chat/conversations/${gimnasio.userId}/messages`, {
    cookie: instructor.cookie,
    body: { mensaje: 'Sí, claro.' },
  });
  const flagId = await optional('denuncia de conversación', async () => {
    await api.ok('POST', `${conversation}/report`, {
      cookie: gimnasio.cookie,
      body: { motivo: 'Escaneo de seguridad' },
    });
    const flags = await api.ok('GET', '/api/admin/flags', { cookie: adminSession.cookie });
    return items(flags)[0]?.id ?? null;
  });

  const ticket = (asunto: string) =>
    api.ok('POST', '/api/support/tickets', {
      body: { origen: 'contact', nombre: 'Escaneo', email: 'escaneo@example.test', asunto, mensaje: 'Prueba.' },
    });
  const tickets = await optional('tickets de soporte', async () => {
    await ticket('Escaneo: responder');
    await ticket('Escaneo: cerrar');
    const listed = items(await api.ok('GET', '/api/admin/tickets', { cookie: adminSession.cookie }));
    return { forAnswer: listed[0]?.id ?? null, forClose: listed[1]?.id ?? null };
  });

  const paymentId = await optional('pago del gimnasio', async () => {
    const payments = (await api.ok('GET', '/api/gym/billing/payments', { cookie: gimnasio.cookie })) as {
      items: { id: string; invoice: unknown }[];
    };
    return (payments.items.find((payment) => payment.invoice) ?? payments.items[0])?.id ?? null;
  });
  const billing = await optional('precios y pago de prueba', async () => {
    type Plans = { products: { kind: string; prices: { id: string; type: string }[] }[] };
    const plans = (await api.ok('GET', '/api/gym/billing/plans', { cookie: gimnasio.cookie })) as Plans;
    const prices = plans.products.flatMap((product) =>
      product.prices.map((price) => ({ ...price, kind: product.kind })),
    );
    // The demo gym is on PRO: a change to Básico is a downgrade, scheduled for the period end.
    const planChangePriceId = prices.find((price) => price.kind === 'basico' && price.type === 'recurring')?.id ?? null;
    for (const { id } of prices) {
      const checkout = await api.call('POST', '/api/gym/billing/checkout', {
        cookie: gimnasio.cookie,
        body: { priceId: id },
      });
      const url = (checkout.data as { url?: string }).url;
      if (checkout.status === 200 && url) {
        const checkoutId = new URL(url, api.baseUrl).pathname.split('/').pop() ?? null;
        return { checkoutPriceId: id, planChangePriceId, checkoutId };
      }
    }
    return { checkoutPriceId: prices[0]?.id ?? null, planChangePriceId, checkoutId: null };
  });

  const pendingReviewApplicationId = await optional('valoración pendiente', async () => {
    const pending = await api.ok('GET', '/api/reviews/pending', { cookie: instructor.cookie });
    return items(pending)[0]?.aplicacionId ?? null;
  });
  const receivedReviewId = await optional('valoración recibida', async () => {
    const received = await api.ok('GET', '/api/reviews/received', { cookie: instructor.cookie });
    return items(received)[0]?.id ?? null;
  });
  const unsubscribeToken = await optional('enlace de baja', () =>
    tokenFromMail(dataDir, null, '/api/unsubscribe/one-click'),
  );

  const fixtures: Fixtures = {
    sessions: { gimnasio, instructor, admin: adminSession, throwaway },
    dormant: { email: dormantEmail, id: dormantId, verifyToken },
    suspendedId,
    resetToken,
    unsubscribeToken,
    offers,
    applications,
    tickets: tickets ?? { forAnswer: null, forClose: null },
    flagId,
    paymentId,
    checkoutPriceId: billing?.checkoutPriceId ?? null,
    planChangePriceId: billing?.planChangePriceId ?? null,
    checkoutId: billing?.checkoutId ?? null,
    pendingReviewApplicationId,
    receivedReviewId,
    warnings,
  };
  for (const [key, value] of Object.entries(fixtures)) {
    if (value === null) warnings.push(`sin dato real para "${key}"`);
  }
  return fixtures;
}

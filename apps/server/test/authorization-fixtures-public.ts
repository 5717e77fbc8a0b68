// Rows for sign-up, sign-in and the e-mail flows, the public system endpoints, unsubscribe links,
// the payment webhook and the account's own data (export, deletion).
import { unsubscribeLinks } from '../src/features/notifications/unsubscribe.service.ts';
import { requestEmailChange } from '../src/features/account/email-change.service.ts';
import { everyone, gymsAndInstructors, none, signedIn, type Fixture } from './authorization-fixtures-kit.ts';
import { DEFAULT_PASSWORD, tag, type World } from './authorization-fixtures-world.ts';

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function latestLink(w: World, email: string, fragment: string): Promise<string> {
  const links = (await w.t.mailsTo(email)).flatMap((mail) => mail.links).filter((link) => link.includes(fragment));
  const link = links.at(-1);
  if (!link) throw new Error(`no ${fragment} link for ${email}`);
  return link;
}

async function unsubscribeToken(w: World): Promise<string> {
  const { pageUrl } = await unsubscribeLinks(w.t.ctx, w.instructorC.id, 'new_message');
  return tokenFrom(pageUrl);
}

export const publicFixtures: Fixture[] = [
  {
    endpoint: 'auth/sign-up#signUp',
    allowed: everyone,
    status: 201,
    build: async () => ({
      body: {
        rol: 'gimnasio',
        nombre: 'Gimnasio Nuevo',
        personaContacto: 'Ana Pérez',
        destacado: false,
        direccion: 'Barcelona, Carrer de Mallorca 200',
        email: `alta-${tag()}@example.test`,
        telefono: '+34 600 123 456',
        password: 'secreto-largo-1',
        aceptaTerminos: true,
      },
    }),
  },
  {
    endpoint: 'auth/sign-in#signIn',
    allowed: everyone,
    // Each call runs in a copy of the principal's tab, so the new cookie replaces nothing.
    build: async (w) => ({ body: { email: w.signInTarget.email, password: DEFAULT_PASSWORD } }),
  },
  {
    endpoint: 'auth/sign-out#signOut',
    allowed: everyone,
    // A second session of the account is ended, not the one the other rows use.
    build: async (w, who) => ({ via: { tab: await w.freshSession(who) } }),
  },
  { endpoint: 'auth/me#getMe', allowed: signedIn, build: none },
  { endpoint: 'auth/me#getSession', allowed: everyone, build: none },
  {
    endpoint: 'auth/email-flows#resendConfirmation',
    allowed: everyone,
    build: async (w) => ({ body: { email: w.unconfirmed.email } }),
  },
  {
    endpoint: 'auth/email-flows#verifyEmail',
    allowed: everyone,
    build: async (w) => {
      const account = await w.gym({ confirmed: false });
      return { body: { token: tokenFrom(await latestLink(w, account.email, '/verify-email?token=')) } };
    },
  },
  {
    endpoint: 'auth/email-flows#recoverPassword',
    allowed: everyone,
    build: async (w) => ({ body: { email: w.resetTarget.email } }),
  },
  {
    endpoint: 'auth/email-flows#resetPassword',
    allowed: everyone,
    build: async (w) => {
      await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: w.resetTarget.email }),
      });
      const token = tokenFrom(await latestLink(w, w.resetTarget.email, '/reset-password?token='));
      return { body: { token, password: `nueva-clave-${tag()}` } };
    },
  },
  {
    endpoint: 'auth/email-flows#changePassword',
    allowed: signedIn,
    // In a second session, to the same password: the principal's own session stays valid.
    build: async (w, who) => {
      const password = w.account(who)?.password ?? DEFAULT_PASSWORD;
      return {
        via: { tab: await w.freshSession(who) },
        body: { currentPassword: password, newPassword: password, revokeOtherSessions: false },
      };
    },
  },
  { endpoint: 'system/health#getHealth', allowed: everyone, build: none },
  { endpoint: 'system/public-config#getPublicConfig', allowed: everyone, build: none },
  { endpoint: 'system/readiness#getReadiness', allowed: everyone, build: none },
  // No METRICS_TOKEN in the tests: a direct loopback request (inject's address) may read them.
  { endpoint: 'system/metrics#getMetrics', allowed: everyone, build: none },
  { endpoint: 'geo/geocode#geocode', allowed: everyone, build: async () => ({ body: { address: 'Madrid' } }) },
  {
    endpoint: 'support/create-ticket#createTicket',
    allowed: everyone,
    status: 201,
    build: async () => ({
      body: {
        origen: 'contact',
        nombre: 'Visitante',
        email: `contacto-${tag()}@example.test`,
        asunto: 'Información',
        mensaje: '¿Cómo funciona la plataforma?',
      },
    }),
  },
  {
    endpoint: 'notifications/unsubscribe#describeUnsubscribe',
    allowed: everyone,
    build: async (w) => ({ query: { token: await unsubscribeToken(w) } }),
  },
  {
    endpoint: 'notifications/unsubscribe#confirmUnsubscribe',
    allowed: everyone,
    build: async (w) => ({ body: { token: await unsubscribeToken(w) } }),
  },
  {
    endpoint: 'notifications/unsubscribe#oneClickUnsubscribe',
    allowed: everyone,
    build: async (w) => ({ query: { token: await unsubscribeToken(w) } }),
  },
  {
    endpoint: 'billing/webhook#paymentWebhook',
    allowed: everyone,
    // Public, and an unsigned event is refused whoever sends it (the signature is the only key).
    status: 400,
    build: async () => ({ body: { id: 'evt_forged', type: 'checkout.session.completed' } }),
  },
  {
    endpoint: 'account/account#exportMyData',
    allowed: signedIn,
    build: none,
  },
  {
    endpoint: 'account/account#deleteMyAccount',
    allowed: gymsAndInstructors,
    // Deletion runs on a brand-new account of the principal's role: the matrix's own accounts stay.
    build: async (w, who) => {
      const fresh = await w.freshAccountTab(who);
      return { via: fresh, body: { password: fresh.accountId ? DEFAULT_PASSWORD : 'irrelevante-1' } };
    },
  },
  {
    endpoint: 'account/email-change#requestEmailChange',
    allowed: signedIn,
    // In a second session: nothing changes until the link is used, so the principal stays as it is.
    build: async (w, who) => ({
      via: { tab: await w.freshSession(who) },
      body: { nuevoEmail: `nuevo-${tag()}@example.test`, password: w.account(who)?.password ?? DEFAULT_PASSWORD },
    }),
  },
  {
    endpoint: 'account/email-change#confirmEmailChange',
    allowed: everyone,
    // The link of a brand-new gym: whoever holds it confirms (the link is the key), once.
    build: async (w) => {
      const account = await w.gym();
      const nuevoEmail = `cambio-${tag()}@example.test`;
      const principal = { id: account.id, email: account.email, nombre: 'Gimnasio', rol: 'gimnasio' as const };
      await requestEmailChange(w.t.ctx, { ...principal, sessionId: '' }, { nuevoEmail, password: account.password });
      return { body: { token: tokenFrom(await latestLink(w, nuevoEmail, '/confirm-email-change?token=')) } };
    },
  },
];

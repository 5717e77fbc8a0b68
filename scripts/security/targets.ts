// Turns every contract endpoint into a concrete request for the scanners: the session of a role
// that may call it, path parameters filled with real ids, query and body from the zod schemas.
import type { NamedEndpoint } from '@fitcover/contract/all-endpoints';
import type { Api, Session } from './api.ts';
import { DEMO_GYM, DEMO_PASSWORD, type Fixtures } from './fixtures.ts';
import { invalidity, pick, sampleVariants } from './samples.ts';

export type Role = 'gimnasio' | 'instructor' | 'admin' | 'throwaway' | 'anonymous';

export type Target = {
  name: string;
  method: string;
  /** Path with its parameters filled in, and their names → values. */
  path: string;
  pathTemplate: string;
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  role: Role;
  session?: Session;
  /** False for endpoints without parameters: nothing for sqlmap to inject into. */
  hasInput: boolean;
};

type Override = {
  role?: Role;
  params?: Record<string, string | null>;
  body?: Record<string, unknown>;
  query?: Record<string, string | null>;
};

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
/** Wrong on purpose: the scan must not delete the account or change the password it uses. */
const WRONG_PASSWORD = 'NoEsLaContraseña1!';

function overridesFor(fx: Fixtures): Record<string, Override> {
  const { sessions } = fx;
  return {
    'applications/apply#applyToOffer': { params: { id: fx.offers.forApply } },
    'applications/gym-applicants#acceptApplication': { params: { id: fx.applications.forAccept } },
    'applications/gym-applicants#rejectApplication': { params: { id: fx.applications.forReject } },
    'applications/gym-applicants#markApplicationViewed': { params: { id: fx.applications.forViewed } },
    'applications/my-applications#withdrawApplication': { params: { id: fx.applications.forWithdraw } },
    'offers/gym-offers#updateOffer': { params: { id: fx.offers.forUpdate } },
    'offers/gym-offers#deleteOffer': { params: { id: fx.offers.forDelete } },
    'admin/offers#cancelAdminOffer': { params: { id: fx.offers.forAdminCancel } },
    'admin/tickets#answerTicket': { params: { id: fx.tickets.forAnswer } },
    'admin/tickets#closeTicket': { params: { id: fx.tickets.forClose } },
    'admin/moderation#warnUser': { body: { usuarioId: sessions.instructor.userId } },
    'reviews/create-review#createReview': { role: 'instructor', params: { id: fx.pendingReviewApplicationId } },
    'reviews/reply-review#replyToReview': { role: 'instructor', params: { id: fx.receivedReviewId } },
    // Session-ending endpoints run on the throw-away account, with a wrong password so that even
    // a successful request leaves the session in place. Sign-out takes no input at all: nothing
    // to inject, so it is listed with the parameterless endpoints and never called.
    'account/account#deleteMyAccount': { role: 'throwaway', body: { password: WRONG_PASSWORD } },
    'auth/email-flows#changePassword': {
      role: 'throwaway',
      body: { currentPassword: WRONG_PASSWORD, revokeOtherSessions: false },
    },
    'auth/sign-in#signIn': { body: { email: DEMO_GYM, password: DEMO_PASSWORD } },
    'auth/email-flows#recoverPassword': { body: { email: fx.dormant.email } },
    'auth/email-flows#resendConfirmation': { body: { email: fx.dormant.email } },
    'auth/email-flows#verifyEmail': { body: { token: fx.dormant.verifyToken } },
    'auth/email-flows#resetPassword': { body: { token: fx.resetToken } },
    'notifications/unsubscribe#confirmUnsubscribe': { body: { token: fx.unsubscribeToken } },
    'notifications/unsubscribe#describeUnsubscribe': { query: { token: fx.unsubscribeToken } },
    'notifications/unsubscribe#oneClickUnsubscribe': { query: { token: fx.unsubscribeToken } },
    'billing/subscription#createCheckout': { body: { priceId: fx.checkoutPriceId } },
    'billing/subscription#changePlan': { body: { priceId: fx.planChangePriceId } },
    'admin/users#reactivateUser': { params: { id: fx.suspendedId } },
  };
}

/** A path parameter's id by the resource it names, for endpoints without an override. */
function idByResource(fx: Fixtures, role: Role, param: string, segment: string): string | null | undefined {
  if (param === 'partnerId') {
    return role === 'instructor' ? fx.sessions.gimnasio.userId : fx.sessions.instructor.userId;
  }
  const byResource: Record<string, string | null> = {
    payments: fx.paymentId,
    offers: fx.offers.forReads,
    applications: fx.applications.forViewed,
    flags: fx.flagId,
    tickets: fx.tickets.forAnswer,
    users: fx.dormant.id,
    instructors: fx.sessions.instructor.userId,
    reviews: fx.receivedReviewId,
    'test-checkout': fx.checkoutId,
  };
  return byResource[segment];
}

function defaultRole({ endpoint }: NamedEndpoint): Role {
  if (endpoint.access === 'public') return 'anonymous';
  if (endpoint.access === 'user') return 'gimnasio';
  const preferred: Role[] = ['gimnasio', 'instructor', 'admin'];
  return preferred.find((role) => (endpoint.access as readonly string[]).includes(role)) ?? 'admin';
}

const stringify = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

export function hasInput({ endpoint }: NamedEndpoint): boolean {
  return Boolean(endpoint.params || endpoint.query || endpoint.body);
}

export async function buildTargets(api: Api, endpoints: readonly NamedEndpoint[], fx: Fixtures) {
  const overrides = overridesFor(fx);
  const warnings: string[] = [];
  const targets: Target[] = [];
  for (const named of endpoints) {
    const { endpoint, name } = named;
    const override = overrides[name] ?? {};
    const role = override.role ?? defaultRole(named);
    const session = role === 'anonymous' ? undefined : fx.sessions[role];

    const pathValues: Record<string, string> = {};
    const segments = endpoint.path.split('/');
    segments.forEach((segment, index) => {
      if (!segment.startsWith(':')) return;
      const param = segment.slice(1);
      const id = override.params?.[param] ?? idByResource(fx, role, param, segments[index - 1] ?? '');
      if (!id) warnings.push(`${name}: sin id real para :${param}, se usa uno inexistente`);
      pathValues[param] =
        id ?? (endpoint.params ? (pick(endpoint.params) as Record<string, string>)[param] : null) ?? PLACEHOLDER_ID;
    });
    const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, param: string) => encodeURIComponent(pathValues[param]!));

    let query: Record<string, string> = {};
    if (endpoint.query) {
      const sample = pick(endpoint.query) as Record<string, unknown>;
      const fixed = Object.fromEntries(Object.entries(override.query ?? {}).filter(([, value]) => value !== null));
      query = stringify({ ...sample, ...fixed });
      if ('cursor' in query && endpoint.method === 'GET') {
        const firstPage = await api.call('GET', path, { cookie: session?.cookie, query: { limit: '1' } });
        const next = (firstPage.data as { nextCursor?: unknown }).nextCursor;
        if (typeof next === 'string') query.cursor = next;
        else warnings.push(`${name}: sin cursor real (la primera página no tiene siguiente)`);
      }
      const problem = invalidity(endpoint.query, query);
      if (problem) warnings.push(`${name}: la consulta de ejemplo no es válida (${problem})`);
    }

    const bodies: (unknown | undefined)[] = endpoint.body ? sampleVariants(endpoint.body) : [undefined];
    bodies.forEach((sample, index) => {
      let body = sample;
      if (body && typeof body === 'object' && override.body) {
        const fixed = Object.fromEntries(Object.entries(override.body).filter(([, value]) => value !== null));
        body = { ...body, ...fixed };
      }
      const problem = invalidity(endpoint.body, body);
      if (problem) warnings.push(`${name}: el cuerpo de ejemplo no es válido (${problem})`);
      const label = bodies.length > 1 ? `${name} (variante ${index + 1})` : name;
      targets.push({
        name: label,
        method: endpoint.method,
        path,
        pathTemplate: endpoint.path,
        pathValues,
        query,
        body,
        role,
        session,
        hasInput: hasInput(named),
      });
    });
  }
  return { targets, warnings };
}

// Rows for the installable app's endpoints: push devices (each user reaches only their own), the
// e-mail switches beside them, and one offer as an instructor sees it (a notification's link).
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '@fitcover/db/schema';
import {
  gymsAndInstructors,
  instructors,
  none,
  signedIn,
  type Call,
  type Fixture,
} from './authorization-fixtures-kit.ts';
import { tag, type World } from './authorization-fixtures-world.ts';
import { newSubscriber } from './push-crypto.ts';

/** What a browser sends when it subscribes, for an endpoint of a (never contacted) push service. */
const subscriptionBody = () => ({
  endpoint: `https://push.example.test/send/${tag()}`,
  expirationTime: null,
  keys: newSubscriber().keys,
});

/** A fresh device of instructor A (the only one: a user has at most ten), and its row as it stands. */
async function ownDevice(w: World): Promise<Call> {
  await w.t.ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.usuarioId, w.accounts.instructorA.id));
  const created = await w.tab('instructorA').post('/api/push/subscriptions', subscriptionBody());
  if (created.statusCode !== 201) throw new Error(`subscribe failed: ${created.body}`);
  const id = String(created.json().id);
  return {
    params: { id },
    snapshot: () => w.t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)),
  };
}

export const pushFixtures: Fixture[] = [
  { endpoint: 'push/subscriptions#listPushDevices', allowed: signedIn, build: none },
  {
    endpoint: 'push/subscriptions#subscribePush',
    allowed: signedIn,
    status: 201,
    build: async () => ({ body: subscriptionBody() }),
  },
  { endpoint: 'push/subscriptions#removePushDevice', allowed: ['instructorA'], build: ownDevice },
  {
    endpoint: 'push/subscriptions#updatePushPreferences',
    allowed: ['instructorA'],
    build: async (w) => ({ ...(await ownDevice(w)), body: { mensajes: false } }),
  },
  { endpoint: 'notifications/email-preferences#getEmailPreferences', allowed: gymsAndInstructors, build: none },
  {
    endpoint: 'notifications/email-preferences#updateEmailPreferences',
    allowed: gymsAndInstructors,
    build: async () => ({ body: { emailNewMessage: true } }),
  },
  {
    endpoint: 'search/offer-detail#getOfferForInstructor',
    // Any instructor may open any listed offer, as in Ofertas.
    allowed: instructors,
    build: async (w) => ({ params: { id: await w.offer(w.accounts.gymA) } }),
  },
  // Each instructor's own: the urgent offers in their exclusive window as one of Mis instructores.
  { endpoint: 'search/offer-detail#listExclusiveOffers', allowed: instructors, build: none },
];

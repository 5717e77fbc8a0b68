// Rows between the two sides: applying and withdrawing, offer search, reviews, chat and
// notifications. The objects belong to gym A and instructor A; B's and admin's calls must not
// reach them.
import { and, eq, or } from 'drizzle-orm';
import { mensajes } from '@fitcover/db/schema';
import { createReview } from '../src/features/reviews/reviews.service.ts';
import {
  applicationRow,
  conversationAA,
  gymsAndInstructors,
  instructors,
  none,
  reviewsOf,
  signedIn,
  type Fixture,
} from './authorization-fixtures-kit.ts';
import { tag, type PrincipalName, type World } from './authorization-fixtures-world.ts';

const parties: readonly PrincipalName[] = ['gymA', 'instructorA'];

/** Forgets any conversation between a third party and A's side, so a report finds none. */
async function noThirdPartyConversation(w: World, who: PrincipalName): Promise<void> {
  const me = w.account(who);
  if (!me || who === 'gymA' || who === 'instructorA') return;
  const partner = w.partnerFor(who);
  await w.t.ctx.db
    .delete(mensajes)
    .where(
      or(
        and(eq(mensajes.emisorId, me.id), eq(mensajes.receptorId, partner)),
        and(eq(mensajes.emisorId, partner), eq(mensajes.receptorId, me.id)),
      ),
    );
}

export const partyFixtures: Fixture[] = [
  {
    endpoint: 'applications/apply#applyToOffer',
    // Any instructor may apply to any open offer (a bystander gym's, so nobody gains a chat with A).
    allowed: instructors,
    status: 201,
    build: async (w) => ({ params: { id: await w.offer(w.gymC) } }),
  },
  { endpoint: 'applications/my-applications#listMyApplications', allowed: instructors, build: none },
  {
    endpoint: 'applications/my-applications#withdrawApplication',
    allowed: ['instructorA'],
    build: async (w) => {
      const { aplicacionId } = await w.application(w.accounts.gymA, w.accounts.instructorA);
      return { params: { id: aplicacionId }, body: {}, snapshot: applicationRow(w, aplicacionId) };
    },
  },
  { endpoint: 'search/offer-search#searchOffers', allowed: instructors, build: none },
  { endpoint: 'search/offer-search#getOfferFilters', allowed: instructors, build: none },
  {
    endpoint: 'reviews/create-review#createReview',
    allowed: parties,
    status: 201,
    // The service tells a signed-in gym or instructor outside the class that only its two
    // parties may rate it (existing behaviour, asserted in reviews.int.test.ts).
    denied: { gymB: 403, instructorB: 403 },
    build: async (w) => {
      const { aplicacionId } = await w.pastClass();
      return {
        params: { id: aplicacionId },
        body: { puntuacion: 5, comentario: 'Muy bien' },
        snapshot: reviewsOf(w, aplicacionId),
      };
    },
  },
  {
    endpoint: 'reviews/reply-review#replyToReview',
    // Only the reviewed party replies: the author is refused with 403, strangers with 404.
    allowed: ['instructorA'],
    denied: { gymA: 403 },
    build: async (w) => {
      const { aplicacionId } = await w.pastClass();
      await createReview(w.t.ctx, { id: w.accounts.gymA.id, rol: 'gimnasio' }, aplicacionId, { puntuacion: 4 });
      const [review] = await reviewsOf(w, aplicacionId)();
      return { params: { id: review!.id }, body: { respuesta: 'Gracias' }, snapshot: reviewsOf(w, aplicacionId) };
    },
  },
  { endpoint: 'reviews/list-reviews#listReceivedReviews', allowed: gymsAndInstructors, build: none },
  { endpoint: 'reviews/list-reviews#listGivenReviews', allowed: gymsAndInstructors, build: none },
  { endpoint: 'reviews/pending-reviews#listPendingReviews', allowed: gymsAndInstructors, build: none },
  { endpoint: 'chat/chat#listConversations', allowed: signedIn, build: none },
  {
    endpoint: 'chat/chat#getConversation',
    // A conversation is addressed by the other party, so a third party can only ever open its own
    // (empty) one with gym A or instructor A: gyms and admin may start one with an instructor,
    // an instructor who never applied to gym A may not (403, DECISIONS §7).
    allowed: ['gymA', 'instructorA', 'gymB', 'admin'],
    denied: { instructorB: 403 },
    changes: [],
    build: async (w, who) => ({ params: { partnerId: w.partnerFor(who) }, snapshot: conversationAA(w) }),
  },
  {
    endpoint: 'chat/chat#sendMessage',
    allowed: ['gymA', 'instructorA', 'gymB', 'admin'],
    denied: { instructorB: 403 },
    // gym B's and admin's messages start their own conversation with instructor A; only the two
    // parties add to A's.
    changes: parties,
    status: 201,
    build: async (w, who) => {
      const mensaje = `Mensaje de la matriz ${tag()}`;
      if (who === 'gymA' || who === 'instructorA') w.privateChat.push(mensaje);
      return { params: { partnerId: w.partnerFor(who) }, body: { mensaje }, snapshot: conversationAA(w) };
    },
  },
  {
    endpoint: 'chat/chat#markConversationRead',
    // Anyone may mark their own conversation with someone read; a third party's is empty and A's
    // unread marks stay.
    allowed: signedIn,
    changes: parties,
    build: async (w, who) => {
      await w.chatAA('gymA');
      await w.chatAA('instructorA');
      return { params: { partnerId: w.partnerFor(who) }, snapshot: conversationAA(w) };
    },
  },
  {
    endpoint: 'chat/chat#reportConversation',
    allowed: parties,
    build: async (w, who) => {
      await noThirdPartyConversation(w, who);
      return {
        params: { partnerId: w.partnerFor(who) },
        body: { motivo: 'Me ha faltado al respeto' },
        snapshot: conversationAA(w),
      };
    },
  },
  { endpoint: 'notifications/list#listNotifications', allowed: signedIn, build: none },
  { endpoint: 'notifications/list#markAllNotificationsRead', allowed: signedIn, build: none },
];

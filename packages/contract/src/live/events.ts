import { z } from 'zod';

// What the live WebSocket (`/api/live`) sends to a signed-in tab. Events are hints plus the data a
// screen needs to update at once; after a reconnect the client refetches by last id, so an event
// lost with a dropped socket is never a lost message.
export const LIVE_PATH = '/api/live';
// Close code of a server that is shutting down on purpose (WebSocket 1012, Service Restart):
// the client reconnects at once, spread over LIVE_RESTART_SPREAD_MS, instead of backing off.
export const LIVE_RESTART_CODE = 1012;
export const LIVE_RESTART_SPREAD_MS = 1_000;

export const liveMessageSchema = z.object({
  id: z.number().int(),
  emisorId: z.uuid(),
  receptorId: z.uuid(),
  mensaje: z.string(),
  fechaEnvio: z.string(),
  leido: z.boolean(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveEventSchema = z.discriminatedUnion('type', [
  // Something changed in the recipient's notifications: refetch the bell and lists. `pages`: the
  // app's pages (paths, no query) that show what changed, so an open one refreshes too (a new
  // applicant → /gym-dashboard/applicants); absent means unknown: refresh what is shown.
  z.object({ type: z.literal('notifications'), pages: z.array(z.string()).optional() }),
  // A chat message the recipient sent or received (sent ones reach the sender's other tabs).
  z.object({ type: z.literal('message'), message: liveMessageSchema }),
  // A message too large for the bus: fetch the conversation after `afterId`.
  z.object({ type: z.literal('message-hint'), partnerId: z.uuid(), id: z.number().int() }),
  // The partner opened the conversation: messages up to `upToId` are read.
  z.object({ type: z.literal('read'), partnerId: z.uuid(), upToId: z.number().int() }),
  // The account was suspended or signed out elsewhere: the tab should reload its session.
  z.object({ type: z.literal('session-ended') }),
  // The server's own channel was interrupted: refetch everything shown (nothing is lost in the
  // database, only the hints).
  z.object({ type: z.literal('resync') }),
  // Answer to the client's keep-alive "ping".
  z.object({ type: z.literal('pong') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

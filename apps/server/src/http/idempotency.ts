// Writes sent with an Idempotency-Key (ADR 0019): the first answer is stored with the key (for a
// day, per user) and every repeat gets that answer back, marked Idempotent-Replayed, without the
// work being done again — also when two copies run at once on two instances.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, isIdempotencyKey } from '@fitcover/contract/idempotency';
import type { AppContext, Principal } from '../context.ts';
import { AppError } from './app-error.ts';
import { appErrorAnswer } from './error-handler.ts';
import { idempotentReplays } from '../infra/metrics.ts';
import { claimingDatabase, KeyTakenError, type Claim, type StoredAnswer } from '../infra/idempotency/claiming-db.ts';
import { findKey, insertAnswered, storeAnswer, type KeyRef } from '../infra/idempotency/idempotency.repo.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// How long a copy waits for the answer of the copy that claimed the key first.
const ANSWER_WAIT_MS = 5_000;
const ANSWER_POLL_MS = 25;

const reused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', {
    userMessage: 'Esta acción ya se envió con otros datos. Recarga la página.',
  });
const stillRunning = () =>
  new AppError('CONFLICT', {
    userMessage: 'Esta acción ya se está procesando. Recarga la página en unos segundos para ver el resultado.',
  });

/** The request's key, when it is a write that carries one (a malformed key is refused). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  if (!WRITE_METHODS.has(request.method)) return null;
  const given = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (given === undefined) return null;
  if (!isIdempotencyKey(given))
    throw new AppError('VALIDATION', { userMessage: 'La clave de idempotencia no es válida.' });
  return given;
}

function requestHash(request: FastifyRequest): string {
  const body = request.body;
  const text = Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n`).update(text).digest('base64url');
}

type Once = {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
  principal: Principal | null;
  key: string;
  /** The endpoint's success answer for a handler or transaction result (null: not one). */
  answerOf: (result: unknown) => StoredAnswer | null;
};

/** Runs `work` once per key and answers; a repeat answers what the first run answered. */
export async function respondOnce(once: Once, work: (ctx: AppContext) => Promise<unknown>): Promise<FastifyReply> {
  const { request, reply, ctx } = once;
  const ref: KeyRef = { scope: once.principal?.id ?? 'anon', key: once.key };
  const hash = requestHash(request);
  const earlier = await findKey(ctx.db, ref, ctx.clock.now());
  if (earlier) return replay(once, await answerOfEarlier(ctx, ref, hash, earlier));

  const claim: Claim = {
    ref,
    requestHash: hash,
    now: () => ctx.clock.now(),
    // What the transaction returned, or — for the many writes that answer { ok: true } — that.
    answerFrom: (value) => once.answerOf(value) ?? once.answerOf({ ok: true }),
    state: 'none',
    stored: null,
  };
  let result: unknown;
  try {
    result = await work({ ...ctx, db: claimingDatabase(ctx.db, claim) });
  } catch (error) {
    if (claim.state === 'claimed') {
      // The work committed, then something failed: that failure is the answer to keep.
      const failure = error instanceof AppError ? appErrorAnswer(error) : null;
      if (failure) await storeAnswer(ctx.db, ref, failure.status, JSON.stringify(failure.body));
      throw error;
    }
    // Nothing of ours committed. If a copy did (we lost the race, or a check failed because
    // the copy's work was already there), its answer is ours.
    const copy = error instanceof KeyTakenError ? true : await findKey(ctx.db, ref, ctx.clock.now());
    if (!copy) throw error;
    return replay(once, await answerOfEarlier(ctx, ref, hash, null));
  }
  // Work that goes on after the answer (http/after-answer.ts) must not claim the key the answer
  // is stored under: its transactions are ordinary from here on.
  if (claim.state === 'none') claim.state = 'answered';
  if (reply.sent) return reply;
  const answer = once.answerOf(result);
  if (!answer) throw new Error('keyed write answered nothing storable');
  if (claim.state === 'claimed') {
    const same = claim.stored?.status === answer.status && claim.stored.body === answer.body;
    if (!same) await storeAnswer(ctx.db, ref, answer.status, answer.body);
  } else if (claim.state === 'answered' && !reply.hasHeader('set-cookie')) {
    // No transaction claimed the key (a single-statement write, or one done by the auth
    // library): record the answer now. Answers that set cookies are never replayed.
    await insertAnswered(ctx.db, ref, hash, answer, ctx.clock.now());
  }
  return send(reply, answer);
}

/** The stored answer of an earlier copy, waiting for it while that copy is still running. */
async function answerOfEarlier(
  ctx: AppContext,
  ref: KeyRef,
  hash: string,
  found: Awaited<ReturnType<typeof findKey>>,
): Promise<StoredAnswer> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  let row = found;
  for (;;) {
    if (row && row.requestHash !== hash) throw reused();
    if (row && row.status !== null && row.body !== null) return { status: row.status, body: row.body };
    if (Date.now() >= deadline) throw stillRunning();
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
    row = await findKey(ctx.db, ref, ctx.clock.now());
  }
}

function replay(once: Once, answer: StoredAnswer): FastifyReply {
  idempotentReplays.inc({ route: once.request.routeOptions.url ?? 'unmatched' });
  once.reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return send(once.reply, answer);
}

function send(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

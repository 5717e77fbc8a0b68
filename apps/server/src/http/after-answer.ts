// Work that starts only once the answer has left. The public account flows (sign-up, resend
// the confirmation, recover the password) answer the same for a registered and an unknown
// address, and must take the same time too: a new account costs a password hash and three
// inserts, a known one a mail, and the probe of issue 25 read that difference off the clock.
// Both paths now do the same cheap checks, answer, and only then do their own work.
import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

const pending = new Set<Promise<void>>();

export function afterAnswer(reply: FastifyReply, log: FastifyBaseLogger, what: string, task: () => Promise<void>) {
  // Runs in the request's own async context, so its log lines keep the request id.
  const work = AsyncResource.bind(task);
  const done = new Promise<void>((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // On the next turn of the event loop: what delivers the answer runs first.
      setImmediate(
        () =>
          void work()
            .catch((error: unknown) => log.error({ err: error, what }, 'work after the answer failed'))
            .finally(resolve),
      );
    };
    // 'finish' once the last byte is handed to the socket; 'close' also when the client left.
    reply.raw.once('finish', start);
    reply.raw.once('close', start);
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
}

/** Resolves once every piece of work started so far (and any it started) has ended. */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

// Encrypts Web Push requests (web-push's generateRequestDetails: RFC 8291 aes128gcm) on worker
// threads when the machine has a core to spare, else in this thread. An urgent offer's ring is
// thousands of pushes, each with its own ECDH key agreement; on a worker that work overlaps the
// database statements and the HTTPS posts of the pushes before it (ADR 0021, amendment 2).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import webpush from 'web-push';

export type PushRequest = { endpoint: string; headers: Record<string, string | number>; body: Buffer | null };
type Job = { resolve: (request: PushRequest) => void; reject: (error: Error) => void; on: Worker };
type Answer = { id: number; request?: { endpoint: string; headers: PushRequest['headers']; body: Uint8Array | null } };

export type PushEncryptor = {
  encrypt: (
    subscription: webpush.PushSubscription,
    payload: string,
    options: webpush.RequestOptions,
  ) => Promise<PushRequest>;
  /** Starts the threads now (a server at boot), so the first burst does not wait for them. */
  warm: () => void;
  close: () => Promise<void>;
};

const inline: PushEncryptor = {
  encrypt: async (subscription, payload, options) => {
    const { endpoint, headers, body } = webpush.generateRequestDetails(subscription, payload, options);
    return { endpoint, headers: headers as PushRequest['headers'], body: body ?? null };
  },
  warm: () => undefined,
  close: async () => undefined,
};

/** Threads to use: one less than the cores, at most four; none on a single core. */
export const defaultEncryptionThreads = () => Math.max(0, Math.min(4, os.availableParallelism() - 1));

/** `threads` workers, started on the first push; 0 encrypts in this thread. */
export function createPushEncryptor(threads = defaultEncryptionThreads()): PushEncryptor {
  if (threads <= 0) return inline;
  const workers: { worker: Worker; busy: number }[] = [];
  const waiting = new Map<number, Job>();
  let nextId = 0;
  const start = () => {
    const worker = new Worker(new URL('./push-encryption-worker.mjs', import.meta.url), { execArgv: [] });
    // Never what keeps a process alive: a worker exists only while there are pushes to encrypt.
    worker.unref();
    const entry = { worker, busy: 0 };
    worker.on('message', ({ id, request, error }: Answer & { error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      entry.busy -= 1;
      if (!job) return;
      if (request) job.resolve({ ...request, body: request.body ? Buffer.from(request.body) : null });
      else job.reject(new Error(error ?? 'push encryption failed'));
    });
    worker.on('error', (error) => {
      // A thread that died fails what it held; the next push starts a new one.
      workers.splice(workers.indexOf(entry), 1);
      for (const [id, job] of waiting) {
        if (job.on === worker) {
          waiting.delete(id);
          job.reject(error);
        }
      }
    });
    workers.push(entry);
    return entry;
  };
  return {
    encrypt: (subscription, payload, options) => {
      const entry =
        workers.length < threads ? start() : workers.reduce((least, w) => (w.busy < least.busy ? w : least));
      const id = nextId++;
      entry.busy += 1;
      return new Promise<PushRequest>((resolve, reject) => {
        waiting.set(id, { resolve, reject, on: entry.worker });
        entry.worker.postMessage({ id, subscription, payload, options });
      });
    },
    warm: () => {
      while (workers.length < threads) start();
    },
    close: async () => {
      await Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}

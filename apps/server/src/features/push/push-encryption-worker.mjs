// A thread that encrypts Web Push messages (push-encryption.ts): RFC 8291 takes a fresh ECDH key
// agreement per message, most of a push's CPU, so a burst of pushes is encrypted beside the
// thread that talks to the database and the push services. Plain JavaScript: it runs under
// `npm start`, the tests and the benchmarks alike, with or without a TypeScript loader.
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';

parentPort.on('message', ({ id, subscription, payload, options }) => {
  try {
    const { endpoint, headers, body } = webpush.generateRequestDetails(subscription, payload, options);
    parentPort.postMessage({ id, request: { endpoint, headers, body: body ? new Uint8Array(body) : null } });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

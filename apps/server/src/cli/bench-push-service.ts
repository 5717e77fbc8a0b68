// The local push service of the push tests (test/push-service.ts: RFC 8030 over HTTPS, every
// request's VAPID JWT checked) in a process of its own, for `npm run bench:cover`, so that the
// service's work is not counted in the server's. It tells its parent its origin and certificate,
// then, when asked, how many pushes it has accepted and refused so far, and when it accepted the
// last one.
import { startPushService } from '../../test/push-service.ts';

const service = await startPushService();
let accepted = 0;
process.send?.({ kind: 'ready', origin: service.origin, ca: service.ca.toString('utf8') });
process.on('message', (message: { kind?: string }) => {
  if (message.kind === 'count') {
    // Keep memory flat over a long run: the bench only needs the counts.
    accepted += service.received.length;
    service.received.length = 0;
    process.send?.({
      kind: 'count',
      received: accepted,
      rejected: service.rejected.length,
      lastAt: service.lastReceivedAt(),
    });
  }
});
process.on('disconnect', () => {
  void service.close().then(() => process.exit(0));
});

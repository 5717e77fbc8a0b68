// Shared set-up of the push tests: the app trusting a local push service, subscribing a tab's
// device there, and running the job queue at the app's clock.
import { expect } from 'vitest';
import { runDueJobs } from '../src/infra/jobs.ts';
import { jobHandlers } from '../src/infra/job-handlers.ts';
import { browser, startTestApp, testClock, type TestApp } from './harness.ts';
import { startPushService, type PushService } from './push-service.ts';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export async function startPushTestApp(): Promise<{ t: TestApp; service: PushService }> {
  const service = await startPushService();
  const t = await startTestApp({
    clock: testClock(new Date()),
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    providers: { pushAgentOptions: { ca: service.ca } },
  });
  return { t, service };
}

type Tab = ReturnType<typeof browser>;
export type Subscriber = ReturnType<PushService['subscriber']>;

/** Subscribes `subscriber` as the tab's device, from a phone's Chrome. */
export async function subscribe(t: TestApp, tab: Tab, subscriber: Subscriber, userAgent = PHONE_UA) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: {
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      'user-agent': userAgent,
      cookie: [...tab.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    payload: JSON.stringify({ endpoint: subscriber.endpoint, expirationTime: null, keys: subscriber.keys }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; navegador: string; endpoint: string };
}

/**
 * Runs the due jobs. Jobs are due at the database's now(); the test clock is moved up to the
 * wall clock first (never back), so what was just enqueued runs. PostgreSQL's now() has
 * microseconds and a Date only milliseconds: a job enqueued within the current millisecond
 * (e.g. 12.3404) is after the truncated wall clock (12.340), so the clock goes to the next one.
 */
export async function runJobs(t: TestApp): Promise<number> {
  const nextMillisecond = Date.now() + 1;
  if (t.clock.now().getTime() < nextMillisecond) t.clock.set(new Date(nextMillisecond));
  return runDueJobs(t.ctx, jobHandlers);
}

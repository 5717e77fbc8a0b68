// Races on push devices (DECISIONS §15), on PostgreSQL where transactions truly overlap: two tabs
// taking the last of the ten device slots, one browser subscribing twice at once, and two
// processes counting pushes in one device's sending window, two batches counting the same devices
// in opposite orders. Each fails without its guard (the owner's row lock, the upsert on the
// endpoint's unique index, the single-statement counter, the devices locked in id order).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@fitcover/db/schema';
import { MAX_PUSH_DEVICES } from '@fitcover/contract/push/subscriptions';
import { countInWindow, countInWindows } from '../src/features/push/push-delivery.repo.ts';
import { createInstructor } from '../src/seed/factories.ts';
import { signedInTab, startTestApp, type TestApp } from './harness.ts';
import { newSubscriber } from './push-crypto.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 5;

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const subscription = (endpoint = `https://push.example.test/race/${Date.now()}-${++counter}`) => ({
  endpoint,
  keys: newSubscriber().keys,
});
const devicesOf = (userId: string) =>
  t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.usuarioId, userId));

describe.skipIf(!onPostgres)('push device races on PostgreSQL', () => {
  it('two tabs taking the last device slot: exactly one gets it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const instructor = await createInstructor(t.ctx);
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, instructor), signedInTab(t.app, instructor)]);
      for (let i = 0; i < MAX_PUSH_DEVICES - 1; i++) await tabA.post('/api/push/subscriptions', subscription());
      const responses = await Promise.all([
        tabA.post('/api/push/subscriptions', subscription()),
        tabB.post('/api/push/subscriptions', subscription()),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await devicesOf(instructor.id)).toHaveLength(MAX_PUSH_DEVICES);
    }
  });

  it('one browser subscribing twice at once keeps one row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const instructor = await createInstructor(t.ctx);
      const [tabA, tabB] = await Promise.all([signedInTab(t.app, instructor), signedInTab(t.app, instructor)]);
      const endpoint = `https://push.example.test/twice/${Date.now()}-${round}`;
      const responses = await Promise.all([
        tabA.post('/api/push/subscriptions', subscription(endpoint)),
        tabB.post('/api/push/subscriptions', subscription(endpoint)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(await devicesOf(instructor.id)).toHaveLength(1);
    }
  });

  it('counts every push of a device’s window, however many processes count at once', async () => {
    const instructor = await createInstructor(t.ctx);
    const tab = await signedInTab(t.app, instructor);
    const device = (await tab.post('/api/push/subscriptions', subscription())).json();
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 12 }, () => countInWindow(t.ctx.db, device.id, now, 60_000)));
    expect(counts.map((c) => c?.count).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('counts two batches sharing devices in opposite orders, without a deadlock', async () => {
    const devices: string[] = [];
    for (let owner = 0; owner < 8; owner++) {
      const tab = await signedInTab(t.app, await createInstructor(t.ctx));
      for (let i = 0; i < MAX_PUSH_DEVICES; i++) {
        devices.push((await tab.post('/api/push/subscriptions', subscription())).json().id);
      }
    }
    const now = new Date();
    for (let round = 1; round <= 20; round++) {
      const forward = new Map(devices.map((id) => [id, 1]));
      const backward = new Map([...devices].reverse().map((id) => [id, 2]));
      // With thousands of devices PostgreSQL walks the batch's ids in their order and looks each
      // device up by key; this small table would be hashed instead, so the plan is forced.
      const count = (pushes: Map<string, number>) =>
        t.ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_hashjoin = off`);
          await tx.execute(sql`set local enable_mergejoin = off`);
          await tx.execute(sql`set local enable_seqscan = off`);
          await countInWindows(tx, pushes, now, 60_000);
        });
      await Promise.all([count(forward), count(backward)]);
    }
    const rows = await t.ctx.db
      .select({ windowCount: pushSubscriptions.windowCount })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, devices));
    expect(rows.map((row) => row.windowCount)).toEqual(devices.map(() => 60));
  });
});

// What operators rely on: a request id on every answer, error body and log line; Prometheus
// metrics behind a token or loopback; readiness that checks the database and Redis and turns
// 503 while the instance drains.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGym } from '../src/seed/factories.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: { level: 'info', stream: sink } });
});
afterAll(async () => {
  await t?.close();
});

describe('request ids', () => {
  it('answers every request with an id, puts it into error bodies and onto every log line of the request', async () => {
    const gym = await createGym(t.ctx);
    const tab = browser(t.app);
    const ok = await tab.post('/api/auth/recover', { email: gym.email });
    expect(ok.statusCode).toBe(200);
    const id = String(ok.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The reset e-mail is written by the service through ctx.log, not the request's own logger,
    // once the answer has left (http/after-answer.ts).
    await t.settled();
    const mailLine = lines.findLast((line) => line.msg === 'mail written to outbox' && line.to === gym.email);
    expect(mailLine?.reqId).toBe(id);
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(3);

    const bad = await tab.post('/api/auth/sign-in', { email: 'no-es-un-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.requestId).toBe(bad.headers['x-request-id']);
    const missing = await tab.get('/api/no-existe');
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', requestId: missing.headers['x-request-id'] });
  });

  it('keeps a proxy’s well-formed X-Request-Id and replaces anything else', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '0123456789abcdef0123' } });
    expect(kept.headers['x-request-id']).toBe('0123456789abcdef0123');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/metrics', () => {
  it('serves Prometheus text to a direct loopback request, and refuses one forwarded by a proxy or from afar', async () => {
    await t.app.inject({ url: '/api/health' });
    const metrics = await t.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/fitcover_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    for (const name of [
      'fitcover_http_request_duration_seconds_bucket',
      'fitcover_live_sockets_open',
      'fitcover_jobs_pending',
      'fitcover_db_pool_connections',
      'fitcover_process_resident_memory_bytes',
    ])
      expect(metrics.body).toContain(name);
    const forwarded = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  });

  it('asks for METRICS_TOKEN when one is set, from anywhere', { timeout: 90_000 }, async () => {
    const guarded = await startTestApp({ env: { METRICS_TOKEN: 'token-de-metricas-123456' } });
    try {
      const without = await guarded.app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
      expect(without.statusCode).toBe(401);
      const wrong = await guarded.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer otro' } });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        url: '/api/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer token-de-metricas-123456' },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers, and 503 "stopping" while the instance drains', async () => {
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    t.system.draining = true;
    try {
      const draining = await t.app.inject({ url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().status).toBe('stopping');
      // /api/health keeps its contract: migrated means 200.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.system.draining = false;
    }
  });

  it('is unavailable when REDIS_URL is set and Redis does not answer', async () => {
    const unreachable = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const answer = await unreachable.app.inject({ url: '/api/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'error' } });
    } finally {
      await unreachable.close();
    }
  }, 90_000);

  it('is ready when REDIS_URL is set and Redis answers', async () => {
    const reachable = await startTestApp({
      env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    });
    try {
      const answer = await reachable.app.inject({ url: '/api/health/ready' });
      expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await reachable.close();
    }
  }, 90_000);
});

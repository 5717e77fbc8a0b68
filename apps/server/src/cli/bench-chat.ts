// npm run bench:chat [-- --pairs 1000 --rate 2 --duration 60 --cut 0.1 --workers 1 --database fitcover_bench_chat --keep]
// The live chat under load (issue 22): starts the real server (embedded PGlite in a temporary
// DATA_DIR; PostgreSQL when DATABASE_URL is set, in a scratch database next to it; WORKERS
// processes with --workers, which need Redis), holds one /api/live socket per user (2 per pair),
// and has every user send --rate messages a second to their partner through the real HTTP send
// endpoint for --duration seconds. Prints sent/received, send→receive latency, lost and
// duplicated messages, the server's CPU and RSS. Then it cuts --cut of the sockets, keeps
// sending while they reconnect, and counts messages lost across the cut once each receiver has
// caught up by last id, as the web app does. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import WebSocket from 'ws';
import { runMigrations } from '@fitcover/db/migrate';
import type { LiveMessage } from '@fitcover/contract/live/events';
import { repoRoot, loadEnv } from '../env.ts';
import { System } from '../system.ts';
import { createContext, openSystemDatabase } from '../boot.ts';
import { seedChatBench, type BenchPair } from '../seed/chat-bench-data.ts';
import { cpuTicks, rssBytes, serverPids, sum, TICKS_PER_SECOND } from './load/process-stats.ts';
import { freePort } from './free-port.ts';
import { ordinaryChat } from './load/ordinary-chat.ts';

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '2' },
    duration: { type: 'string', default: '60' },
    cut: { type: 'string', default: '0.1' },
    workers: { type: 'string', default: '1' },
    database: { type: 'string', default: 'fitcover_bench_chat' },
    keep: { type: 'boolean', default: false },
  },
});
const PAIRS = Number(args.pairs);
const RATE = Number(args.rate);
const DURATION_MS = Number(args.duration) * 1000;
const CUT = Number(args.cut);
const WORKERS = Number(args.workers);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const log = (message: string) => console.log(`[bench:chat] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

type User = {
  id: string;
  cookie: string;
  partner: string;
  socket: WebSocket | null;
  lastId: number;
  got: Map<number, number>;
};
/** Messages acknowledged (201) and when their POST started, by id. */
const sentAt = new Map<number, { at: number; to: User }>();
const latencies: number[] = [];
const sendTimes: number[] = [];
/** Live deliveries that arrived before their POST's answer: latency is taken when both are known. */
const early = new Map<number, number>();
let duplicates = 0;
let receivedLive = 0;
let failedSends = 0;

async function prepareDatabase(): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-bench-chat-'));
  const port = await freePort();
  let databaseUrl = '';
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${args.database}" with (force)`);
    await admin.query(`create database "${args.database}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${args.database}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const again = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await again.connect();
      await again.query(`drop database if exists "${args.database}" with (force)`).finally(() => again.end());
    };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '100000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    AUTH_SECRET: SECRET,
    WORKERS: String(WORKERS),
    REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'fitcover-bench',
    ...(WORKERS > 1 ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
  };
  return {
    env,
    cleanup: async () => {
      if (!args.keep) await dropDb();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function seed(env: NodeJS.ProcessEnv): Promise<BenchPair[]> {
  const system = new System(loadEnv(env), pino({ level: 'warn' }));
  const { handle, release } = await openSystemDatabase(system);
  try {
    await runMigrations(handle);
    const ctx = await createContext(system, handle);
    try {
      return await seedChatBench(ctx, PAIRS, SECRET);
    } finally {
      await ctx.live.close();
    }
  } finally {
    await handle.close();
    release();
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // As bench:search: BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles each server run.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', ...extra, '--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${env.APP_URL}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
  throw new Error('the server did not start');
}

function connect(base: string, origin: string, user: User): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/live`, {
      headers: { cookie: user.cookie, origin },
    });
    user.socket = socket;
    socket.on('open', () => resolve());
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: LiveMessage };
      if (event.type !== 'message' || !event.message || event.message.receptorId !== user.id) return;
      receive(user, event.message.id, 'live');
    });
  });
}

function receive(user: User, id: number, via: 'live' | 'catch-up'): void {
  if (user.got.has(id)) {
    if (via === 'live') duplicates += 1;
    return;
  }
  user.got.set(id, Date.now());
  user.lastId = Math.max(user.lastId, id);
  const sent = sentAt.get(id);
  if (via === 'live') {
    receivedLive += 1;
    if (sent) latencies.push(Date.now() - sent.at);
    else early.set(id, Date.now());
  }
}

async function catchUp(base: string, origin: string, user: User): Promise<void> {
  for (;;) {
    const response = await fetch(`${base}/api/chat/conversations/${user.partner}?after=${user.lastId}&limit=100`, {
      headers: { cookie: user.cookie, origin },
    });
    const page = (await response.json()) as { messages: LiveMessage[] };
    for (const message of page.messages) if (message.receptorId === user.id) receive(user, message.id, 'catch-up');
    const newest = page.messages.at(-1)?.id;
    if (newest !== undefined) user.lastId = Math.max(user.lastId, newest);
    if (page.messages.length < 100) return;
  }
}

// One keep-alive connection per sending user at most; node:http costs the load generator less
// than fetch.
const agent = new http.Agent({ keepAlive: true, maxSockets: 10_000 });

function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every user sends RATE messages a second to their partner (waiting for each answer) until `until`. */
async function sendLoop(base: string, origin: string, from: User, until: number, offsetMs: number): Promise<number> {
  let sent = 0;
  const interval = 1000 / RATE;
  let next = Date.now() + offsetMs;
  while (next < until) {
    await sleep(Math.max(0, next - Date.now()));
    // A user whose answers come late sends less, never a backlog: the rate is a ceiling.
    next = Math.max(next + interval, Date.now());
    const started = Date.now();
    const response = await post(
      `${base}/api/chat/conversations/${from.partner}/messages`,
      { cookie: from.cookie, origin, 'content-type': 'application/json' },
      JSON.stringify({ mensaje: ordinaryChat(sent) }),
    ).catch(() => null);
    if (response?.status !== 201) {
      failedSends += 1;
      continue;
    }
    const { message } = JSON.parse(response.text) as { message: LiveMessage };
    sendTimes.push(Date.now() - started);
    sentAt.set(message.id, { at: started, to: users.get(from.partner) as User });
    const arrived = early.get(message.id);
    if (arrived !== undefined) {
      latencies.push(arrived - started);
      early.delete(message.id);
    }
    sent += 1;
  }
  return sent;
}

const users = new Map<string, User>();

async function phase(base: string, origin: string, ms: number, pids: number[]) {
  const list = [...users.values()];
  const cpuBefore = sum(pids, cpuTicks);
  const ownBefore = process.cpuUsage();
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, sum(pids, rssBytes))), 1000);
  const started = Date.now();
  const until = started + ms;
  const counts = await Promise.all(
    list.map((user, i) => sendLoop(base, origin, user, until, (i * 1000) / RATE / list.length)),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const cpu = (sum(pids, cpuTicks) - cpuBefore) / TICKS_PER_SECOND / seconds;
  const own = process.cpuUsage(ownBefore);
  log(`load generator CPU ${Math.round(((own.user + own.system) / 1e6 / seconds) * 100)} % of one core`);
  return { sent: counts.reduce((a, b) => a + b, 0), seconds, cpu, rssMax: Math.max(rssMax, sum(pids, rssBytes)) };
}

function lostAmong(receivers: User[]): number {
  const wanted = new Set(receivers.map((u) => u.id));
  let lost = 0;
  for (const [id, { to }] of sentAt) if (wanted.has(to.id) && !to.got.has(id)) lost += 1;
  return lost;
}

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

const { env, cleanup } = await prepareDatabase();
let server: ChildProcess | undefined;
try {
  log(`${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${WORKERS} process(es): seeding ${PAIRS} pairs…`);
  const pairs = await seed(env);
  server = await startServer(env);
  const base = String(env.APP_URL);
  const origin = base;
  for (const pair of pairs) {
    users.set(pair.gym.id, {
      id: pair.gym.id,
      cookie: pair.gym.cookie,
      partner: pair.instructor.id,
      socket: null,
      lastId: 0,
      got: new Map(),
    });
    users.set(pair.instructor.id, {
      id: pair.instructor.id,
      cookie: pair.instructor.cookie,
      partner: pair.gym.id,
      socket: null,
      lastId: 0,
      got: new Map(),
    });
  }
  const list = [...users.values()];
  for (let i = 0; i < list.length; i += 100)
    await Promise.all(list.slice(i, i + 100).map((u) => connect(base, origin, u)));
  await Promise.all(list.map((u) => catchUp(base, origin, u)));
  const pids = serverPids(server.pid as number);
  const idleRss = sum(pids, rssBytes);
  log(
    `${list.length} sockets open; server RSS idle ${mb(idleRss)}. Sending ${RATE} msg/s per user for ${DURATION_MS / 1000} s…`,
  );

  const main = await phase(base, origin, DURATION_MS, pids);
  await sleep(2000);
  const lostLive = lostAmong(list);
  await Promise.all(list.map((u) => catchUp(base, origin, u)));
  const lost = lostAmong(list);
  const sorted = [...latencies].sort((a, b) => a - b);
  log('── steady load ──');
  log(
    `target ${(list.length * RATE).toLocaleString('es-ES')} msg/s; sent ${main.sent} in ${main.seconds.toFixed(1)} s = ${Math.round(main.sent / main.seconds)} msg/s; failed sends ${failedSends}`,
  );
  log(
    `received live ${receivedLive}; latency send→receive p50 ${percentile(sorted, 0.5)} ms · p95 ${percentile(sorted, 0.95)} ms · p99 ${percentile(sorted, 0.99)} ms · max ${sorted.at(-1) ?? 0} ms`,
  );
  const posts = [...sendTimes].sort((a, b) => a - b);
  log(`send endpoint (POST answered) p50 ${percentile(posts, 0.5)} ms · p99 ${percentile(posts, 0.99)} ms`);
  log(`lost ${lost} (${lostLive} not live, fetched by last id) · duplicated ${duplicates}`);
  log(
    `server CPU ${(main.cpu * 100).toFixed(0)} % of one core, ${((main.cpu * main.seconds * 1000) / Math.max(1, main.sent)).toFixed(2)} ms per message sent · RSS max ${mb(main.rssMax)} (idle ${mb(idleRss)}, ${mb(main.rssMax - idleRss)} above it)`,
  );

  // The cut: some sockets drop without a close (a dead network); they reconnect and catch up.
  const cut = list.filter((_, i) => i % Math.round(1 / CUT) === 0);
  sentAt.clear();
  latencies.length = 0;
  sendTimes.length = 0;
  const reconnects = cut.map(async (user) => {
    user.socket?.terminate();
    await sleep(250 + Math.random() * 250);
    await connect(base, origin, user);
    await catchUp(base, origin, user);
  });
  const during = await phase(base, origin, 10_000, pids);
  await Promise.all(reconnects);
  await sleep(2000);
  await Promise.all(cut.map((u) => catchUp(base, origin, u)));
  log('── cut ──');
  log(
    `${cut.length} sockets cut and reopened while ${during.sent} messages were sent; lost across the cut ${lostAmong(cut)} (after catch-up by last id) · lost elsewhere ${lostAmong(list) - lostAmong(cut)}`,
  );
  for (const user of list) user.socket?.close();
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await cleanup();
}

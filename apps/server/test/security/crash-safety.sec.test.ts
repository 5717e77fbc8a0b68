// Crash safety with real server processes. On PostgreSQL (the production database) a server is
// killed with SIGKILL in the middle of a burst of multi-row writes and another is started on the
// same database: every write that was acknowledged (2xx received) is there, and every row obeys
// the invariants its transaction keeps, so nothing is half-written. On the embedded database,
// SIGTERM and SIGINT close the server cleanly (exit 0, nothing alarming logged, lock released)
// even with a live socket open, and a restart on the same data folder finds every write.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@fitcover/db/result';
import { entitlements, mensajes, ofertas } from '@fitcover/db/schema';
import { freePort } from '../../src/cli/free-port.ts';
import { repoRoot } from '../../src/env.ts';
import { createApplication, createGym, createInstructor, createOffer } from '../../src/seed/factories.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { openLive } from '../live-support.ts';

const AUTH_SECRET = 'crash-secret-crash-secret-crash-secret-0123';
const onPostgres = Boolean(process.env.DATABASE_URL);

type Server = {
  child: ChildProcess;
  base: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts apps/server/src/main.ts as production does and waits for health 200 (or 503 starting). */
async function startServer(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  wait: { ready: 'ok' | 'starting' } = { ready: 'ok' },
): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: env.DATA_DIR,
    WEB_DIST: path.join(env.DATA_DIR, 'no-web-build'),
    AUTH_SECRET,
    SEED_DEMO: 'false',
    ENABLE_TEST_ROUTES: 'true',
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'info',
  };
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  else delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv,
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${err}`);
    const ready = await fetch(`${base}/api/health`)
      .then(async (r) => (wait.ready === 'ok' ? r.status === 200 : (await r.json()).status === 'starting'))
      .catch(() => false);
    if (ready) return { child, base, stdout: () => out, stderr: () => err, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${err}`);
}

/** Sends `signal` and waits for the exit; a server still running after 20 s is killed (and fails). */
async function stopServer(server: Server, signal: NodeJS.Signals) {
  server.child.kill(signal);
  // Only a hang gets killed: a signal during start-up first waits for the embedded database to be
  // created and migrated, which took over 20 s on the 2-core CI machine under load.
  const hung = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
  const result = await server.exited;
  clearTimeout(hung);
  return result;
}

/**
 * The state PostgreSQL records in its control file: 1 once shut down cleanly, 6 while in production
 * (what a process that exits without closing the database leaves behind).
 */
async function clusterState(dataDir: string): Promise<number> {
  return (await readFile(path.join(dataDir, 'db', 'global', 'pg_control'))).readInt32LE(16);
}
const SHUT_DOWN = 1;

/** pino's JSON lines on stdout. */
const logLines = (server: Server) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; signal?: string });

/** A cookie-keeping client of a server process. */
function client(server: Server) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        origin: server.base,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((line) => line.split(';')[0]).join('; ');
    return response;
  };
  return {
    cookie: () => cookie,
    useCookie: (value: string) => void (cookie = value),
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    signIn: async (account: { email: string; password: string }) => {
      const response = await call('POST', '/api/auth/sign-in', account);
      expect(response.status).toBe(200);
    },
  };
}
type Client = ReturnType<typeof client>;

/** The class date `days` ahead in Madrid, as the offer form sends it. */
const madridDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

const offerInput = (titulo: string) => ({
  titulo,
  especialidad: 'Yoga',
  fechaClase: madridDay(10),
  hora: '18:00',
  duracionMin: 60,
  modalidad: 'Presencial',
  ubicacion: 'Barcelona, Carrer de Mallorca 200',
  precio: 25,
});

describe.skipIf(!onPostgres)('a server killed mid-burst on PostgreSQL', () => {
  let t: TestApp;
  let dataDir: string;
  const servers: Server[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-crash-'));
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) await stopServer(server, 'SIGTERM');
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const invariantViolations = async () => {
    const query = async (text: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await t.ctx.db.execute(text));
    return {
      // Accepting: the application, the offer, the other applications, the fee and the e-mail job.
      coveredWithoutOneAccepted: await query(sql`
        select o.id from ofertas o where o.estado = 'cubierta'
          and (select count(*) from aplicaciones a where a.oferta_id = o.id and a.estado = 'aceptada') <> 1`),
      acceptedOnUncoveredOffer: await query(sql`
        select a.id from aplicaciones a join ofertas o on o.id = a.oferta_id
        where a.estado = 'aceptada' and o.estado <> 'cubierta'`),
      openApplicationOnCoveredOffer: await query(sql`
        select a.id from aplicaciones a join ofertas o on o.id = a.oferta_id
        where o.estado = 'cubierta' and a.estado in ('pendiente', 'vista')`),
      acceptedWithoutOneFee: await query(sql`
        select a.id from aplicaciones a where a.estado = 'aceptada'
          and (select count(*) from pagos p where p.aplicacion_id = a.id and p.tipo = 'comision') <> 1`),
      acceptedWithoutEmailJob: await query(sql`
        select a.id from aplicaciones a where a.estado = 'aceptada' and not exists (
          select 1 from jobs j where j.dedupe_key = 'email:application_accepted:' || a.id::text)`),
      // Publishing: the offer and its quota ledger row.
      offerWithoutOneLedgerRow: await query(sql`
        select o.id from ofertas o
        where (select count(*) from offer_publications p where p.oferta_id = o.id) <> 1`),
      // Messaging: the message, the recipient's notification and the unread e-mail job.
      messageWithoutNotification: await query(sql`
        select m.id::text as id from mensajes m where not exists (
          select 1 from notificaciones n where n.usuario_id = m.receptor_id and n.tipo = 'new_message'
            and n.enlace = '/chat?with=' || m.emisor_id::text)`),
      unreadWithoutEmailJob: await query(sql`
        select distinct m.receptor_id::text || ':' || m.emisor_id::text as id from mensajes m
        where m.leido_at is null and not exists (
          select 1 from jobs j where j.done_at is null
            and j.dedupe_key = 'email:new_message:' || m.receptor_id::text || ':' || m.emisor_id::text)`),
    };
  };

  it('keeps every acknowledged write and leaves nothing half-written', async () => {
    // Three gyms with credits to publish on, each with four offers two instructors applied to.
    const CREDITS = 60;
    type Account = Awaited<ReturnType<typeof createGym>>;
    const gyms: Account[] = [];
    for (let i = 0; i < 3; i++) gyms.push(await createGym(t.ctx, { nombre: `Gimnasio Crash ${i}` }));
    const instructors: Account[] = [];
    for (let i = 0; i < 4; i++) instructors.push(await createInstructor(t.ctx, { nombre: `Instructora ${i}` }));
    await t.ctx.db.update(entitlements).set({ credits: CREDITS });
    const decisions: { gym: number; applicationId: string; offerId: string }[] = [];
    for (const [g, gym] of gyms.entries()) {
      for (let k = 0; k < 4; k++) {
        // Each class at its own time: an instructor may not be accepted for two that overlap.
        const offer = await createOffer(t.ctx, gym.id, {
          titulo: `Oferta ${g}-${k}`,
          inDays: 9 + g,
          hora: `${String(9 + 2 * k).padStart(2, '0')}:00`,
        });
        const [a, b] = [instructors[(g + k) % 4]!, instructors[(g + k + 1) % 4]!];
        const first = await createApplication(t.ctx, offer.id, a.id);
        await createApplication(t.ctx, offer.id, b.id);
        decisions.push({ gym: g, applicationId: first.id, offerId: offer.id });
      }
    }
    const first = await startServer({ DATA_DIR: path.join(dataDir, 'first'), DATABASE_URL: t.databaseUrl });
    servers.push(first);
    const gymTabs: Client[] = [];
    for (const gym of gyms) {
      const tab = client(first);
      await tab.signIn(gym);
      gymTabs.push(tab);
    }
    const instructorTabs: Client[] = [];
    for (const instructor of instructors) {
      const tab = client(first);
      await tab.signIn(instructor);
      instructorTabs.push(tab);
    }

    // The burst: accepts, publications and messages interleaved, eight at a time.
    type Task = {
      kind: 'accept' | 'publish' | 'message';
      key: string;
      run: () => Promise<Response>;
      sender?: number;
    };
    const tasks: Task[] = [];
    for (let i = 0; i < 120; i++) {
      // Accepts every other round, so some are answered before the kill and some are cut by it.
      const decision = i % 2 === 0 ? decisions[i / 2] : undefined;
      if (decision) {
        tasks.push({
          kind: 'accept',
          key: decision.applicationId,
          run: () => gymTabs[decision.gym]!.post(`/api/gym/applications/${decision.applicationId}/accept`),
        });
      }
      const g = i % gyms.length;
      tasks.push({
        kind: 'publish',
        key: `Ráfaga ${i}`,
        run: () => gymTabs[g]!.post('/api/gym/offers', offerInput(`Ráfaga ${i}`)),
      });
      const w = i % instructors.length;
      tasks.push({
        kind: 'message',
        key: `Mensaje de ráfaga ${i}`,
        sender: w,
        run: () =>
          instructorTabs[w]!.post(`/api/chat/conversations/${gyms[(w + 1) % gyms.length]!.id}/messages`, {
            mensaje: `Mensaje de ráfaga ${i}`,
          }),
      });
    }
    type Body = { id?: string; message?: { id: number } };
    const acked: (Omit<Task, 'run'> & { body: Body })[] = [];
    const refused: number[] = [];
    let inFlight = 0;
    let inFlightAtKill = -1;
    let next = 0;
    const KILL_AFTER = 30;
    const worker = async () => {
      while (next < tasks.length && inFlightAtKill < 0) {
        const task = tasks[next++]!;
        inFlight += 1;
        try {
          const response = await task.run();
          if (response.ok) acked.push({ ...task, body: (await response.json()) as Body });
          else refused.push(response.status);
        } catch {
          // Cut by the kill: unknown outcome, only the invariants apply.
        } finally {
          inFlight -= 1;
        }
        if (acked.length >= KILL_AFTER && inFlightAtKill < 0) {
          inFlightAtKill = inFlight;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The kill really landed mid-burst, and nothing was refused before it.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(new Set(acked.map((a) => a.kind))).toEqual(new Set(['accept', 'publish', 'message']));

    const second = await startServer({ DATA_DIR: path.join(dataDir, 'second'), DATABASE_URL: t.databaseUrl });
    servers.push(second);

    // Every acknowledged write is there.
    for (const ack of acked.filter((a) => a.kind === 'accept')) {
      const decision = decisions.find((d) => d.applicationId === ack.key)!;
      const [offer] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, decision.offerId));
      expect({ offer: decision.offerId, estado: offer?.estado }).toEqual({
        offer: decision.offerId,
        estado: 'cubierta',
      });
    }
    for (const ack of acked.filter((a) => a.kind === 'publish')) {
      const [offer] = await t.ctx.db.select().from(ofertas).where(eq(ofertas.id, ack.body.id!));
      expect(offer?.titulo).toBe(ack.key);
    }
    for (const ack of acked.filter((a) => a.kind === 'message')) {
      const [message] = await t.ctx.db.select().from(mensajes).where(eq(mensajes.id, ack.body.message!.id));
      expect(message?.mensaje).toBe(ack.key);
    }
    // Nothing is half-written, whether its request was acknowledged, cut, or never answered.
    const violations = await invariantViolations();
    expect(violations).toEqual({
      coveredWithoutOneAccepted: [],
      acceptedOnUncoveredOffer: [],
      openApplicationOnCoveredOffer: [],
      acceptedWithoutOneFee: [],
      acceptedWithoutEmailJob: [],
      offerWithoutOneLedgerRow: [],
      messageWithoutNotification: [],
      unreadWithoutEmailJob: [],
    });
    // Credits: every publication beyond the month's slots spent exactly one, none was lost.
    const ledger = rowsOf<{ gym: string; credited: number }>(
      await t.ctx.db.execute(sql`
          select g.gimnasio_id as gym,
                 (select count(*)::int from offer_publications p
                   where p.gimnasio_id = g.gimnasio_id and p.used_credit) as credited
          from entitlements g where g.gimnasio_id in (${sql.join(
            gyms.map((gym) => sql`${gym.id}`),
            sql`, `,
          )})`),
    );
    for (const row of ledger) {
      const [entitlement] = await t.ctx.db
        .select({ credits: entitlements.credits })
        .from(entitlements)
        .where(eq(entitlements.gimnasioId, row.gym));
      expect(entitlement!.credits + row.credited).toBe(CREDITS);
    }

    // The restarted server serves them to the sessions issued before the crash.
    const fromFirst = acked.filter((a) => a.kind === 'message' && a.sender === 0);
    expect(fromFirst.length).toBeGreaterThan(0);
    const reader = client(second);
    reader.useCookie(instructorTabs[0]!.cookie());
    const conversation = await reader.get(`/api/chat/conversations/${gyms[1]!.id}?limit=100`);
    expect(conversation.status).toBe(200);
    const served = (await conversation.json()).messages.map((m: { mensaje: string }) => m.mensaje);
    for (const ack of fromFirst) expect(served).toContain(ack.key);
  }, 180_000);
});

describe('the embedded database closes cleanly on SIGTERM and SIGINT', () => {
  const dirs: string[] = [];
  let template: string;
  const freshDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fitcover-signal-'));
    dirs.push(dir);
    return dir;
  };
  // One migrated data folder, closed cleanly, copied for each test (a first start takes seconds).
  beforeAll(async () => {
    template = await freshDir();
    const server = await startServer({ DATA_DIR: template });
    expect(await stopServer(server, 'SIGTERM')).toEqual({ code: 0, signal: null });
  });
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** Writes through the API: a gym publishes, an instructor applies and writes, the gym accepts. */
  async function writeSomeData(server: Server) {
    const testing = client(server);
    const gym = await (await testing.post('/api/testing/gyms', {})).json();
    const instructor = await (await testing.post('/api/testing/instructors', {})).json();
    const gymTab = client(server);
    await gymTab.signIn(gym);
    const instructorTab = client(server);
    await instructorTab.signIn(instructor);
    const published = await gymTab.post('/api/gym/offers', offerInput('Clase antes del apagado'));
    expect(published.status).toBe(201);
    const offerId: string = (await published.json()).id;
    const applied = await instructorTab.post(`/api/offers/${offerId}/apply`);
    expect(applied.status).toBe(201);
    const applicationId: string = (await applied.json()).id;
    const sent = await instructorTab.post(`/api/chat/conversations/${gym.id}/messages`, {
      mensaje: 'Hola, ¿sigue disponible la clase?',
    });
    expect(sent.status).toBe(201);
    const accepted = await gymTab.post(`/api/gym/applications/${applicationId}/accept`);
    expect(accepted.status).toBe(200);
    return { gym, instructor, gymCookie: gymTab.cookie(), offerId, applicationId };
  }

  /** Reads it all back through a restarted server, with the session cookie issued before. */
  async function expectDataBack(server: Server, written: Awaited<ReturnType<typeof writeSomeData>>) {
    const gymTab = client(server);
    gymTab.useCookie(written.gymCookie);
    const offers = await gymTab.get('/api/gym/offers');
    expect(offers.status).toBe(200);
    const offer = (await offers.json()).items.find((o: { id: string }) => o.id === written.offerId);
    expect(offer).toMatchObject({ titulo: 'Clase antes del apagado', estado: 'cubierta' });
    const chat = await gymTab.get(`/api/chat/conversations/${written.instructor.id}`);
    expect((await chat.json()).messages.map((m: { mensaje: string }) => m.mensaje)).toEqual([
      'Hola, ¿sigue disponible la clase?',
    ]);
    const payments = await (await gymTab.get('/api/gym/billing/payments')).json();
    expect(payments.items.filter((p: { tipo: string }) => p.tipo === 'comision')).toHaveLength(1);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: exits 0 with a live socket open, logs nothing alarming, and a restart finds every write`, async () => {
      const dataDir = await freshDir();
      await cp(template, dataDir, { recursive: true });
      const server = await startServer({ DATA_DIR: dataDir });
      const written = await writeSomeData(server);
      const socket = await openLive(server.base.replace('http', 'ws'), {
        cookie: written.gymCookie,
        origin: server.base,
      });

      expect(await stopServer(server, signal)).toEqual({ code: 0, signal: null });
      expect(await socket.closed).toBeGreaterThan(0);
      const lines = logLines(server);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      expect(lines.some((line) => line.msg === 'shutting down' && line.signal === signal)).toBe(true);
      expect(server.stderr()).toBe('');
      expect(await clusterState(dataDir)).toBe(SHUT_DOWN);
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

      const restarted = await startServer({ DATA_DIR: dataDir });
      await expectDataBack(restarted, written);
      expect(await stopServer(restarted, 'SIGTERM')).toEqual({ code: 0, signal: null });
      expect(logLines(restarted).filter((line) => line.level >= 40)).toEqual([]);
      expect(await clusterState(dataDir)).toBe(SHUT_DOWN);
    }, 120_000);
  }

  it('a signal during start-up waits for the database, then closes it cleanly', async () => {
    // A fresh folder: creating and migrating the database leaves time to signal during start-up.
    const dataDir = await freshDir();
    const server = await startServer({ DATA_DIR: dataDir }, { ready: 'starting' });
    expect(await stopServer(server, 'SIGTERM')).toEqual({ code: 0, signal: null });
    expect(logLines(server).filter((line) => line.level >= 40)).toEqual([]);
    expect(await clusterState(dataDir)).toBe(SHUT_DOWN);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const restarted = await startServer({ DATA_DIR: dataDir });
    expect(await stopServer(restarted, 'SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);
});

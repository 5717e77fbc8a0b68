// The kill drill (issues 22 and 27): pairs of a gym and an instructor chat through the load
// balancer while each holds its live socket; in the middle, every gym accepts its instructor at
// once, and one instance is killed with SIGKILL during that burst, then started again. Writes go
// as the web app sends them (Idempotency-Key, retries of no-answer/502/503/504 with the same key);
// first attempts that failed are counted and reported, never hidden. Afterwards the database and
// the shared outbox say whether anything was lost or done twice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { LiveMessage } from '@fitcover/contract/live/events';
import { ordinaryChat } from '../load/ordinary-chat.ts';
import { LiveReceiver, newWriteStats, signIn, write, type Session, type WriteStats } from '../load/app-client.ts';

export type DrillOptions = {
  url: string;
  databaseUrl: string;
  mailDir: string;
  pairs: number;
  durationMs: number;
  /** When the accept burst starts; the kill follows 30 ms later. */
  killAtMs: number;
  /** Kills an instance and starts it again; resolves with the ms until it was healthy. */
  killAndRestart: () => Promise<number>;
  log: (line: string) => void;
  /** Accounts made beforehand (prepareDrill), so their password hashing does not overlap the run. */
  prepared?: PreparedPair[];
};

export type PreparedPair = Awaited<ReturnType<typeof preparePair>>;

export function prepareDrill(url: string, pairs: number): Promise<PreparedPair[]> {
  return Promise.all(Array.from({ length: pairs }, (_, i) => preparePair(url, i)));
}

export type DrillReport = {
  chat: WriteStats & { lost: number; duplicatedInDatabase: number; reconnects: number };
  accepts: WriteStats & { paymentsTwice: number };
  otherWrites: WriteStats;
  emailsTwice: number;
  jobsRetried: number;
  backAfterMs: number;
};

type Party = { session: Session; receiver: LiveReceiver; partnerId: string; got: Set<number> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function testingPost<T>(url: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api/testing/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`testing/${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function preparePair(url: string, index: number) {
  type Account = { id: string; email: string; password: string };
  const gym = await testingPost<Account>(url, 'gyms', { nombre: `Gimnasio Simulacro ${index}` });
  const instructor = await testingPost<Account>(url, 'instructors', {
    nombre: `Instructora Simulacro ${index}`,
  });
  const offer = await testingPost<{ id: string }>(url, 'offers', { gymId: gym.id });
  const application = await testingPost<{ id: string }>(url, 'applications', {
    ofertaId: offer.id,
    instructorId: instructor.id,
  });
  const [gymSession, instructorSession] = await Promise.all([
    signIn(url, url, gym.email, gym.password),
    signIn(url, url, instructor.email, instructor.password),
  ]);
  return { gymSession, instructorSession, applicationId: application.id };
}

function party(session: Session, partnerId: string): Party {
  const got = new Set<number>();
  const receiver = new LiveReceiver(session, (message: LiveMessage) => {
    if (message.receptorId === session.userId) got.add(message.id);
  });
  receiver.follow(partnerId);
  return { session, receiver, partnerId, got };
}

export async function runKillDrill(options: DrillOptions): Promise<DrillReport> {
  const pairs = options.prepared ?? (await prepareDrill(options.url, options.pairs));
  const parties = pairs.flatMap((pair) => [
    party(pair.gymSession, pair.instructorSession.userId),
    party(pair.instructorSession, pair.gymSession.userId),
  ]);
  await Promise.all(parties.map((p) => p.receiver.opened));
  options.log(`${pairs.length} parejas conectadas; chat durante ${options.durationMs / 1000} s`);

  const chat = newWriteStats();
  const accepts = newWriteStats();
  const otherWrites = newWriteStats();
  const acknowledged: { from: Party; to: Party; id: number }[] = [];
  const byUser = new Map(parties.map((p) => [p.session.userId, p]));
  const started = Date.now();
  let sequence = 0;
  // Everyone sends one message a second to their partner until the end.
  const senders = parties.map(async (from, index) => {
    await sleep((index * 1000) / parties.length);
    while (Date.now() - started < options.durationMs) {
      const text = ordinaryChat(sequence++);
      const answer = await write<{ message: { id: number } }>(
        from.session,
        'POST',
        `/api/chat/conversations/${from.partnerId}/messages`,
        { mensaje: text },
        chat,
      );
      const to = byUser.get(from.partnerId);
      if (answer.status === 201 && answer.body && to) acknowledged.push({ from, to, id: answer.body.message.id });
      await sleep(1000);
    }
  });

  // The burst: every gym accepts its instructor at once; the kill lands in the middle of it.
  await sleep(options.killAtMs);
  const burst = pairs.map((pair) =>
    write(pair.gymSession, 'POST', `/api/gym/applications/${pair.applicationId}/accept`, {}, accepts),
  );
  const reads = pairs.map((pair) =>
    write(pair.instructorSession, 'POST', `/api/notifications/read-all`, {}, otherWrites),
  );
  await sleep(30);
  const backAfterMs = await options.killAndRestart();
  await Promise.all([...burst, ...reads, ...senders]);

  // Whatever a socket missed is fetched by last id, as the app does after a reconnect.
  await sleep(1500);
  await Promise.all(parties.map((p) => p.receiver.catchUp()));
  for (const p of parties) p.receiver.stop();
  const lost = acknowledged.filter(({ to, id }) => !to.got.has(id)).length;

  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    // Each acknowledged send (retries included) must be one row: more rows than answers is a
    // message stored twice.
    const stored = await db.query<{ emisor_id: string; n: number }>(
      `select emisor_id, count(*)::int as n from mensajes where mensaje like 'Simulacro: %' group by emisor_id`,
    );
    const answered = new Map<string, number>();
    for (const { from } of acknowledged)
      answered.set(from.session.userId, (answered.get(from.session.userId) ?? 0) + 1);
    const duplicated = stored.rows.reduce(
      (sum, row) => sum + Math.max(0, row.n - (answered.get(row.emisor_id) ?? 0)),
      0,
    );
    const paymentsTwice = await db.query<{ n: number }>(`
      select count(*)::int as n from (
        select aplicacion_id from pagos where aplicacion_id is not null
        group by aplicacion_id having count(*) > 1) twice`);
    // The accepted instructors' e-mails are jobs: wait until none is pending.
    for (let i = 0; i < 120; i++) {
      const pending = await db.query<{ n: number }>(
        'select count(*)::int as n from jobs where done_at is null and run_at <= now()',
      );
      if (pending.rows[0]?.n === 0) break;
      await sleep(500);
    }
    const retried = await db.query<{ n: number }>('select count(*)::int as n from jobs where attempts > 1');
    return {
      chat: {
        ...chat,
        lost,
        duplicatedInDatabase: duplicated,
        reconnects: parties.reduce((sum, p) => sum + p.receiver.reconnects, 0),
      },
      accepts: { ...accepts, paymentsTwice: paymentsTwice.rows[0]?.n ?? 0 },
      otherWrites,
      emailsTwice: emailsSentTwice(options.mailDir),
      jobsRetried: retried.rows[0]?.n ?? 0,
      backAfterMs,
    };
  } finally {
    await db.end();
  }
}

/** E-mails with the same recipient and subject, beyond the first (each is one job's work). */
function emailsSentTwice(mailDir: string): number {
  const seen = new Map<string, number>();
  for (const file of readdirSync(mailDir).filter((name) => name.endsWith('.eml'))) {
    const raw = readFileSync(path.join(mailDir, file), 'utf8');
    const key = `${/^To: (.+)$/m.exec(raw)?.[1]}|${/^Subject: (.+)$/m.exec(raw)?.[1]}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
}

export function printDrill(report: DrillReport, log: (line: string) => void): void {
  const w = (s: WriteStats) =>
    `${s.ok} bien, ${s.failed} fallidas tras reintentos, ${s.firstAttemptFailed} con el primer intento fallido (reenviadas con la misma clave)`;
  log(`Mensajes: ${w(report.chat)}`);
  log(
    `  perdidos: ${report.chat.lost} · duplicados en la base de datos: ${report.chat.duplicatedInDatabase} · reconexiones: ${report.chat.reconnects}`,
  );
  log(`Aceptaciones: ${w(report.accepts)} · cobradas dos veces: ${report.accepts.paymentsTwice}`);
  log(`Otras escrituras: ${w(report.otherWrites)}`);
  log(
    `Trabajos hechos dos veces (e-mails repetidos): ${report.emailsTwice} · trabajos reintentados: ${report.jobsRetried}`,
  );
  log(`Instancia muerta de nuevo en marcha y sana en ${(report.backAfterMs / 1000).toFixed(1)} s`);
}

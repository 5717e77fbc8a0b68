// Field-level exposure: every response the matrix collects is searched for other users' e-mails,
// phones, coordinates and street addresses, and for other parties' offers, applications,
// payments and chat messages. The spec's exceptions are named here, one by one.
import { mensajes, moderationFlags, ofertas, aplicaciones, pagos } from '@fitcover/db/schema';
import type { Account, PrincipalName, World } from './authorization-fixtures-world.ts';

export type Recorded = {
  who: PrincipalName;
  /** Accounts whose data is the caller's own: the principal's, or the fresh account the call ran as. */
  ownIds: readonly string[];
  label: string;
  path: string;
  status: number;
  /** The body as text (JSON or CSV). */
  text: string;
  /** Everything the caller sent: echoing it back reveals nothing. */
  echo: string;
};

export type PiiKind = 'e-mail' | 'teléfono' | 'coordenadas' | 'dirección';

export type Exception = { name: string; allows: (record: Recorded, kind: PiiKind) => boolean };

/** Where the spec shows one user's data to another. */
export const specExceptions: readonly Exception[] = [
  {
    // DECISIONS §8: the admin manages gyms and instructors (lists with search), reads moderation
    // cases with both parties and answers support tickets by e-mail; the tables show e-mails.
    // Nothing else of a user (phone, address, coordinates) is shown to the admin.
    name: 'admin tables show e-mails',
    allows: (record, kind) => kind === 'e-mail' && record.who === 'admin' && record.path.startsWith('/api/admin/'),
  },
];

export type Secret = { what: string; value: string; visibleTo: ReadonlySet<PrincipalName> };

function piiOf(person: Account): { kind: PiiKind; values: string[] }[] {
  return [
    { kind: 'e-mail', values: [person.email.toLowerCase()] },
    { kind: 'teléfono', values: [person.telefono, person.phoneDigits] },
    { kind: 'coordenadas', values: [String(person.latitude), String(person.longitude)] },
    { kind: 'dirección', values: person.fiscal ? [person.street, person.fiscal] : [person.street] },
  ];
}

/** Every place a response shows what it should not, as readable lines (empty when none). */
export function findLeaks(
  records: readonly Recorded[],
  people: readonly Account[],
  secrets: readonly Secret[],
  exceptions: readonly Exception[] = specExceptions,
): string[] {
  const leaks: string[] = [];
  for (const record of records) {
    const text = record.text.toLowerCase();
    const echo = record.echo.toLowerCase();
    const shows = (value: string) => text.includes(value.toLowerCase()) && !echo.includes(value.toLowerCase());
    for (const person of people) {
      if (record.ownIds.includes(person.id)) continue;
      for (const { kind, values } of piiOf(person)) {
        if (!values.some(shows)) continue;
        if (exceptions.some((exception) => exception.allows(record, kind))) continue;
        leaks.push(`${record.who} · ${record.label} (${record.status}): ${kind} of ${person.nombre}`);
      }
    }
    for (const secret of secrets) {
      if (!secret.visibleTo.has(record.who) && shows(secret.value)) {
        leaks.push(`${record.who} · ${record.label} (${record.status}): ${secret.what}`);
      }
    }
  }
  return leaks;
}

/**
 * Who may see each offer, application, payment and message in the database: offers their gym
 * and instructors (search); applications their gym and instructor; payments their gym; messages
 * their two parties (and admin once the pair was reported or flagged). Admin sees every id.
 */
export async function privateObjects(w: World): Promise<Secret[]> {
  const nameOf = new Map<string, PrincipalName>(
    Object.entries(w.accounts).map(([name, account]) => [account.id, name as PrincipalName]),
  );
  const principalsOf = (...ids: (string | null)[]) =>
    ids.map((id) => (id ? nameOf.get(id) : undefined)).filter((name): name is PrincipalName => !!name);
  const db = w.t.ctx.db;
  const secrets: Secret[] = [];

  const offers = await db.select({ id: ofertas.id, gym: ofertas.gimnasioId }).from(ofertas);
  const gymOf = new Map(offers.map((offer) => [offer.id, offer.gym]));
  for (const offer of offers) {
    const visibleTo = new Set<PrincipalName>(['admin', 'instructorA', 'instructorB', ...principalsOf(offer.gym)]);
    secrets.push({ what: 'an offer of another gym', value: offer.id, visibleTo });
  }
  const applications = await db
    .select({ id: aplicaciones.id, oferta: aplicaciones.ofertaId, instructor: aplicaciones.instructorId })
    .from(aplicaciones);
  for (const application of applications) {
    const visibleTo = new Set<PrincipalName>([
      'admin',
      ...principalsOf(application.instructor, gymOf.get(application.oferta) ?? null),
    ]);
    secrets.push({ what: 'an application of others', value: application.id, visibleTo });
  }
  for (const payment of await db.select({ id: pagos.id, gym: pagos.usuarioId }).from(pagos)) {
    const visibleTo = new Set<PrincipalName>(['admin', ...principalsOf(payment.gym)]);
    secrets.push({ what: 'a payment of another gym', value: payment.id, visibleTo });
  }
  const flagged = new Set(
    (await db.select({ a: moderationFlags.emisorId, b: moderationFlags.receptorId }).from(moderationFlags)).map(
      (flag) => [flag.a, flag.b].sort().join(':'),
    ),
  );
  const messages = await db
    .select({ text: mensajes.mensaje, from: mensajes.emisorId, to: mensajes.receptorId })
    .from(mensajes);
  for (const message of messages) {
    const pair = [message.from, message.to].sort().join(':');
    const visibleTo = new Set<PrincipalName>(principalsOf(message.from, message.to));
    if (flagged.has(pair)) visibleTo.add('admin');
    secrets.push({ what: `a message of another conversation («${message.text}»)`, value: message.text, visibleTo });
  }
  return secrets;
}

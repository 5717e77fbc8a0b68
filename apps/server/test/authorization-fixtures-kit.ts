// The shape of one row of the authorization matrix, and the principal groups rows are built from.
import { and, eq, or } from 'drizzle-orm';
import { aplicaciones, mensajes, moderationFlags, ofertas, valoraciones } from '@fitcover/db/schema';
import type { PrincipalName, Tab, World } from './authorization-fixtures-world.ts';

export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sends from another tab (a fresh session or account) when the call would end or destroy the principal's own. */
  via?: { tab: Tab; accountId?: string | undefined };
  /** The state of what the call targets: a call by anyone outside `changes` must leave it as it was. */
  snapshot?: () => Promise<unknown>;
};

export type Fixture = {
  /** `module#export`, as in `allEndpoints`. */
  endpoint: string;
  /** Second rows of one endpoint say what they add (e.g. deleting an offer that has applicants). */
  variant?: string;
  /** Exactly who succeeds. Everyone else gets 401 (no valid session), 403 (role) or 404 (not theirs). */
  allowed: readonly PrincipalName[];
  /** The success status (200 unless said). */
  status?: number;
  /** Refusals that differ from the rule above, each with its reason in a comment. */
  denied?: Partial<Record<PrincipalName, number>>;
  /** Who may change what `snapshot` reads (default: `allowed`). */
  changes?: readonly PrincipalName[];
  build: (w: World, who: PrincipalName) => Promise<Call>;
};

export const everyone: readonly PrincipalName[] = [
  'anonymous',
  'suspended',
  'gymA',
  'gymB',
  'instructorA',
  'instructorB',
  'admin',
];
/** Any valid session (`access: 'user'`). */
export const signedIn: readonly PrincipalName[] = ['gymA', 'gymB', 'instructorA', 'instructorB', 'admin'];
export const gyms: readonly PrincipalName[] = ['gymA', 'gymB'];
export const instructors: readonly PrincipalName[] = ['instructorA', 'instructorB'];
export const gymsAndInstructors: readonly PrincipalName[] = [...gyms, ...instructors];
export const adminOnly: readonly PrincipalName[] = ['admin'];

export const none = async (): Promise<Call> => ({});

/** The day `days` from now as the offer form sends it (Europe/Madrid). */
export function futureDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
}

export const offerInput = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Sustitución de Pilates',
  especialidad: 'Pilates',
  fechaClase: futureDay(12),
  hora: '19:30',
  duracionMin: 60,
  modalidad: 'Presencial',
  ubicacion: 'Barcelona, Carrer de Mallorca 200',
  precio: 30,
  ...overrides,
});

export const offerRow = (w: World, id: string) => () => w.t.ctx.db.select().from(ofertas).where(eq(ofertas.id, id));

export const applicationRow = (w: World, id: string) => () =>
  w.t.ctx.db.select().from(aplicaciones).where(eq(aplicaciones.id, id));

export const offerAndApplication = (w: World, ofertaId: string, aplicacionId: string) => async () => ({
  offer: await offerRow(w, ofertaId)(),
  application: await applicationRow(w, aplicacionId)(),
});

export const reviewsOf = (w: World, aplicacionId: string) => () =>
  w.t.ctx.db.select().from(valoraciones).where(eq(valoraciones.aplicacionId, aplicacionId));

/** Everything of gym A ↔ instructor A's conversation: its messages, their read marks, its reports. */
export const conversationAA = (w: World) => async () => {
  const a = w.accounts.gymA.id;
  const b = w.accounts.instructorA.id;
  const between = or(
    and(eq(mensajes.emisorId, a), eq(mensajes.receptorId, b)),
    and(eq(mensajes.emisorId, b), eq(mensajes.receptorId, a)),
  );
  const messages = await w.t.ctx.db.select().from(mensajes).where(between).orderBy(mensajes.id);
  const reports = await w.t.ctx.db
    .select({ id: moderationFlags.id })
    .from(moderationFlags)
    .where(
      or(
        and(eq(moderationFlags.emisorId, a), eq(moderationFlags.receptorId, b)),
        and(eq(moderationFlags.emisorId, b), eq(moderationFlags.receptorId, a)),
      ),
    );
  return { messages, reports: reports.length };
};

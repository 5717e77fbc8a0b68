// Factories for demo data, integration tests and end-to-end setup. Accounts go through the
// real sign-up service (geocoding, better-auth, profile, trial) and are then confirmed.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authUser, ofertas, perfiles } from '@fitcover/db/schema';
import type { Especialidad } from '@fitcover/contract/common/fields';
import type { AppContext } from '../context.ts';
import { signUpUser } from '../features/auth/sign-up.service.ts';
import { findUserIdByEmail, markEmailVerified } from '../features/auth/accounts.repo.ts';
import { publishOffer } from '../features/offers/offers.service.ts';
import { applyToOffer } from '../features/applications/apply.service.ts';
import { acceptApplication } from '../features/applications/decisions.service.ts';
import { isBookingClash } from '../http/db-errors.ts';

export const DEFAULT_PASSWORD = 'Demo1234!';

type AccountOptions = { email?: string; password?: string; nombre?: string; direccion?: string; confirmed?: boolean };

async function finishAccount(ctx: AppContext, email: string, confirmed: boolean) {
  const id = await findUserIdByEmail(ctx.db, email);
  if (!id) throw new Error(`factory: ${email} was not created`);
  if (confirmed) await markEmailVerified(ctx.db, id);
  return id;
}

export async function createGym(ctx: AppContext, options: AccountOptions & { personaContacto?: string } = {}) {
  const email = options.email ?? `gym-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? DEFAULT_PASSWORD;
  await signUpUser(ctx, {
    rol: 'gimnasio',
    nombre: options.nombre ?? 'Gimnasio de Prueba',
    personaContacto: options.personaContacto ?? 'Laura Gómez',
    destacado: false,
    direccion: options.direccion ?? 'Barcelona, Carrer de Mallorca 200',
    email,
    telefono: '+34 600 000 000',
    password,
    aceptaTerminos: true,
  });
  return { id: await finishAccount(ctx, email, options.confirmed ?? true), email, password };
}

export async function createInstructor(
  ctx: AppContext,
  options: AccountOptions & { especialidades?: Especialidad[]; experiencia?: number } = {},
) {
  const email = options.email ?? `instructor-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? DEFAULT_PASSWORD;
  await signUpUser(ctx, {
    rol: 'instructor',
    nombre: options.nombre ?? 'Instructora de Prueba',
    experiencia: options.experiencia ?? 5,
    especialidades: options.especialidades ?? ['Yoga', 'Pilates'],
    enlaces: [],
    direccion: options.direccion ?? 'Barcelona, Carrer de Provença 100',
    email,
    telefono: '+34 611 111 111',
    password,
    aceptaTerminos: true,
  });
  return { id: await finishAccount(ctx, email, options.confirmed ?? true), email, password };
}

/** Creates a confirmed admin, or promotes an existing account to admin. */
export async function createAdmin(ctx: AppContext, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  let id = await findUserIdByEmail(ctx.db, normalized);
  if (!id) {
    const result = await ctx.auth.api.signUpEmail({ body: { name: 'Administrador', email: normalized, password } });
    id = result.user.id;
  }
  await markEmailVerified(ctx.db, id);
  const [name] = await ctx.db.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, id));
  await ctx.db
    .insert(perfiles)
    .values({ id, rol: 'admin', email: normalized, nombre: name?.name ?? 'Administrador' })
    .onConflictDoUpdate({ target: perfiles.id, set: { rol: 'admin', suspendedAt: null, updatedAt: sql`now()` } });
  return { id, email: normalized };
}

export type OfferOptions = {
  titulo?: string;
  especialidad?: Especialidad;
  /** Days from today (Europe/Madrid) of the class. */
  inDays?: number;
  hora?: string;
  precio?: number;
  modalidad?: 'Presencial' | 'Online';
  ubicacion?: string;
  duracionMin?: number;
  urgente?: boolean;
  ventanaMin?: number;
  autoAceptar?: 'off' | 'mis' | 'cualquiera';
  soloVerificados?: boolean;
};

/** Publishes through the real offers service (geocoding, start instant, plan quota, alerts). */
export async function createOffer(ctx: AppContext, gymId: string, options: OfferOptions = {}) {
  const day = new Date(ctx.clock.now().getTime() + (options.inDays ?? 3) * 86_400_000);
  const modalidad = options.modalidad ?? 'Presencial';
  const offer = await publishOffer(ctx, gymId, {
    titulo: options.titulo ?? `Clase de ${options.especialidad ?? 'Yoga'}`,
    especialidad: options.especialidad ?? 'Yoga',
    fechaClase: day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }),
    hora: options.hora ?? '18:00',
    duracionMin: options.duracionMin ?? 60,
    modalidad,
    ubicacion: modalidad === 'Presencial' ? (options.ubicacion ?? 'Barcelona, Carrer de Mallorca 200') : undefined,
    precio: options.precio ?? 25,
    descripcion: undefined,
    urgente: options.urgente ?? false,
    ventanaMin: options.ventanaMin ?? 15,
    autoAceptar: options.autoAceptar ?? 'off',
    soloVerificados: options.soloVerificados ?? false,
  });
  return { id: offer.id };
}

/** An instructor applies through the real service (unique per offer, gym notified). */
export async function createApplication(ctx: AppContext, ofertaId: string, instructorId: string) {
  return applyToOffer(ctx, instructorId, ofertaId);
}

/**
 * A class the gym accepted the instructor for and that has already taken place `hoursAgo` hours
 * ago (start time; 60 minutes long): published, applied and accepted through the real services,
 * then moved into the past, since no service lets an offer be dated before now.
 */
export async function createPastAcceptedClass(
  ctx: AppContext,
  gymId: string,
  instructorId: string,
  options: { titulo?: string; hoursAgo?: number } = {},
) {
  const offer = await createOffer(ctx, gymId, { titulo: options.titulo ?? 'Clase ya realizada', inDays: 2 });
  const application = await createApplication(ctx, offer.id, instructorId);
  await acceptApplication(ctx, gymId, application.id);
  // An instructor's classes never overlap (DECISIONS §16): a pair with several past classes gets
  // each two hours before the last one rather than all at the same moment.
  for (let shift = 0; ; shift++) {
    const startsAt = new Date(ctx.clock.now().getTime() - ((options.hoursAgo ?? 3) + 2 * shift) * 3_600_000);
    try {
      await ctx.db
        .update(ofertas)
        .set({
          startsAt,
          fechaClase: startsAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }),
          hora: startsAt.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
          duracionMin: 60,
        })
        .where(eq(ofertas.id, offer.id));
      break;
    } catch (error) {
      if (!isBookingClash(error) || shift >= 50) throw error;
    }
  }
  return { ofertaId: offer.id, aplicacionId: application.id };
}

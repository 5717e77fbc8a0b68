// The owner's profile: read, and save with the spec's rules (§5): the address is geocoded again
// only when it changed, and a failure saves nothing (the old place is kept).
import type {
  GymProfile,
  InstructorProfile,
  OwnProfile,
  updateGymProfileSchema,
  updateInstructorProfileSchema,
} from '@fitcover/contract/profiles/profile';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { effectivePlan, planLabel } from '../billing/entitlement-rules.ts';
import { normalizeKey } from '../geo/address.ts';
import { geocodeAddress } from '../geo/geocode.service.ts';
import { avatarUrlOf } from './avatar-url.ts';
import { findEntitlement, findProfile, updateProfile, type ProfileChanges, type ProfileRow } from './profiles.repo.ts';

type GymInput = z.output<typeof updateGymProfileSchema>;
type InstructorInput = z.output<typeof updateInstructorProfileSchema>;

function common(row: ProfileRow) {
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    telefono: row.telefono,
    direccion: row.direccion,
    ciudad: row.ciudad,
    latitude: row.latitude,
    longitude: row.longitude,
    avatarUrl: avatarUrlOf(row.id, row.avatarVersion),
    emailNewApplicant: row.emailNewApplicant,
    emailApplicationAccepted: row.emailApplicationAccepted,
    emailNewMessage: row.emailNewMessage,
  };
}

async function gymView(ctx: AppContext, row: ProfileRow): Promise<GymProfile> {
  const entitlement = await findEntitlement(ctx.db, row.id);
  const plan = entitlement ? effectivePlan(entitlement, ctx.clock.now()) : null;
  return {
    rol: 'gimnasio',
    ...common(row),
    personaContacto: row.personaContacto,
    destacado: row.destacado,
    activo: row.activo,
    plan: planLabel(plan),
    razonSocial: row.razonSocial,
    nif: row.nif,
    direccionFiscal: row.direccionFiscal,
  };
}

function instructorView(row: ProfileRow): InstructorProfile {
  return {
    rol: 'instructor',
    ...common(row),
    biografia: row.biografia,
    especialidades: row.especialidades,
    experiencia: row.experiencia,
    disponibilidad: row.disponibilidad,
    enlaces: row.enlaces,
  };
}

async function requireProfile(ctx: AppContext, id: string): Promise<ProfileRow> {
  const row = await findProfile(ctx.db, id);
  if (!row) throw notFound('El perfil');
  return row;
}

export async function readOwnProfile(ctx: AppContext, id: string): Promise<OwnProfile> {
  const row = await requireProfile(ctx, id);
  return row.rol === 'gimnasio' ? gymView(ctx, row) : instructorView(row);
}

/** New place only when the typed address changed; an unknown one is a 422 and nothing is saved. */
async function placeChanges(ctx: AppContext, row: ProfileRow, direccion: string): Promise<ProfileChanges> {
  if (row.direccion && normalizeKey(row.direccion) === normalizeKey(direccion)) return { direccion };
  const place = await geocodeAddress(ctx, direccion, { field: 'direccion', title: 'Error de geolocalización' });
  return { direccion, ciudad: place.ciudad, latitude: place.latitude, longitude: place.longitude };
}

export async function saveGymProfile(ctx: AppContext, id: string, input: GymInput): Promise<GymProfile> {
  const row = await requireProfile(ctx, id);
  await updateProfile(ctx.db, id, {
    ...(await placeChanges(ctx, row, input.direccion)),
    nombre: input.nombre,
    telefono: input.telefono,
    personaContacto: input.personaContacto,
    destacado: input.destacado,
    activo: input.activo,
    razonSocial: input.razonSocial ?? null,
    nif: input.nif ?? null,
    direccionFiscal: input.direccionFiscal ?? null,
    emailNewApplicant: input.emailNewApplicant,
    emailApplicationAccepted: input.emailApplicationAccepted,
    emailNewMessage: input.emailNewMessage,
  });
  return gymView(ctx, await requireProfile(ctx, id));
}

export async function saveInstructorProfile(
  ctx: AppContext,
  id: string,
  input: InstructorInput,
): Promise<InstructorProfile> {
  const row = await requireProfile(ctx, id);
  await updateProfile(ctx.db, id, {
    ...(await placeChanges(ctx, row, input.direccion)),
    nombre: input.nombre,
    telefono: input.telefono,
    biografia: input.biografia ?? null,
    especialidades: input.especialidades,
    experiencia: input.experiencia,
    disponibilidad: input.disponibilidad,
    enlaces: input.enlaces,
    emailNewApplicant: input.emailNewApplicant,
    emailApplicationAccepted: input.emailApplicationAccepted,
    emailNewMessage: input.emailNewMessage,
  });
  return instructorView(await requireProfile(ctx, id));
}

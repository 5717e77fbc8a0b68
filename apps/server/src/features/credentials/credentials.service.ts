// An instructor's Documentación (DECISIONS §17): upload, the ROPEC number, delete, and who may see
// the documents — the owner, admin, and gyms the instructor has applied to. Anyone else is told
// the documents do not exist (404), as for a forged or expired link.
import type { Credential, CredentialsView } from '@fitcover/contract/trust/credentials';
import type { AppContext, Principal } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { checkCredentialFile } from './credential-file.ts';
import { hasAppliedToGym } from '../applications/applications.repo.ts';
import { signedFileUrl, verifyFileLink } from './credential-links.ts';
import {
  deleteOwnCredential,
  insertCredential,
  isActiveInstructor,
  listCredentials,
  readCredentialFile,
  type CredentialRow,
} from './credentials.repo.ts';
import { spainToday, verificationOfOne } from './verification-status.ts';

export async function credentialDto(ctx: AppContext, row: CredentialRow, viewerId: string): Promise<Credential> {
  return {
    id: row.id,
    tipo: row.tipo,
    nombre: row.nombre,
    mime: row.mime,
    tamano: row.tamano,
    numero: row.numero,
    caducaEl: row.caducaEl,
    estado: row.estado,
    motivo: row.motivo,
    subidoAt: row.createdAt.toISOString(),
    url: row.mime ? await signedFileUrl(ctx, row.id, viewerId) : null,
  };
}

async function view(ctx: AppContext, instructorId: string, viewerId: string, own: boolean): Promise<CredentialsView> {
  const rows = await listCredentials(ctx.db, instructorId, own);
  return {
    items: await Promise.all(rows.map((row) => credentialDto(ctx, row, viewerId))),
    verificacion: await verificationOfOne(ctx, instructorId),
  };
}

export const ownCredentials = (ctx: AppContext, instructorId: string) => view(ctx, instructorId, instructorId, true);

/** Whether this user may open this instructor's documents. */
export async function mayOpen(ctx: AppContext, viewer: Principal, instructorId: string): Promise<boolean> {
  if (viewer.id === instructorId || viewer.rol === 'admin') return true;
  return viewer.rol === 'gimnasio' && hasAppliedToGym(ctx.db, instructorId, viewer.id);
}

export async function instructorCredentials(ctx: AppContext, viewer: Principal, instructorId: string) {
  if (!(await isActiveInstructor(ctx.db, instructorId)) || !(await mayOpen(ctx, viewer, instructorId)))
    throw notFound('La documentación');
  return view(ctx, instructorId, viewer.id, false);
}

export async function uploadCredential(
  ctx: AppContext,
  instructorId: string,
  input: { tipo: 'titulacion' | 'seguro'; nombre: string; caducaEl?: string | undefined },
  file: { bytes: Buffer; declaredType: string | undefined },
): Promise<Credential> {
  const { caducaEl } = input;
  if (input.tipo === 'seguro' && caducaEl && caducaEl < spainToday(ctx.clock.now()))
    throw new AppError('VALIDATION', {
      userMessage: 'El seguro ya ha caducado: sube la póliza en vigor.',
      field: 'caducaEl',
    });
  const checked = await checkCredentialFile(file.bytes, file.declaredType);
  const row = await insertCredential(ctx.db, {
    instructorId,
    tipo: input.tipo,
    nombre: input.nombre,
    mime: checked.mime,
    contenido: checked.bytes,
    numero: null,
    caducaEl: input.tipo === 'seguro' ? (caducaEl ?? null) : null,
  });
  return credentialDto(ctx, row, instructorId);
}

export async function saveRopecNumber(ctx: AppContext, instructorId: string, numero: string): Promise<Credential> {
  const row = await insertCredential(ctx.db, {
    instructorId,
    tipo: 'ropec',
    nombre: `ROPEC / colegiación ${numero}`,
    mime: null,
    contenido: null,
    numero,
    caducaEl: null,
  });
  return credentialDto(ctx, row, instructorId);
}

export async function removeCredential(ctx: AppContext, instructorId: string, id: string) {
  if (!(await deleteOwnCredential(ctx.db, instructorId, id))) throw notFound('El documento');
  return { ok: true as const };
}

/** The file behind a signed link, for the viewer it was made for while they still have access. */
export async function openCredentialFile(
  ctx: AppContext,
  viewer: Principal | null,
  input: { documentId: string; exp: unknown; sig: unknown },
) {
  const missing = () => notFound('El documento');
  if (!viewer) throw missing();
  if (!(await verifyFileLink(ctx, { ...input, viewerId: viewer.id }))) throw missing();
  const file = await readCredentialFile(ctx.db, input.documentId);
  if (!file?.contenido || !file.mime || !(await mayOpen(ctx, viewer, file.instructorId))) throw missing();
  return { mime: file.mime, bytes: file.contenido, nombre: file.nombre };
}

// Rows for Documentación and Admin → Verificaciones (DECISIONS §17): an instructor manages their
// own documents; only admin and the gyms the instructor applied to see them; only admin decides.
import { eq } from 'drizzle-orm';
import { documentosInstructor } from '@fitcover/db/schema';
import { insertCredential } from '../src/features/credentials/credentials.repo.ts';
import { adminOnly, instructors, none, type Fixture } from './authorization-fixtures-kit.ts';
import type { World } from './authorization-fixtures-world.ts';

async function pendingDocument(w: World): Promise<string> {
  const row = await insertCredential(w.t.ctx.db, {
    instructorId: w.accounts.instructorA.id,
    tipo: 'titulacion',
    nombre: 'Título de monitor',
    mime: 'image/png',
    contenido: Buffer.from('png'),
    numero: null,
    caducaEl: null,
  });
  return row.id;
}

const documentRow = (w: World, id: string) => () =>
  w.t.ctx.db.select().from(documentosInstructor).where(eq(documentosInstructor.id, id));

export const credentialFixtures: Fixture[] = [
  { endpoint: 'trust/credentials#listOwnCredentials', allowed: instructors, build: none },
  {
    endpoint: 'trust/credentials#saveRopec',
    allowed: instructors,
    build: async () => ({ body: { numero: 'ROPEC 012345' } }),
  },
  {
    endpoint: 'trust/credentials#deleteCredential',
    allowed: ['instructorA'],
    build: async (w) => {
      const id = await pendingDocument(w);
      return { params: { id }, snapshot: documentRow(w, id) };
    },
  },
  {
    endpoint: 'trust/credentials#listInstructorCredentials',
    // Gym B never had an application from instructor A: their documents do not exist for it.
    allowed: ['gymA', 'admin'],
    build: async (w) => {
      await w.application(w.accounts.gymA, w.accounts.instructorA);
      return { params: { id: w.accounts.instructorA.id } };
    },
  },
  { endpoint: 'trust/credentials#listVerifications', allowed: adminOnly, build: none },
  {
    endpoint: 'trust/credentials#approveCredential',
    allowed: adminOnly,
    build: async (w) => {
      const id = await pendingDocument(w);
      return { params: { id }, snapshot: documentRow(w, id) };
    },
  },
  {
    endpoint: 'trust/credentials#rejectCredential',
    allowed: adminOnly,
    build: async (w) => {
      const id = await pendingDocument(w);
      return { params: { id }, body: { motivo: 'Documento ilegible' }, snapshot: documentRow(w, id) };
    },
  },
];

// What a credential e-mail needs: the document and its owner, while the account is reachable.
import { sql } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { rowsOf } from '@fitcover/db/result';
import type { CredentialRow } from './credentials.repo.ts';

type MailRow = {
  tipo: CredentialRow['tipo'];
  nombre: string;
  caduca_el: string | null;
  motivo: string | null;
  recipient_nombre: string;
  recipient_email: string;
};

export async function findCredentialMail(db: Database, documentoId: string): Promise<MailRow | null> {
  const [row] = rowsOf<MailRow>(
    await db.execute(sql`
      select d.tipo, d.nombre, d.caduca_el::text as caduca_el, d.motivo, p.nombre as recipient_nombre,
        u.email as recipient_email
      from documentos_instructor d
      join perfiles p on p.id = d.instructor_id and p.deleted_at is null and p.suspended_at is null
      join auth_user u on u.id = p.id
      where d.id = ${documentoId}::uuid`),
  );
  return row ?? null;
}

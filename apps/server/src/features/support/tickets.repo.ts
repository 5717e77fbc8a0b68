import type { Database } from '@fitcover/db/client';
import { supportTickets } from '@fitcover/db/schema';

export type NewTicket = typeof supportTickets.$inferInsert;

export async function insertTicket(db: Database, ticket: NewTicket): Promise<{ numero: number }> {
  const [row] = await db.insert(supportTickets).values(ticket).returning({ numero: supportTickets.numero });
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}

// Rows for the talent directory (issue 21): gyms search and invite to their own offers;
// instructors read and switch their own directory visibility.
import { eq } from 'drizzle-orm';
import { invitacionesOferta } from '@fitcover/db/schema';
import { gyms, instructors, none, type Fixture } from './authorization-fixtures-kit.ts';

export const directoryFixtures: Fixture[] = [
  { endpoint: 'directory/directory#searchDirectory', allowed: gyms, build: none },
  {
    endpoint: 'directory/directory#listInvitableOffers',
    allowed: gyms,
    build: async (w) => ({ params: { instructorId: w.accounts.instructorA.id } }),
  },
  {
    endpoint: 'directory/directory#inviteToOffer',
    allowed: ['gymA'],
    build: async (w) => {
      const ofertaId = await w.offer(w.accounts.gymA);
      return {
        params: { instructorId: w.accounts.instructorB.id },
        body: { ofertaId },
        snapshot: () => w.t.ctx.db.select().from(invitacionesOferta).where(eq(invitacionesOferta.ofertaId, ofertaId)),
      };
    },
  },
  { endpoint: 'directory/directory#getDirectoryVisibility', allowed: instructors, build: none },
  {
    endpoint: 'directory/directory#updateDirectoryVisibility',
    allowed: instructors,
    build: async () => ({ body: { visible: true } }),
  },
];

// Global notices (spec §2 admin notifications): every matching user gets a notification, live.
import type { Notice, NoticeAudience } from '@fitcover/contract/admin/notices';
import type { AppContext } from '../../context.ts';
import { publishNotificationsChanged, type LiveAudience } from '../../infra/live/publish.ts';
import type { PageRequest } from './admin-query.repo.ts';
import { writeAudit } from './audit.repo.ts';
import { insertNotice, listNoticeRows } from './notices.repo.ts';

const LIVE_AUDIENCE: Record<NoticeAudience, LiveAudience> = {
  all: 'all',
  instructors: 'instructor',
  gyms: 'gimnasio',
};

const AUDIENCE_LABEL: Record<NoticeAudience, string> = {
  all: 'Todos los usuarios',
  instructors: 'Solo instructores',
  gyms: 'Solo gimnasios',
};

export async function sendGlobalNotice(
  ctx: AppContext,
  adminId: string,
  input: { destinatarios: NoticeAudience; mensaje: string },
): Promise<{ id: string; recipientsCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const notice = await insertNotice(tx, { adminId, ...input });
    // A notice shows in the bell and Notificaciones only: no other page to refresh.
    await publishNotificationsChanged(tx, { audience: LIVE_AUDIENCE[input.destinatarios] }, []);
    await writeAudit(tx, {
      adminId,
      action: 'notice.send',
      targetType: 'aviso',
      targetId: notice.id,
      targetLabel: AUDIENCE_LABEL[input.destinatarios],
      reason: input.mensaje,
      details: { destinatarios: input.destinatarios, recipientsCount: notice.recipientsCount },
    });
    return notice;
  });
}

export async function noticesPage(ctx: AppContext, paging: PageRequest) {
  const page = await listNoticeRows(ctx.db, paging);
  return {
    nextPage: page.nextPage,
    items: page.items.map((row): Notice => ({ ...row, fecha: row.createdAt.toISOString() })),
  };
}

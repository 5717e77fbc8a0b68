// Every background job type the app knows, by name. Features add their handlers here.
import type { JobHandlers } from './jobs.ts';
import { notificationEmailHandlers } from '../features/notifications/notification-emails.ts';
import { TICKET_ANSWER_JOB, sendTicketAnswerMail } from '../features/admin/admin-tickets.service.ts';
import { billingJobHandlers } from '../features/billing/billing-jobs.ts';
import { pushJobHandlers } from '../features/push/push-jobs.ts';
import { classReminderJobHandlers } from '../features/calendar/class-reminders.ts';
import { attendanceJobHandlers } from '../features/trust/attendance.service.ts';
import { directoryJobHandlers } from '../features/directory/invitation-email.ts';
import { urgentJobHandlers } from '../features/urgent/urgent-escalation.ts';
import { credentialJobHandlers } from '../features/credentials/credential-notices.ts';

export const jobHandlers: JobHandlers = {
  ...notificationEmailHandlers,
  [TICKET_ANSWER_JOB]: sendTicketAnswerMail,
  ...billingJobHandlers,
  ...pushJobHandlers,
  ...classReminderJobHandlers,
  ...attendanceJobHandlers,
  ...urgentJobHandlers,
  ...credentialJobHandlers,
  ...directoryJobHandlers,
};

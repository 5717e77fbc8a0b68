// Every background job type the app knows, by name. Features add their handlers here.
import type { JobHandlers } from './jobs.ts';
import { notificationEmailHandlers } from '../features/notifications/notification-emails.ts';

export const jobHandlers: JobHandlers = {
  ...notificationEmailHandlers,
};

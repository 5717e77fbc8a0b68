import {
  AlarmClock,
  Bell,
  BriefcaseBusiness,
  CircleCheck,
  ClipboardCheck,
  CircleX,
  MailPlus,
  MessageSquare,
  ShieldCheck,
  UserPlus,
  Zap,
} from 'lucide-react';
import type { Notification } from '@fitcover/contract/notifications/list';
import { cn } from '../../../lib/cn';

const styles = {
  new_applicant: { Icon: UserPlus, className: 'bg-sky-100 text-sky-700' },
  application_accepted: { Icon: CircleCheck, className: 'bg-emerald-100 text-emerald-700' },
  application_rejected: { Icon: CircleX, className: 'bg-red-100 text-red-700' },
  new_offer: { Icon: BriefcaseBusiness, className: 'bg-brand-100 text-brand-700' },
  urgent_offer: { Icon: Zap, className: 'bg-red-100 text-red-700' },
  new_message: { Icon: MessageSquare, className: 'bg-violet-100 text-violet-700' },
  other: { Icon: Bell, className: 'bg-gray-100 text-gray-600' },
  class_reminder: { Icon: AlarmClock, className: 'bg-amber-100 text-amber-700' },
  attendance_check: { Icon: ClipboardCheck, className: 'bg-emerald-100 text-emerald-700' },
  credential: { Icon: ShieldCheck, className: 'bg-sky-100 text-sky-700' },
  offer_invitation: { Icon: MailPlus, className: 'bg-teal-100 text-teal-700' },
} as const;

/** Icon by notification type; unknown types fall back to the generic bell. */
export function NotificationIcon({ tipo }: { tipo: Notification['tipo'] | string }) {
  const { Icon, className } = styles[tipo as keyof typeof styles] ?? styles.other;
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

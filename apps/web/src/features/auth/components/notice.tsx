import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../../lib/cn';

type NoticeProps = { tone: 'success' | 'warning' | 'info'; children: ReactNode };

const tones = {
  success: {
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    Icon: CircleCheck,
    icon: 'text-emerald-600',
  },
  warning: { className: 'border-amber-200 bg-amber-50 text-amber-900', Icon: CircleAlert, icon: 'text-amber-600' },
  info: { className: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info, icon: 'text-sky-600' },
};

export function Notice({ tone, children }: NoticeProps) {
  const { className, Icon, icon } = tones[tone];
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', icon)} aria-hidden="true" />
      <div className="flex-1">{children}</div>
    </div>
  );
}

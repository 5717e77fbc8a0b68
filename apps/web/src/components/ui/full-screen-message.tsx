import type { ReactNode } from 'react';

type FullScreenMessageProps = { icon?: ReactNode; title: string; children?: ReactNode; role?: 'status' | 'alert' };

/** Centered full-height message: loading screens, start-up states. */
export function FullScreenMessage({ icon, title, children, role = 'status' }: FullScreenMessageProps) {
  return (
    <div role={role} className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 px-6 text-center">
      {icon}
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      {children}
    </div>
  );
}

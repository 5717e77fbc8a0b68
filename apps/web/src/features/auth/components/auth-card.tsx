import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; wide?: boolean };

/** Centered card used by the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-24 pb-16 sm:pt-28">
      <Card className={wide ? 'mx-auto w-full max-w-2xl p-5 sm:p-8' : 'mx-auto w-full max-w-md p-5 sm:p-8'}>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm leading-relaxed text-gray-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-gray-100 pt-5 text-center text-sm text-gray-600">{footer}</div>
        ) : null}
      </Card>
    </div>
  );
}

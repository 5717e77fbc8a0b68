import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { es } from '../../../i18n/es';

/** A titled card of the profile screen. */
export function ProfileSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {hint ? <p className="mt-0.5 text-sm text-gray-500">{hint}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Read-only label/value rows of view mode. */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode; hint?: string }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(({ label, value, hint }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{label}</dt>
          <dd className="mt-0.5 text-gray-900 break-words">
            {value === null || value === undefined || value === '' ? (
              <span className="text-gray-500">{es.profile.notSpecified}</span>
            ) : (
              value
            )}
            {/* Inside the dd: a dl's groups may hold only dt and dd elements. */}
            {hint ? <span className="mt-0.5 block text-xs text-gray-500">{hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

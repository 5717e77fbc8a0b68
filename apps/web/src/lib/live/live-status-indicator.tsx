import { Loader2 } from 'lucide-react';
import { esPublic as es } from '../../i18n/es-public';
import type { LiveStatus } from './live-connection';

/**
 * A quiet pill while a lost live connection is re-established (DECISIONS §12). The status region
 * stays mounted so screen readers announce the text when it appears.
 */
export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  const reconnecting = status === 'reconnecting';
  return (
    <div role="status" className="pointer-events-none fixed top-[4.5rem] left-1/2 z-40 -translate-x-1/2">
      {reconnecting ? (
        <span className="inline-flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 shadow-sm">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          {es.live.reconnecting}
        </span>
      ) : null}
    </div>
  );
}

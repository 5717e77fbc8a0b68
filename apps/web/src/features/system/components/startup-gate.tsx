import { useEffect, useState, type ReactNode } from 'react';
import { AlertOctagon } from 'lucide-react';
import { FullScreenMessage } from '../../../components/ui/full-screen-message';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { esPublic as es } from '../../../i18n/es-public';
import { useHealth } from '../api/health';

const UNREACHABLE_AFTER_MS = 8000;

/** Polls /api/health every 500 ms and renders the app only once the database is ready. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { data, refetch, isFetching } = useHealth();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), UNREACHABLE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (data?.status === 'ok') return <>{children}</>;

  if (data?.status === 'error') {
    return (
      <FullScreenMessage
        role="alert"
        title={es.startup.criticalTitle}
        icon={<AlertOctagon className="size-12 text-red-600" aria-hidden="true" />}
      >
        <p className="max-w-lg rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-mono text-sm break-words text-red-800">
          {data.message ?? es.startup.unknownError}
        </p>
        <p className="max-w-md text-sm text-gray-600">{es.startup.criticalHint}</p>
        <Button variant="outline" loading={isFetching} onClick={() => void refetch()}>
          {es.startup.retry}
        </Button>
      </FullScreenMessage>
    );
  }

  return (
    <FullScreenMessage title={es.startup.configuring} icon={<Spinner className="size-10 text-brand-700" />}>
      <p className="max-w-md text-sm text-gray-600">
        {slow && data && !data.reachable ? es.startup.unreachable : es.startup.configuringHint}
      </p>
    </FullScreenMessage>
  );
}

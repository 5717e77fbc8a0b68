import { Spinner } from './spinner';
import { esPublic as es } from '../../i18n/es-public';

/** Shown in a layout while the page's own chunk is being fetched (first visit only). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="size-8 text-brand-700" label={es.common.loading} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';

type QueryLike = { isPending: boolean; isError: boolean; isRefetching: boolean; refetch: () => Promise<unknown> };

type QueryStatesProps = {
  query: QueryLike;
  empty: boolean;
  emptyText: string;
  errorText?: string;
  children: ReactNode;
};

/** Loading, error (with retry) and empty states around a list; the list itself otherwise. */
export function QueryStates({ query, empty, emptyText, errorText, children }: QueryStatesProps) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-700">
        <Spinner className="size-8" label={es.common.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-gray-600">
        <p>{errorText ?? es.adminArea.common.loadFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {es.common.retry}
        </Button>
      </div>
    );
  }
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}

import { useState } from 'react';
import { ChevronLeft, ChevronRight, UserSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { useDirectorySearch, type DirectoryParams } from '../api/directory';
import { DirectoryCard } from './directory-card';
import { DirectoryFilters, type DirectoryFilterValues } from './directory-filters';
import { InviteDialog } from './invite-dialog';

type Props = {
  params: DirectoryParams;
  onParamsChange: (params: DirectoryParams) => void;
  profileHref: (instructorId: string) => string;
  offersHref: string;
};

/** Instructores (issue 21): the gym's talent directory, searched and paged on the server. */
export function DirectoryView({ params, onParamsChange, profileHref, offersHref }: Props) {
  const text = es.directory;
  const search = useDirectorySearch(params);
  const [inviting, setInviting] = useState<{ id: string; nombre: string } | null>(null);
  const { pagina, ...filters } = params;
  const go = (page: number) => {
    onParamsChange({ ...params, pagina: page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{text.subtitle}</p>
      </div>
      <DirectoryFilters
        // A new search from outside (back/forward) starts from what the URL says.
        key={JSON.stringify(filters)}
        values={filters}
        canFilterByDistance={search.data?.conUbicacion ?? true}
        onSearch={(values: DirectoryFilterValues) => onParamsChange({ ...values, pagina: 1 })}
      />
      {search.isPending ? (
        <Spinner label={text.title} />
      ) : search.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {search.error instanceof Error && search.error.message ? search.error.message : text.loadFailed}
        </p>
      ) : search.data.items.length === 0 ? (
        <EmptyState icon={<UserSearch className="size-8" aria-hidden="true" />}>
          <span className="block font-medium text-gray-900">{text.empty}</span>
          <span className="mt-1 block text-sm text-gray-600">{text.emptyHint}</span>
        </EmptyState>
      ) : (
        <>
          <ul
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
            aria-label={text.results}
            aria-busy={search.isFetching || undefined}
          >
            {search.data.items.map((instructor) => (
              <DirectoryCard
                key={instructor.id}
                instructor={instructor}
                profileHref={profileHref(instructor.id)}
                onInvite={() => setInviting({ id: instructor.id, nombre: instructor.nombre })}
              />
            ))}
          </ul>
          {pagina > 1 || search.data.hayMas ? (
            <nav aria-label={text.pagination} className="flex items-center justify-between gap-3">
              <Button
                variant="outline"
                size="sm"
                disabled={pagina <= 1 || search.isFetching}
                onClick={() => go(pagina - 1)}
                icon={<ChevronLeft className="size-4" aria-hidden="true" />}
              >
                {text.previous}
              </Button>
              <span className="text-sm text-gray-600" aria-live="polite">
                {text.page(pagina)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={!search.data.hayMas || search.isFetching}
                onClick={() => go(pagina + 1)}
              >
                {text.next}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <InviteDialog instructor={inviting} offersHref={offersHref} onClose={() => setInviting(null)} />
    </div>
  );
}

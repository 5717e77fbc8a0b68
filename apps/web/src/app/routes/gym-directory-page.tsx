import { useSearchParams } from 'react-router';
import type { DirectoryParams } from '../../features/directory/api/directory';
import { DirectoryView } from '../../features/directory/components/directory-view';
import { emptyFilters } from '../../features/directory/components/directory-filters';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

const keys = Object.keys(emptyFilters) as (keyof typeof emptyFilters)[];

/** Instructores: the talent directory; its filters and page live in the URL (back/forward, links). */
export function GymDirectoryPage() {
  useDocumentMeta(es.directory.title);
  const [search, setSearch] = useSearchParams();
  const pagina = Math.max(1, Math.min(200, Number(search.get('pagina')) || 1));
  const params = { ...emptyFilters, pagina } as DirectoryParams;
  for (const key of keys) params[key] = search.get(key) ?? '';
  return (
    <DirectoryView
      params={params}
      onParamsChange={(next) => {
        const entries = Object.entries(next).filter(
          ([key, value]) => value !== '' && !(key === 'pagina' && value === 1),
        );
        setSearch(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
      }}
      profileHref={(id) => `/gym-dashboard/instructors/${id}`}
      offersHref="/gym-dashboard/offers"
    />
  );
}

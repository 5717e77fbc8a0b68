import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { List, Map as MapIcon, RotateCcw, SearchX } from 'lucide-react';
import { ResultsMap, type MapOrigin, type MapPoint } from '../../../components/map/results-map';
import { LoadMore } from '../../../components/ui/load-more';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useHydrated } from '../../../components/ui/hydration';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatClassDate, formatEuros } from '../../../lib/format';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { es } from '../../../i18n/es';
import { useOfferFilters, useOfferSearch } from '../api/opportunities';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  toSearchQuery,
  type SearchFilters,
} from '../lib/search-filters';
import { ExclusiveOffers } from './exclusive-offers';
import { OpportunityCard } from './opportunity-card';
import { SearchFiltersBar } from './search-filters-bar';

type OpportunitiesPageViewProps = {
  profileHref: string;
  tileUrl: string | undefined;
  /** Refreshes what other screens count after an application (Mis Postulaciones, Resumen). */
  onApplied: () => void;
};

const DESKTOP = '(min-width: 1024px)';

/** Loads the next page when the sentinel scrolls into view (the button stays as the fallback). */
function useAutoLoad(enabled: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

function LoadingCards() {
  return (
    <ul className="flex flex-col gap-4" aria-hidden="true">
      {[0, 1, 2].map((item) => (
        <li key={item}>
          <Card className="flex animate-pulse flex-col gap-4 p-5">
            <div className="h-4 w-2/3 rounded bg-gray-200" />
            <div className="h-3 w-1/4 rounded bg-gray-200" />
            <div className="flex items-center gap-2">
              <div className="size-10 rounded-full bg-gray-200" />
              <div className="h-3 w-1/3 rounded bg-gray-200" />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <div className="h-3 rounded bg-gray-100" />
              <div className="h-3 rounded bg-gray-100" />
              <div className="h-3 rounded bg-gray-100" />
              <div className="h-3 rounded bg-gray-100" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function OpportunitiesPageView({ profileHref, tileUrl, onApplied }: OpportunitiesPageViewProps) {
  const text = es.opportunities;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => toSearchQuery(filters), [filters]);
  const search = useOfferSearch(query);
  const options = useOfferFilters();
  const desktop = useMediaQuery(DESKTOP);
  const [view, setView] = useState<'list' | 'map'>('list');
  const hydrated = useHydrated();
  useErrorToast(search.isError, es.common.errorTitle, text.loadFailed);
  useErrorToast(options.isError, es.common.errorTitle, text.filtersLoadFailed);

  // Urgent offers first (DECISIONS §15), each group in the search's own order.
  const items = useMemo(() => {
    const all = search.data?.pages.flatMap((page) => page.items) ?? [];
    return [...all.filter((offer) => offer.urgente), ...all.filter((offer) => !offer.urgente)];
  }, [search.data]);
  const origin = search.data?.pages[0]?.origin;
  // Until the first answer arrives the location is unknown: the slider stays usable.
  const hasLocation = origin !== null;
  const active = activeFilterCount(filters, hasLocation);

  // Filters live in the URL; replace (not push) so Back leaves the page instead of undoing filters.
  // Navigations land asynchronously, so two quick changes (a select, then the debounced search
  // text) merge through this ref instead of each starting from the URL the page last rendered.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const apply = (next: SearchFilters) => {
    latest.current = next;
    setParams(filtersToParams(next), { replace: true });
  };
  const update = (patch: Partial<SearchFilters>) => apply({ ...latest.current, ...patch });
  const clear = () => apply(DEFAULT_FILTERS);

  const canLoadMore = search.hasNextPage && !search.isFetchingNextPage && !search.isPlaceholderData;
  const sentinel = useAutoLoad(canLoadMore && items.length > 0, () => {
    if (canLoadMore) void search.fetchNextPage();
  });

  const points = useMemo<MapPoint[]>(
    () =>
      items.flatMap((offer) =>
        offer.modalidad === 'Presencial' && offer.latitude !== null && offer.longitude !== null
          ? [
              {
                id: offer.id,
                latitude: offer.latitude,
                longitude: offer.longitude,
                title: offer.titulo,
                lines: [
                  offer.gimnasio.nombre,
                  text.mapPrice(formatEuros(offer.precio)),
                  `${formatClassDate(offer.fechaClase)} · ${offer.hora.slice(0, 5)}`,
                ],
              },
            ]
          : [],
      ),
    [items, text],
  );
  const mapOrigin: MapOrigin | null = origin
    ? {
        latitude: origin.latitude,
        longitude: origin.longitude,
        label: origin.ciudad ? `${es.map.you} · ${origin.ciudad}` : es.map.you,
      }
    : null;
  const showMap = desktop || view === 'map';
  const updating = search.isFetching && !search.isFetchingNextPage && search.isPlaceholderData;

  let results;
  if (search.isPending) {
    results = (
      <>
        <p role="status" className="sr-only">
          {es.common.loading}
        </p>
        <LoadingCards />
      </>
    );
  } else if (search.isError && items.length === 0) {
    results = (
      <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
        <p>{text.loadFailed}</p>
        <Button variant="outline" onClick={() => void search.refetch()} loading={search.isRefetching}>
          {es.common.retry}
        </Button>
      </Card>
    );
  } else if (items.length === 0) {
    results = (
      <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">{text.empty}</h2>
        <p className="max-w-md text-sm text-gray-600">{active > 0 ? text.emptyHintFiltered : text.emptyHint}</p>
        {active > 0 ? (
          <Button variant="outline" onClick={clear} icon={<RotateCcw className="size-4" aria-hidden="true" />}>
            {text.clearFilters}
          </Button>
        ) : null}
      </Card>
    );
  } else {
    results = (
      <>
        {/* The cards' titles are h3: the list is a section of its own for screen readers. */}
        <h2 className="sr-only">{text.resultsLabel}</h2>
        <ul className={cn('flex flex-col gap-4 transition-opacity', updating && 'opacity-60')}>
          {items.map((offer) => (
            <li key={offer.id} className="flex">
              <OpportunityCard
                offer={offer}
                onApplied={onApplied}
                blockDatesHref={`/instructor-dashboard/opportunities/${offer.id}`}
              />
            </li>
          ))}
        </ul>
        <LoadMore pages={search} ref={sentinel} className="pt-2" />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{text.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{text.subtitle}</p>
      </div>

      <ExclusiveOffers onApplied={onApplied} />

      <SearchFiltersBar
        filters={filters}
        onChange={update}
        onClear={clear}
        activeCount={active}
        options={options.data}
        optionsFailed={options.isError}
        retryingOptions={options.isRefetching}
        onRetryOptions={() => void options.refetch()}
        hasLocation={hasLocation}
        profileHref={profileHref}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Two lines kept for the sort note on a phone, so the results do not move when it comes. */}
        <p className="flex min-h-10 w-full items-center gap-2 text-sm text-gray-600 sm:w-auto" aria-live="polite">
          {updating ? (
            <>
              <Spinner className="size-4 text-brand-700" />
              {text.updating}
            </>
          ) : origin ? (
            text.sortedByDistance(origin.ciudad ?? es.map.you.toLowerCase())
          ) : origin === null ? (
            text.sortedByDate
          ) : null}
        </p>
        {/* Hidden by CSS on a desktop (which shows list and map side by side), not by the media
            query: a page rendered on the server, which knows no width, then looks the same. */}
        <div role="group" aria-label={text.viewToggle} className="inline-flex rounded-xl bg-gray-100 p-1 lg:hidden">
          {(
            [
              ['list', text.viewList, List],
              ['map', text.viewMap, MapIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              disabled={!hydrated}
              onClick={() => setView(value)}
              className={cn(
                'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
                view === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:items-start lg:gap-6">
        <section aria-label={text.resultsLabel} className={cn('flex flex-col gap-4', showMap && !desktop && 'hidden')}>
          {results}
        </section>
        {showMap ? (
          <div className="lg:sticky lg:top-22">
            <ResultsMap
              points={points}
              origin={mapOrigin}
              radiusKm={hasLocation ? filters.distanciaKm : null}
              label={es.map.resultsLabel}
              tileUrl={tileUrl}
              className="h-[65dvh] min-h-80 lg:h-[calc(100dvh-8rem)] lg:max-h-[720px]"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

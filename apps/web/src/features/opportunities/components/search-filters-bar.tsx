import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MapPinOff, RotateCcw, Search, SlidersHorizontal, X } from 'lucide-react';
import type { Especialidad } from '@fitcover/contract/common/fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { todayInMadrid } from '../../../lib/format';
import { es } from '../../../i18n/es';
import type { SearchFilters } from '../lib/search-filters';
import { DistanceSlider } from './distance-slider';

const SEARCH_DEBOUNCE_MS = 300;

type FilterOptions = { ciudades: string[]; especialidades: Especialidad[] };

type SearchFiltersBarProps = {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
  activeCount: number;
  options: FilterOptions | undefined;
  optionsFailed: boolean;
  retryingOptions: boolean;
  onRetryOptions: () => void;
  /** false: the instructor's profile has no location, so distance cannot apply. */
  hasLocation: boolean;
  profileHref: string;
};

/** The current value stays selectable even when the lists do not (yet) include it. */
function withCurrent<T extends string>(list: readonly T[] | undefined, current: T | ''): T[] {
  const items = [...(list ?? [])];
  if (current && !items.includes(current)) items.unshift(current);
  return items;
}

export function SearchFiltersBar({
  filters,
  onChange,
  onClear,
  activeCount,
  options,
  optionsFailed,
  retryingOptions,
  onRetryOptions,
  hasLocation,
  profileHref,
}: SearchFiltersBarProps) {
  const ids = useId();
  const text = es.opportunities;
  const [open, setOpen] = useState(false);

  // The search box is typed into locally and written to the filters after a pause. `written` is
  // the last text sent: the URL echoing it back must not overwrite what was typed since.
  const [query, setQuery] = useState(filters.q);
  const written = useRef(filters.q);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (filters.q === written.current) return;
    written.current = filters.q;
    setQuery(filters.q);
  }, [filters.q]);
  const sendQuery = (value: string) => {
    written.current = value;
    onChangeRef.current({ q: value });
  };
  useEffect(() => {
    const next = query.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      onChangeRef.current({ q: next });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const panelId = `${ids}-panel`;
  const distanceNoteId = `${ids}-distance-note`;
  const especialidades = withCurrent(options?.especialidades, filters.especialidad);
  const ciudades = withCurrent(options?.ciudades, filters.ciudad);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div role="search" aria-label={text.filtersLabel} className="flex flex-col gap-4">
        <div className="flex items-end gap-2">
          <Field label={text.search} className="min-w-0 flex-1">
            {(control) => (
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
                  aria-hidden="true"
                />
                <Input
                  {...control}
                  type="search"
                  enterKeyHint="search"
                  autoComplete="off"
                  maxLength={100}
                  placeholder={text.searchPlaceholder}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') sendQuery(query.trim());
                  }}
                  className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
                />
                {query ? (
                  <button
                    type="button"
                    onClick={() => {
                      setQuery('');
                      sendQuery('');
                    }}
                    className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900"
                    aria-label={text.clearSearch}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            )}
          </Field>
          <Button
            variant="outline"
            className="shrink-0 md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            icon={<SlidersHorizontal className="size-5" aria-hidden="true" />}
          >
            {text.filters}
            {activeCount > 0 ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                <span className="sr-only"> ({text.activeFilters(activeCount)})</span>
                <span aria-hidden="true">{activeCount}</span>
              </span>
            ) : null}
          </Button>
        </div>

        <div id={panelId} className={cn('gap-4 md:grid md:grid-cols-2 lg:grid-cols-4', open ? 'grid' : 'hidden')}>
          <Field label={text.specialty}>
            {(control) => (
              <Select
                {...control}
                value={filters.especialidad}
                onChange={(event) => onChange({ especialidad: event.target.value as Especialidad | '' })}
              >
                <option value="">{text.all}</option>
                {especialidades.map((item) => (
                  <option key={item} value={item}>
                    {item}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={text.city}>
            {(control) => (
              <Select
                {...control}
                value={filters.ciudad}
                onChange={(event) => onChange({ ciudad: event.target.value })}
              >
                <option value="">{text.all}</option>
                {ciudades.map((item) => (
                  <option key={item} value={item}>
                    {item}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={text.date}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  type="date"
                  min={todayInMadrid()}
                  value={filters.fecha}
                  onChange={(event) => onChange({ fecha: event.target.value })}
                  className="min-w-0 flex-1"
                />
                {filters.fecha ? (
                  <Button
                    variant="outline"
                    size="icon"
                    className="shrink-0"
                    onClick={() => onChange({ fecha: '' })}
                    aria-label={text.clearDate}
                    title={text.clearDate}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            )}
          </Field>
          <div className="flex flex-col gap-1">
            <DistanceSlider
              id={`${ids}-distance`}
              value={filters.distanciaKm}
              onCommit={(distanciaKm) => onChange({ distanciaKm })}
              disabled={!hasLocation}
              describedBy={distanceNoteId}
            />
            {hasLocation ? (
              <p id={distanceNoteId} className="text-xs text-gray-500">
                {text.distanceHint}
              </p>
            ) : (
              <p id={distanceNoteId} className="flex gap-1.5 rounded-lg bg-amber-50 px-2.5 py-2 text-xs text-amber-900">
                <MapPinOff className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span>
                  {text.distanceNeedsLocation}{' '}
                  <Link to={profileHref} className="font-semibold underline underline-offset-2 hover:text-amber-950">
                    {text.addLocation}
                  </Link>
                </span>
              </p>
            )}
          </div>
          <div className="md:col-span-2 lg:col-span-4">
            <Checkbox
              id={`${ids}-available`}
              checked={filters.disponible}
              onChange={(event) => onChange({ disponible: event.target.checked })}
              aria-describedby={`${ids}-available-hint`}
              label={
                <>
                  <span className="font-medium text-gray-900">{es.calendar.onlyAvailable}</span>
                  <span id={`${ids}-available-hint`} className="block text-xs text-gray-500">
                    {es.calendar.onlyAvailableHint}
                  </span>
                </>
              }
            />
          </div>
        </div>
      </div>

      {optionsFailed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <span>{text.filtersLoadFailed}</span>
          <Button variant="outline" size="sm" onClick={onRetryOptions} loading={retryingOptions}>
            {es.common.retry}
          </Button>
        </div>
      ) : null}

      {activeCount > 0 ? (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setQuery('');
              written.current = '';
              onClear();
            }}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
          >
            {text.clearFilters}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

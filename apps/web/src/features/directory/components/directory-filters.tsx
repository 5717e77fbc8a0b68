import { useState, type FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { especialidades } from '@fitcover/contract/common/fields';
import { DIRECTORY_RADIUS_OPTIONS_KM } from '@fitcover/contract/directory/directory';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { es } from '../../../i18n/es';
import { cn } from '../../../lib/cn';
import type { DirectoryParams } from '../api/directory';

export type DirectoryFilterValues = Omit<DirectoryParams, 'pagina'>;
export const emptyFilters: DirectoryFilterValues = {
  q: '',
  especialidad: '',
  ciudad: '',
  distanciaKm: '',
  valoracionMin: '',
  verificado: '',
  fecha: '',
  hora: '',
};

const RATING_OPTIONS = [3, 4, 4.5] as const;

type Props = {
  values: DirectoryFilterValues;
  /** The radius needs the gym's own address. */
  canFilterByDistance: boolean;
  onSearch: (values: DirectoryFilterValues) => void;
};

/**
 * The directory's filters. Words stay in view on phones; the rest fold behind "Mostrar filtros".
 */
export function DirectoryFilters({ values, canFilterByDistance, onSearch }: Props) {
  const text = es.directory;
  const [draft, setDraft] = useState(values);
  const [open, setOpen] = useState(false);
  const [whenError, setWhenError] = useState<string | undefined>(undefined);
  const set = (key: keyof DirectoryFilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server asks for both as well; saying it here keeps the last results on screen.
    if ((draft.fecha === '') !== (draft.hora === '')) {
      setWhenError(text.dayAndHour);
      setOpen(true);
      return;
    }
    setWhenError(undefined);
    onSearch(draft);
  };
  const active = Object.entries(values).filter(([key, value]) => key !== 'q' && value !== '').length;
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" role="search" aria-label={text.filters}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={text.searchLabel} className="flex-1">
            {(control) => (
              <Input
                {...control}
                type="search"
                value={draft.q}
                maxLength={100}
                placeholder={text.searchPlaceholder}
                onChange={(event) => set('q')(event.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="flex-1 sm:hidden"
              aria-expanded={open}
              aria-controls="directory-more-filters"
              onClick={() => setOpen(!open)}
              icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
            >
              {text.filtersToggle(active)}
            </Button>
            <Button
              type="submit"
              className="flex-1 sm:flex-none"
              icon={<Search className="size-4" aria-hidden="true" />}
            >
              {text.search}
            </Button>
          </div>
        </div>

        <div
          id="directory-more-filters"
          className={cn('grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3', open ? 'grid' : 'hidden')}
        >
          <Field label={text.specialty}>
            {(control) => (
              <Select
                {...control}
                value={draft.especialidad}
                onChange={(event) => set('especialidad')(event.target.value)}
              >
                <option value="">{text.anySpecialty}</option>
                {especialidades.map((item) => (
                  <option key={item} value={item}>
                    {item}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={text.town}>
            {(control) => (
              <Input
                {...control}
                value={draft.ciudad}
                maxLength={120}
                placeholder={text.townPlaceholder}
                onChange={(event) => set('ciudad')(event.target.value)}
              />
            )}
          </Field>
          <Field label={text.radius} hint={canFilterByDistance ? undefined : text.radiusNeedsAddress}>
            {(control) => (
              <Select
                {...control}
                value={draft.distanciaKm}
                disabled={!canFilterByDistance}
                onChange={(event) => set('distanciaKm')(event.target.value)}
              >
                <option value="">{text.anyRadius}</option>
                {DIRECTORY_RADIUS_OPTIONS_KM.map((km) => (
                  <option key={km} value={String(km)}>
                    {text.radiusOption(km)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={text.rating}>
            {(control) => (
              <Select
                {...control}
                value={draft.valoracionMin}
                onChange={(event) => set('valoracionMin')(event.target.value)}
              >
                <option value="">{text.anyRating}</option>
                {RATING_OPTIONS.map((value) => (
                  <option key={value} value={String(value)}>
                    {text.ratingOption(value)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Checkbox
            id="directory-verified"
            className="self-end"
            label={
              <>
                <span className="font-medium text-gray-900">{text.verifiedOnly}</span>
                <span className="block text-xs text-gray-600">{text.verifiedHint}</span>
              </>
            }
            checked={draft.verificado === 'true'}
            onChange={(event) => set('verificado')(event.target.checked ? 'true' : '')}
          />
          <Field label={text.availableOn} hint={text.availabilityHint}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={draft.fecha}
                onChange={(event) => set('fecha')(event.target.value)}
              />
            )}
          </Field>
          <Field label={text.availableAt} error={whenError}>
            {(control) => (
              <Input
                {...control}
                type="time"
                step={900}
                value={draft.hora}
                onChange={(event) => set('hora')(event.target.value)}
              />
            )}
          </Field>
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(emptyFilters);
                onSearch(emptyFilters);
              }}
            >
              {text.clear}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

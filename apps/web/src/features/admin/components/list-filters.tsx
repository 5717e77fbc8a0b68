import { Search } from 'lucide-react';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { es } from '../../../i18n/es';

type Option<V extends string> = { value: V; label: string };

type ListFiltersProps<V extends string> = {
  search: string;
  onSearch: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder: string;
  state?: V | '';
  onState?: (value: V | '') => void;
  stateLabel?: string;
  states?: Option<V>[];
  /** Label of the "no filter" option; omit to force a state. */
  allLabel?: string;
};

/** Search box (results follow the typing) and an optional state filter. */
export function ListFilters<V extends string>(props: ListFiltersProps<V>) {
  const text = es.adminArea.common;
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label={props.searchLabel ?? text.search} className="flex-1">
        {(control) => (
          <div className="relative">
            <Search className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-gray-400" aria-hidden="true" />
            <Input
              {...control}
              type="search"
              className="pl-10"
              value={props.search}
              maxLength={100}
              placeholder={props.searchPlaceholder}
              onChange={(event) => props.onSearch(event.target.value)}
            />
          </div>
        )}
      </Field>
      {props.states && props.onState ? (
        <Field label={props.stateLabel ?? text.state} className="sm:w-56">
          {(control) => (
            <Select
              {...control}
              value={props.state ?? ''}
              onChange={(event) => props.onState?.(event.target.value as V | '')}
            >
              {props.allLabel !== undefined ? <option value="">{props.allLabel}</option> : null}
              {props.states?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </div>
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_FILTERS, type SearchFilters } from '../lib/search-filters';
import { SearchFiltersBar } from './search-filters-bar';

function renderBar(filters: SearchFilters, onChange = vi.fn(), hasLocation = true) {
  const props = {
    onChange,
    onClear: vi.fn(),
    activeCount: 0,
    options: { ciudades: ['Barcelona', 'Madrid'], especialidades: ['Pilates' as const, 'Yoga' as const] },
    optionsFailed: false,
    retryingOptions: false,
    onRetryOptions: vi.fn(),
    hasLocation,
    profileHref: '/instructor-dashboard/profile',
  };
  const view = render(
    <MemoryRouter>
      <SearchFiltersBar filters={filters} {...props} />
    </MemoryRouter>,
  );
  const rerender = (next: SearchFilters) =>
    view.rerender(
      <MemoryRouter>
        <SearchFiltersBar filters={next} {...props} />
      </MemoryRouter>,
    );
  return { onChange, props, rerender };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchFiltersBar', () => {
  it('sends the search text after a 300 ms pause, trimmed, once', () => {
    const { onChange } = renderBar(DEFAULT_FILTERS);
    fireEvent.change(searchBox(), { target: { value: 'pi' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(searchBox(), { target: { value: 'pilates ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ q: 'pilates' });
  });

  it('keeps what was typed since when the URL echoes the previous text', () => {
    const { rerender } = renderBar(DEFAULT_FILTERS);
    fireEvent.change(searchBox(), { target: { value: 'yog' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(searchBox(), { target: { value: 'yoga' } });
    rerender({ ...DEFAULT_FILTERS, q: 'yog' });
    expect(searchBox().value).toBe('yoga');
  });

  it('follows a text changed from outside (Back, Limpiar filtros)', () => {
    const { rerender, onChange } = renderBar({ ...DEFAULT_FILTERS, q: 'zumba' });
    expect(searchBox().value).toBe('zumba');
    rerender(DEFAULT_FILTERS);
    expect(searchBox().value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes the selects at once and lists the filter options', () => {
    const { onChange } = renderBar(DEFAULT_FILTERS);
    fireEvent.change(screen.getByRole('combobox', { name: 'Especialidad' }), { target: { value: 'Pilates' } });
    expect(onChange).toHaveBeenLastCalledWith({ especialidad: 'Pilates' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), { target: { value: 'Madrid' } });
    expect(onChange).toHaveBeenLastCalledWith({ ciudad: 'Madrid' });
    expect(screen.getAllByRole('option', { name: 'Todas' })).toHaveLength(2);
  });

  it('disables the distance and points to the profile without a location', () => {
    renderBar(DEFAULT_FILTERS, vi.fn(), false);
    expect((screen.getByRole('slider', { name: 'Distancia' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Añadir mi ubicación' }).getAttribute('href')).toBe(
      '/instructor-dashboard/profile',
    );
  });
});

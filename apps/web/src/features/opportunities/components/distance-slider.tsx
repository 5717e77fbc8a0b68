import { useEffect, useRef, useState } from 'react';
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, DISTANCE_STEP_KM } from '@fitcover/contract/search/offer-search';
import { es } from '../../../i18n/es';
import { snapDistance } from '../lib/search-filters';

type DistanceSliderProps = {
  id: string;
  /** The committed distance (the one the results use). */
  value: number;
  /** Called once per release — pointer up, key up, the input's change event — never per drag step. */
  onCommit: (km: number) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
};

type Committed = { value: number; onCommit: (km: number) => void };

function commitIfChanged(raw: string, { value, onCommit }: Committed) {
  const next = snapDistance(Number(raw));
  if (next !== value) onCommit(next);
}

/** The 0–100 km slider (spec §9): shows "{n} km" while dragging, refetches only when released. */
export function DistanceSlider({ id, value, onCommit, disabled, describedBy }: DistanceSliderProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new committed value from outside (URL, "Limpiar filtros") replaces the draft.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const input = useRef<HTMLInputElement>(null);
  const latest = useRef<Committed>({ value, onCommit });
  useEffect(() => {
    latest.current = { value, onCommit };
  });

  const commit = (raw: string) => commitIfChanged(raw, latest.current);

  // The native change event (not React's onChange, which fires on every step) marks the release,
  // also when the pointer is let go outside the slider.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onNativeChange = () => commitIfChanged(element.value, latest.current);
    element.addEventListener('change', onNativeChange);
    return () => element.removeEventListener('change', onNativeChange);
  }, []);

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {es.opportunities.distance}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-800 tabular-nums" aria-live="off">
          {es.opportunities.distanceValue(draft)}
        </output>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        min={DISTANCE_MIN_KM}
        max={DISTANCE_MAX_KM}
        step={DISTANCE_STEP_KM}
        value={draft}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-valuetext={es.opportunities.distanceValue(draft)}
        onChange={(event) => setDraft(snapDistance(Number(event.target.value)))}
        onPointerUp={(event) => commit(event.currentTarget.value)}
        onKeyUp={(event) => commit(event.currentTarget.value)}
        onBlur={(event) => commit(event.currentTarget.value)}
        className="h-11 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}

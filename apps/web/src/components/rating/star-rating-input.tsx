import { useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { es } from '../../i18n/es';

type StarRatingInputProps = {
  /** Name of the radio group (unique per form). */
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
};

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys move and choose, and screen
 * readers announce "3 estrellas, 3 de 5". The stars only draw what the radios say.
 */
export function StarRatingInput({ name, value, onChange, error }: StarRatingInputProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value || 0;
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {es.reviews.scoreLabel}
        <span aria-hidden="true" className="ml-0.5 text-brand-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((score) => (
            <label key={score} className="cursor-pointer" onMouseEnter={() => setHover(score)}>
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className="peer sr-only"
                aria-label={es.reviews.scoreOption(score)}
              />
              <span className="flex rounded-lg p-1 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-500">
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-9 transition-colors',
                    score <= shown ? 'fill-amber-400 text-amber-400' : 'text-gray-300',
                  )}
                />
              </span>
            </label>
          ))}
        </div>
        <span className="min-w-24 text-sm font-medium text-gray-700" aria-hidden="true">
          {shown ? es.reviews.scoreWords[shown] : ''}
        </span>
      </div>
      <p id={hintId} className="text-xs text-gray-500">
        {es.reviews.scoreHint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

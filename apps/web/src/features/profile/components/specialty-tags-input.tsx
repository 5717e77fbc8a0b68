import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { especialidades, type Especialidad } from '@fitcover/contract/common/fields';
import { profileLabels } from '@fitcover/contract/profiles/profile';
import { Input } from '../../../components/ui/input';
import { es } from '../../../i18n/es';
import { applyTag } from '../lib/specialty-tags';

type SpecialtyTagsInputProps = { id: string; value: Especialidad[]; onChange: (value: Especialidad[]) => void };

/** Tags with a "+ Añadir" box: Enter adds (or removes a repeated tag); suggestions from a datalist. */
export function SpecialtyTagsInput({ id, value, onChange }: SpecialtyTagsInputProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const listId = `${id}-opciones`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a tag; it must not submit the profile form.
    const result = applyTag(value, draft);
    if (result.error) {
      setError(es.profile.unknownTag(draft.trim(), especialidades.join(', ')));
      return;
    }
    setError(undefined);
    setDraft('');
    onChange(result.tags);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        {profileLabels.especialidades}
      </span>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-label`}>
          {value.map((tag) => (
            <li key={tag}>
              <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-100 pr-1 pl-3 text-sm font-medium text-brand-800">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((item) => item !== tag))}
                  className="flex size-7 items-center justify-center rounded-full hover:bg-brand-200"
                  aria-label={es.profile.removeTag(tag)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{es.profile.noTags}</p>
      )}
      <Input
        id={id}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        list={listId}
        placeholder={es.profile.addTag}
        aria-label={`${profileLabels.especialidades}: ${es.profile.addTag}`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        enterKeyHint="done"
        className="sm:max-w-xs"
      />
      <datalist id={listId}>
        {especialidades.map((item) => (
          <option key={item} value={item} />
        ))}
      </datalist>
      <p id={hintId} className="text-xs text-gray-500">
        {es.profile.addTagHint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { es } from '../../../i18n/es';

const DEBOUNCE_MS = 300;

type ConversationSearchProps = { value: string; onSearch: (q: string) => void; className?: string };

/** Search box over the other user's name and message text; the server filters (`q`), after a short pause in typing. */
export function ConversationSearch({ value, onSearch, className }: ConversationSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => onSearch(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className={className}>
      <label htmlFor={id} className="sr-only">
        {es.chat.searchLabel}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={es.chat.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            aria-label={es.chat.clearSearch}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

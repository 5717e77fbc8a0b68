import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { FaqTab } from '../../../i18n/content-faq';
import { useHydrated } from '../../../components/ui/hydration';

/** FAQ tabs with an accordion that keeps one item open at a time. */
export function FaqBrowser({ tabs }: { tabs: FaqTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<number | null>(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // The prerendered page's tabs and questions wait for React: a tap before it would be lost.
  const hydrated = useHydrated();
  const tab = tabs[active];

  const select = (index: number) => {
    setActive(index);
    setOpen(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -active,
      End: tabs.length - 1 - active,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (active + move + tabs.length) % tabs.length;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Categorías"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {tabs.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            disabled={!hydrated}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              index === active
                ? 'bg-brand-700 text-white'
                : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tab ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab.id}`} className="mt-6">
          <ul className="flex flex-col gap-3">
            {tab.items.map((item, index) => {
              const expanded = open === index;
              const panelId = `${baseId}-${tab.id}-${index}`;
              return (
                <li key={item.question} className="rounded-2xl border border-gray-100 bg-white shadow-card">
                  <h3>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      disabled={!hydrated}
                      onClick={() => setOpen(expanded ? null : index)}
                      className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-gray-900"
                    >
                      {item.question}
                      <ChevronDown
                        className={cn('size-5 shrink-0 text-gray-400 transition-transform', expanded && 'rotate-180')}
                        aria-hidden="true"
                      />
                    </button>
                  </h3>
                  <div id={panelId} hidden={!expanded} className="px-5 pb-5 text-sm leading-relaxed text-gray-600">
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

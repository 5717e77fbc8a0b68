import { useRef, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import type { ReviewCard } from '@fitcover/contract/reviews/review-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import { useGivenReviews, useReceivedReviews, type ReviewsTab } from '../api/reviews';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';

type ReviewsPageViewProps = { tab: ReviewsTab; onTabChange: (tab: ReviewsTab) => void };

const tabs: ReviewsTab[] = ['recibidas', 'realizadas'];
const tabId = (tab: ReviewsTab) => `valoraciones-tab-${tab}`;
const panelId = 'valoraciones-panel';

function Tabs({ tab, onTabChange }: ReviewsPageViewProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    onTabChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={es.reviews.tabsLabel} className="flex gap-1 rounded-xl bg-gray-100 p-1 sm:w-fit">
      {tabs.map((item) => (
        <button
          key={item}
          ref={(element) => {
            refs.current[item] = element;
          }}
          id={tabId(item)}
          type="button"
          role="tab"
          aria-selected={tab === item}
          aria-controls={panelId}
          tabIndex={tab === item ? 0 : -1}
          onClick={() => onTabChange(item)}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-10 flex-1 rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            tab === item ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {item === 'recibidas' ? es.reviews.received : es.reviews.given}
        </button>
      ))}
    </div>
  );
}

type ListState = {
  items: ReviewCard[];
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
};

function ReviewsList({ list, received }: { list: ListState; received: boolean }) {
  const text = es.reviews;
  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-700">
        <Spinner className="size-8" label={es.common.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-gray-600">
        <p>{text.loadErrorDescription}</p>
        <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
          {es.common.retry}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Star className="size-9 text-gray-300" aria-hidden="true" />
        <p className="text-lg font-semibold text-gray-900">{text.empty}</p>
        <p className="max-w-md text-sm text-gray-600">{received ? text.emptyReceivedHint : text.emptyGivenHint}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {list.items.map((review) => (
        <ReviewItem key={review.id} review={review} received={received} />
      ))}
    </ul>
  );
}

export function ReviewsPageView({ tab, onTabChange }: ReviewsPageViewProps) {
  const received = useReceivedReviews();
  const given = useGivenReviews(tab === 'realizadas');
  const current = tab === 'recibidas' ? received : given;
  const first = received.data?.pages[0];
  useErrorToast(received.isError || given.isError, es.reviews.loadErrorTitle, es.reviews.loadErrorDescription);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{es.reviews.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{es.reviews.subtitle}</p>
      </div>
      {first ? <RatingSummary average={first.average} count={first.count} /> : null}
      <Tabs tab={tab} onTabChange={onTabChange} />
      <Card id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="p-4 sm:p-6">
        <ReviewsList
          received={tab === 'recibidas'}
          list={{
            items: current.data?.pages.flatMap((page) => page.items) ?? [],
            isPending: current.isPending,
            isError: current.isError,
            isRefetching: current.isRefetching,
            refetch: current.refetch,
          }}
        />
      </Card>
      <LoadMore pages={current} />
    </div>
  );
}

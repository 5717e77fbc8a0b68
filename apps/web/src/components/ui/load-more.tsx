import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { esPublic as es } from '../../i18n/es-public';
import { Button } from './button';

/** The part of an infinite query the button needs. */
export type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** While a new filter's first page is loading, the old pages are shown but not extended. */
  isPlaceholderData?: boolean;
};

/** "Cargar más" under a paginated list; nothing when there is no next page. */
export function LoadMore({
  pages,
  className,
  ref,
}: {
  pages: NextPages;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div ref={ref} className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
        disabled={pages.isPlaceholderData}
      >
        {es.common.loadMore}
      </Button>
    </div>
  );
}

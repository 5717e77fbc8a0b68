import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reviewsKeys, type ReviewsTab } from '../../features/reviews/api/reviews';
import { ReviewsPageView } from '../../features/reviews/components/reviews-page-view';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useLiveRefresh } from './use-live-refresh';

/** Valoraciones for both roles; `?ver=realizadas` opens the reviews the user wrote. */
export function ReviewsPage() {
  useDocumentMeta(es.reviews.title);
  const queryClient = useQueryClient();
  // A review or a reply arriving shows up without a reload.
  useLiveRefresh(() => void queryClient.invalidateQueries({ queryKey: reviewsKeys.all }));
  const [params, setParams] = useSearchParams();
  const tab: ReviewsTab = params.get('ver') === 'realizadas' ? 'realizadas' : 'recibidas';
  return (
    <ReviewsPageView
      tab={tab}
      onTabChange={(next) => setParams(next === 'realizadas' ? { ver: next } : {}, { replace: true })}
    />
  );
}

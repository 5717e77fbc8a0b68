import { useGymDashboard } from '../../features/dashboard/api/dashboard';
import { GymStats } from '../../features/dashboard/components/gym-stats';
import { AttendancePrompt } from '../../features/attendance/components/attendance-prompt';
import { UrgentCountdown } from '../../features/offers/components/urgent-countdown';
import { PendingReviewsPrompt } from '../../features/reviews/components/pending-reviews-prompt';
import { es } from '../../i18n/es';
import { DashboardOverview } from './dashboard-overview';
import { useRefreshGymArea } from './use-refresh-gym-area';

export function GymDashboardPage() {
  const stats = useGymDashboard();
  const refresh = useRefreshGymArea();
  return (
    <DashboardOverview
      subtitle={es.dashboard.gymSubtitle}
      stats={<GymStats data={stats.data} loading={stats.isPending} />}
      statsFailed={stats.isError}
      notificationsHref="/gym-dashboard/notifications"
      prompt={
        <>
          <UrgentCountdown offersHref="/gym-dashboard/offers" />
          <AttendancePrompt onAnswered={refresh} />
          <PendingReviewsPrompt onReviewed={refresh} />
        </>
      }
    />
  );
}

import { useInstructorDashboard } from '../../features/dashboard/api/dashboard';
import { InstructorStats } from '../../features/dashboard/components/instructor-stats';
import { AttendancePrompt } from '../../features/attendance/components/attendance-prompt';
import { PendingReviewsPrompt } from '../../features/reviews/components/pending-reviews-prompt';
import { es } from '../../i18n/es';
import { DashboardOverview } from './dashboard-overview';
import { useRefreshInstructorArea } from './use-refresh-instructor-area';

export function InstructorDashboardPage() {
  const stats = useInstructorDashboard();
  const refresh = useRefreshInstructorArea();
  return (
    <DashboardOverview
      subtitle={es.dashboard.instructorSubtitle}
      stats={<InstructorStats data={stats.data} loading={stats.isPending} />}
      statsFailed={stats.isError}
      notificationsHref="/instructor-dashboard/notifications"
      prompt={
        <>
          <AttendancePrompt onAnswered={() => refresh()} />
          <PendingReviewsPrompt onReviewed={() => refresh()} />
        </>
      }
    />
  );
}

import { CalendarClock, Send, Star, Wallet } from 'lucide-react';
import type { InstructorDashboard } from '@fitcover/contract/dashboard/instructor-dashboard';
import { formatEuros, formatRating } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { StatCard } from './stat-card';

export function InstructorStats({ data, loading }: { data: InstructorDashboard | undefined; loading: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label={es.dashboard.activeApplications} value={data?.applications ?? 0} icon={Send} loading={loading} />
      <StatCard
        label={es.dashboard.rating}
        value={formatRating(data?.avg_rating)}
        icon={Star}
        tone="violet"
        loading={loading}
      />
      <StatCard
        label={es.dashboard.income}
        value={formatEuros(data?.estimated_income ?? 0)}
        hint={es.dashboard.incomeHint}
        icon={Wallet}
        tone="emerald"
        loading={loading}
      />
      <StatCard
        label={es.dashboard.upcoming}
        value={data?.upcoming_classes ?? 0}
        icon={CalendarClock}
        tone="sky"
        loading={loading}
      />
    </div>
  );
}

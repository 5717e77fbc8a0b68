import { CalendarCheck, ClipboardList, Crown, Users } from 'lucide-react';
import type { GymDashboard } from '@fitcover/contract/dashboard/gym-dashboard';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';
import { StatCard } from './stat-card';

export function GymStats({ data, loading }: { data: GymDashboard | undefined; loading: boolean }) {
  const planHint = data?.trialEndsAt ? es.dashboard.trialUntil(formatDate(data.trialEndsAt)) : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={es.dashboard.offers}
        value={data?.offers ?? 0}
        hint={es.dashboard.offersHint}
        icon={ClipboardList}
        loading={loading}
      />
      <StatCard
        label={es.dashboard.applicants}
        value={data?.applicants ?? 0}
        hint={es.dashboard.applicantsHint}
        icon={Users}
        tone="sky"
        loading={loading}
      />
      <StatCard
        label={es.dashboard.plan}
        value={data?.plan ?? 'Básico'}
        hint={planHint}
        icon={Crown}
        tone="violet"
        loading={loading}
      />
      <StatCard
        label={es.dashboard.covered}
        value={data?.covered_classes ?? 0}
        hint={es.dashboard.coveredHint}
        icon={CalendarCheck}
        tone="emerald"
        loading={loading}
      />
    </div>
  );
}

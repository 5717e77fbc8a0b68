import { CalendarClock, CircleAlert } from 'lucide-react';
import type { SubscriptionState } from '@fitcover/contract/billing/subscription';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { es } from '../../../i18n/es';

const t = es.billing.subscription;

const tones: Record<SubscriptionState['status'], BadgeTone> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  canceled: 'neutral',
  none: 'neutral',
};

export const planName = (code: 'basico' | 'pro') => (code === 'pro' ? 'Plan PRO' : 'Plan Básico');

type CurrentPlanCardProps = {
  state: SubscriptionState;
  busy: boolean;
  onCancel: () => void;
  onResume: () => void;
  onKeepPlan: () => void;
};

function statusLine(state: SubscriptionState): string | null {
  const end = state.currentPeriodEnd ? formatDate(state.currentPeriodEnd) : null;
  if (state.status === 'trialing' && state.trialEndsAt) return t.trialEnds(formatDate(state.trialEndsAt));
  if (state.status === 'none') return t.noPlan;
  if (state.status === 'past_due') return t.pastDue;
  if (end && (state.cancelAtPeriodEnd || state.status === 'canceled')) return t.endsOn(end);
  if (end && state.status === 'active') return state.hasSubscription ? t.renews(end) : t.activeUntil(end);
  return null;
}

export function CurrentPlanCard({ state, busy, onCancel, onResume, onKeepPlan }: CurrentPlanCardProps) {
  const line = statusLine(state);
  const counter = `${state.quota.used} / ${state.quota.limit ?? '∞'}`;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="current-plan">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-gray-600">{t.currentTitle}</p>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold text-gray-900">{t.plan(state.plan)}</h2>
            <Badge tone={tones[state.status]}>{t.status[state.status]}</Badge>
          </div>
          {line ? (
            <p className="flex items-start gap-1.5 text-sm text-gray-700">
              {state.status === 'past_due' || state.status === 'none' ? (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              ) : (
                <CalendarClock className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
              )}
              {line}
            </p>
          ) : null}
          {state.scheduledChange ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
              {t.scheduled(planName(state.scheduledChange.planCode), formatDate(state.scheduledChange.startsAt))}
              <button
                type="button"
                onClick={onKeepPlan}
                disabled={busy}
                className="min-h-10 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t.undoChange(state.planCode ? planName(state.planCode) : t.plan(state.plan))}
              </button>
            </p>
          ) : null}
        </div>
        <dl className="flex shrink-0 gap-6 text-sm">
          <div>
            <dt className="text-gray-600">{t.offersThisMonth}</dt>
            <dd className="text-lg font-bold text-gray-900 tabular-nums" data-testid="subscription-quota">
              {counter}
            </dd>
          </div>
          {state.quota.credits > 0 ? (
            <div>
              <dt className="text-gray-600">{t.creditsLabel}</dt>
              <dd className="text-lg font-bold text-gray-900">{t.credits(state.quota.credits)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {state.hasSubscription ? (
        <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          {state.cancelAtPeriodEnd ? (
            <Button variant="outline" onClick={onResume} loading={busy}>
              {t.resume}
            </Button>
          ) : (
            <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onCancel}>
              {t.cancel}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

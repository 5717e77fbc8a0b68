import { useState } from 'react';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { PlanPrice, PlanProduct } from '@fitcover/contract/billing/plans';
import type { SubscriptionState } from '@fitcover/contract/billing/subscription';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { useErrorToast } from '../../../lib/use-error-toast';
import { es } from '../../../i18n/es';
import {
  useCancelSubscription,
  useChangePlan,
  useCheckout,
  usePlans,
  useResumeSubscription,
  useSubscription,
} from '../api/billing';
import { visiblePrice, type Cycle } from '../lib/plan-prices';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { CurrentPlanCard, planName } from './current-plan-card';
import { CycleToggle } from './cycle-toggle';
import { PlanCard } from './plan-card';

const t = es.billing.subscription;
const rank = { basico: 1, pro: 2 } as const;

type Changing = { product: PlanProduct; price: PlanPrice & { interval: Cycle } } | null;

/** Same rule as the server: a higher plan, or monthly → annual, applies at once. */
function changeTiming(state: SubscriptionState, product: PlanProduct, interval: Cycle): 'now' | 'period_end' {
  if (!state.planCode || product.kind === 'individual') return 'now';
  if (product.kind !== state.planCode) return rank[product.kind] > rank[state.planCode] ? 'now' : 'period_end';
  return interval === 'year' ? 'now' : 'period_end';
}

type SubscriptionPageViewProps = {
  /** Refreshes what other gym screens show (offers quota, dashboard) after a change. */
  onChanged: () => void;
};

export function SubscriptionPageView({ onChanged }: SubscriptionPageViewProps) {
  const navigate = useNavigate();
  const plans = usePlans();
  const subscription = useSubscription();
  const checkout = useCheckout();
  const change = useChangePlan();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [cycle, setCycle] = useState<Cycle | null>(null);
  const [changing, setChanging] = useState<Changing>(null);
  const [cancelling, setCancelling] = useState(false);
  const plansError = plans.error instanceof ApiError ? plans.error.message : t.plansFailed;
  useErrorToast(plans.isError, t.plansFailedTitle, plansError);
  useErrorToast(subscription.isError, es.common.errorTitle, t.stateFailed);

  const state = subscription.data;
  const provider = plans.data?.provider ?? state?.provider;
  const shownCycle: Cycle = cycle ?? (state?.hasSubscription && state.interval === 'year' ? 'year' : 'month');
  const failure = (description: string) => (error: unknown) =>
    toastError(error, { title: provider === 'stripe' ? t.stripeErrorTitle : es.common.errorTitle, description });

  const startCheckout = (price: PlanPrice) =>
    checkout.mutate(price.id, {
      onSuccess: ({ url }) => {
        if (url.startsWith('/')) void navigate(url);
        else window.location.assign(url);
      },
      onError: (error) =>
        failure(t.checkoutFailed)(
          error instanceof ApiError && error.status === 0 && provider === 'stripe'
            ? new ApiError({ status: 0, code: 'INTERNAL', message: t.stripeUnreachable })
            : error,
        ),
    });

  const onSelect = (product: PlanProduct, price: PlanPrice) => {
    if (price.type === 'recurring' && price.interval && state?.hasSubscription) {
      setChanging({ product, price: { ...price, interval: price.interval } });
      return;
    }
    startCheckout(price);
  };

  const confirmChange = (target: NonNullable<Changing>) =>
    change.mutate(target.price.id, {
      onSuccess: ({ effective, subscription: next }) => {
        const name = planName(target.product.kind === 'pro' ? 'pro' : 'basico');
        if (effective === 'now') toast.success(t.changedNowTitle, { description: t.changedNow(name) });
        else if (next.scheduledChange) {
          toast.success(t.changedLaterTitle, {
            description: t.changedLater(name, formatDate(next.scheduledChange.startsAt)),
          });
        } else toast.success(t.resumedTitle, { description: t.resumed });
        onChanged();
      },
      onError: failure(t.changeFailed),
      onSettled: () => setChanging(null),
    });

  const keepCurrentPlan = () => {
    const product = plans.data?.products.find((item) => item.kind === state?.planCode);
    const price = product?.prices.find((item) => item.interval === state?.interval);
    if (product && price?.interval) confirmChange({ product, price: { ...price, interval: price.interval } });
  };

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        toast.success(t.cancelledTitle, {
          description: t.cancelled(next.currentPeriodEnd ? formatDate(next.currentPeriodEnd) : '—'),
        });
        onChanged();
      },
      onError: failure(t.actionFailed),
      onSettled: () => setCancelling(false),
    });

  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => {
        toast.success(t.resumedTitle, { description: t.resumed });
        onChanged();
      },
      onError: failure(t.actionFailed),
    });

  const isCurrent = (product: PlanProduct, price: PlanPrice) =>
    Boolean(state?.hasSubscription && product.kind === state.planCode && price.interval === state.interval);
  const busy = checkout.isPending || change.isPending;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
        <p className="mt-1 text-sm text-gray-600">{t.subtitle}</p>
      </div>

      {provider === 'test' ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t.testMode}
        </p>
      ) : null}

      {state ? (
        <CurrentPlanCard
          state={state}
          busy={resume.isPending || change.isPending}
          onCancel={() => setCancelling(true)}
          onResume={onResume}
          onKeepPlan={keepCurrentPlan}
        />
      ) : subscription.isPending ? (
        <span className="block h-36 animate-pulse rounded-2xl bg-gray-100" aria-hidden="true" />
      ) : null}

      {plans.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner className="size-8" label={es.common.loading} />
        </div>
      ) : plans.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-gray-600">
          <p>{t.plansFailed}</p>
          <Button variant="outline" onClick={() => void plans.refetch()} loading={plans.isRefetching}>
            {es.common.retry}
          </Button>
        </Card>
      ) : (
        <section aria-labelledby="plans-heading" className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="plans-heading" className="text-lg font-semibold text-gray-900">
              {t.select}
            </h2>
            <CycleToggle cycle={shownCycle} onChange={setCycle} />
          </div>
          <ul className="grid gap-4 md:grid-cols-3">
            {plans.data.products.map((product) => {
              const price = visiblePrice(product, shownCycle);
              if (!price) return null;
              return (
                <li key={product.id} className="flex flex-col">
                  <PlanCard
                    product={product}
                    price={price}
                    cycle={shownCycle}
                    current={isCurrent(product, price)}
                    busy={
                      (checkout.isPending && checkout.variables === price.id) ||
                      (change.isPending && change.variables === price.id)
                    }
                    disabled={busy || !state}
                    onSelect={() => onSelect(product, price)}
                  />
                </li>
              );
            })}
          </ul>
          <p className="flex items-start gap-2 text-sm text-gray-600">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {provider === 'test' ? t.noteTest : t.note}
          </p>
        </section>
      )}

      {changing && state ? (
        <ChangePlanDialog
          from={
            state.planCode && state.interval
              ? t.withCycle(planName(state.planCode), state.interval)
              : t.plan(state.plan)
          }
          to={t.withCycle(changing.product.name, changing.price.interval)}
          effective={changeTiming(state, changing.product, changing.price.interval)}
          periodEnd={state.currentPeriodEnd}
          pending={change.isPending}
          onConfirm={() => confirmChange(changing)}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {cancelling && state ? (
        <CancelSubscriptionDialog
          periodEnd={state.currentPeriodEnd}
          pending={cancel.isPending}
          onConfirm={onCancel}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </div>
  );
}

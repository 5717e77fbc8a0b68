import { FlaskConical, Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { formatEuros } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { usePayTestCheckout, useTestCheckout } from '../api/billing';

const t = es.billing.testCheckout;

/** The built-in provider's checkout (no Stripe keys): clearly a test, with Pagar and Cancelar. */
export function TestCheckoutView({ id, subscriptionHref }: { id: string; subscriptionHref: string }) {
  const navigate = useNavigate();
  const checkout = useTestCheckout(id);
  const pay = usePayTestCheckout();
  const data = checkout.data;

  const onPay = () =>
    pay.mutate(id, {
      onSuccess: ({ redirectTo }) => void navigate(redirectTo),
      onError: (error) =>
        toastError(error, { title: t.failedTitle, description: es.billing.subscription.checkoutFailed }),
    });

  return (
    <div className="bg-gradient-to-b from-amber-50 to-white px-4 pt-28 pb-20 sm:pt-36">
      <Card className="mx-auto flex max-w-md flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            {t.badge}
          </span>
          <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
          <p className="text-sm text-gray-600">{t.intro}</p>
        </div>

        {checkout.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner className="size-8" label={es.common.loading} />
          </div>
        ) : !data ? (
          <div role="alert" className="flex flex-col gap-3 text-center">
            <h2 className="text-lg font-semibold text-gray-900">{t.notFoundTitle}</h2>
            <p className="text-sm text-gray-600">
              {checkout.error instanceof ApiError && checkout.error.status !== 404
                ? checkout.error.message
                : t.notFoundBody}
            </p>
            <ButtonLink to={subscriptionHref} variant="outline">
              {t.back}
            </ButtonLink>
          </div>
        ) : (
          <>
            <section aria-labelledby="checkout-summary" className="flex flex-col gap-3">
              <h2 id="checkout-summary" className="text-sm font-semibold text-gray-900">
                {t.summary}
              </h2>
              <dl className="flex flex-col gap-2 rounded-xl bg-gray-50 p-4 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-gray-600">{t.customer}</dt>
                  <dd className="text-right font-medium text-gray-900">{data.gymName}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-gray-600">{t.concept}</dt>
                  <dd className="text-right font-medium text-gray-900">
                    {data.productName}
                    <span className="block text-xs font-normal text-gray-500">
                      {data.interval ? t.periodic[data.interval] : t.single}
                    </span>
                  </dd>
                </div>
                <div className="flex justify-between gap-3 border-t border-gray-200 pt-2">
                  <dt className="text-gray-600">{t.base}</dt>
                  <dd className="tabular-nums">{formatEuros(data.base)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-gray-600">{t.iva}</dt>
                  <dd className="tabular-nums">{formatEuros(data.iva)}</dd>
                </div>
                <div className="flex justify-between gap-3 text-base font-bold text-gray-900">
                  <dt>{t.total}</dt>
                  <dd className="tabular-nums">{formatEuros(data.total)}</dd>
                </div>
              </dl>
            </section>
            <div className="flex flex-col gap-2">
              <Button
                size="lg"
                onClick={onPay}
                loading={pay.isPending}
                icon={<Lock className="size-4" aria-hidden="true" />}
              >
                {t.pay(formatEuros(data.total))}
              </Button>
              <ButtonLink to={data.cancelUrl} variant="ghost" size="lg" aria-disabled={pay.isPending || undefined}>
                {t.cancel}
              </ButtonLink>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

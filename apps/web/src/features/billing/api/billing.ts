import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { listPlans } from '@fitcover/contract/billing/plans';
import { listPayments, type PaymentsFilter } from '@fitcover/contract/billing/payments';
import {
  cancelSubscription,
  changePlan,
  createCheckout,
  getSubscription,
  resumeSubscription,
} from '@fitcover/contract/billing/subscription';
import { getTestCheckout, payTestCheckout } from '@fitcover/contract/billing/test-checkout';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => ['billing', 'plans'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  payments: (filter: PaymentsFilter) => ['billing', 'payments', filter] as const,
  testCheckout: (id: string) => ['billing', 'test-checkout', id] as const,
};

export const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: ({ signal }) => apiRequest(listPlans, { signal }) });

export const usePlans = () => useQuery(plansQueryOptions());

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => apiRequest(getSubscription, { signal }),
  });

export const useSubscription = () => useQuery(subscriptionQueryOptions());

export const paymentsQueryOptions = (filter: PaymentsFilter) =>
  infiniteQueryOptions({
    queryKey: billingKeys.payments(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(listPayments, { query: { ...filter, limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const usePayments = (filter: PaymentsFilter) => useInfiniteQuery(paymentsQueryOptions(filter));

export function useCheckout() {
  return useMutation({ mutationFn: (priceId: string) => apiRequest(createCheckout, { body: { priceId } }) });
}

/** After any change to the subscription, everything billing shows is stale. */
function useBillingMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const useChangePlan = () =>
  useBillingMutation((priceId: string) => apiRequest(changePlan, { body: { priceId } }));
export const useCancelSubscription = () => useBillingMutation(() => apiRequest(cancelSubscription));
export const useResumeSubscription = () => useBillingMutation(() => apiRequest(resumeSubscription));

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.testCheckout(id),
    queryFn: ({ signal }) => apiRequest(getTestCheckout, { params: { id }, signal }),
  });

export const useTestCheckout = (id: string) => useQuery(testCheckoutQueryOptions(id));

export function usePayTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(payTestCheckout, { params: { id } }),
    // A paid plan changes what every gym screen shows (plan, quota, credits, payments).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

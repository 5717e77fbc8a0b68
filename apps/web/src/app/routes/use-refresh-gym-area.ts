import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gymApplicantsKeys } from '../../features/applicants/api/gym-applicants';
import { dashboardKeys } from '../../features/dashboard/api/dashboard';
import { gymOffersKeys } from '../../features/offers/api/gym-offers';

/**
 * After an offer or an application changes, every gym screen that counts them is stale:
 * offers and quota, applicants, and the Resumen stats and activity.
 */
export function useRefreshGymArea() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [gymOffersKeys.all, gymApplicantsKeys.all, dashboardKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKeys } from '../../features/dashboard/api/dashboard';
import { myApplicationsKeys } from '../../features/my-applications/api/my-applications';
import { offerSearchKeys } from '../../features/opportunities/api/opportunities';

/**
 * After applying or withdrawing, every instructor screen that counts applications is stale:
 * Mis Postulaciones, the Resumen stats and activity, and the search results (a class called off
 * is listed again).
 */
export function useRefreshInstructorArea() {
  const queryClient = useQueryClient();
  return useCallback(
    (options: { search?: boolean } = {}) => {
      const keys: ReadonlyArray<readonly string[]> = [myApplicationsKeys.all, dashboardKeys.all];
      for (const queryKey of options.search ? [...keys, offerSearchKeys.all] : keys) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}

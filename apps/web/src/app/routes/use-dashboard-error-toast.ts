import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { es } from '../../i18n/es';

/** One "Error al cargar datos" toast per visit when any dashboard read fails. */
export function useDashboardErrorToast(failed: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    toast.error(es.dashboard.loadErrorTitle, { description: es.dashboard.loadErrorDescription });
  }, [failed]);
}

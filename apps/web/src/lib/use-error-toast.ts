import { useEffect, useRef } from 'react';
import { toast } from './toast';

/** One error toast per failure of a read (not one per re-render or retry). */
export function useErrorToast(failed: boolean, title: string, description: string): void {
  const shown = useRef(false);
  useEffect(() => {
    if (!failed) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    toast.error(title, { description });
  }, [failed, title, description]);
}

import { useLocation } from 'react-router';
import type { LiveSignal } from '../../lib/live/live-connection';
import { useLiveEvent } from '../../lib/live/live-provider';

/**
 * Whether a live signal concerns the page at `pathname`: a notification whose link is this page
 * (a new applicant → Postulados, a review → Valoraciones), one that does not say which pages it
 * concerns, or a reconnect (hints may have been missed meanwhile).
 */
export function concernsPage(signal: LiveSignal, pathname: string): boolean {
  if (signal.type === 'catch-up') return true;
  if (signal.type !== 'notifications') return false;
  return !signal.pages || signal.pages.includes(pathname.replace(/\/+$/, ''));
}

/** While the page is open, runs `refresh` whenever the server says something it shows changed. */
export function useLiveRefresh(refresh: () => void): void {
  const { pathname } = useLocation();
  useLiveEvent((signal) => {
    if (concernsPage(signal, pathname)) refresh();
  });
}

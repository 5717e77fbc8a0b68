import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Closing the chat returns to where it was opened from. One step back is that place when the app
// itself brought us here; but a tap on a server-rendered link before React took the page over is
// a page load, and a few such taps (the dashboard's link, then a conversation) leave several chat
// documents in the tab's history. Closing then steps back through them, each chat document that
// comes back stepping back again, until a page outside the chat shows (sessionStorage, per tab).
const LAST_PAGE = 'fitcover:last-page';
const LEAVING = 'fitcover:leaving-chat';
/** A step back through the chat's documents is done within this time, or forgotten. */
const LEAVING_MS = 10_000;
const isChat = (pathname: string) => pathname === '/chat';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled: closing then falls back to the area's home.
  }
}

/** Keeps the last page shown outside the chat, and ends a step back through the chat there. */
export function RememberLastPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isChat(pathname)) return;
    write(LAST_PAGE, `${pathname}${search}`);
    write(LEAVING, null);
  }, [pathname, search]);
  return null;
}

/** The index of this entry among the app's own in this document (0 when loaded here). */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** This document was loaded from a page of the app (a page load, not typed or from elsewhere). */
function loadedFromApp(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Leaves the chat: one step back within the app, back through the chat's documents when it was
 * loaded from the app, or else to the last page outside it (`fallback` when there is none).
 */
export function leaveChat(navigate: (to: string | number, options?: { replace?: boolean }) => void, fallback: string) {
  if (historyIndex() > 0) return navigate(-1);
  if (loadedFromApp()) {
    write(LEAVING, String(Date.now()));
    return window.history.back();
  }
  write(LEAVING, null);
  navigate(read(LAST_PAGE) ?? fallback, { replace: true });
}

/** On a chat document that comes back while leaving the chat: step back again. */
export function useGoOnLeavingChat(
  navigate: (to: string | number, options?: { replace?: boolean }) => void,
  fallback: string,
) {
  useEffect(() => {
    const goOn = () => {
      const since = Number(read(LEAVING) ?? 0);
      if (since > 0 && Date.now() - since < LEAVING_MS) leaveChat(navigate, fallback);
      else write(LEAVING, null);
    };
    goOn();
    // A document restored from the back-forward cache runs no effect again: its pageshow does.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) goOn();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [navigate, fallback]);
}

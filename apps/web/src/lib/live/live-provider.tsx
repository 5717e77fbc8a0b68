// React side of the live socket: one connection per signed-in tab, shared by every screen through
// a context. Screens subscribe with useLiveEvent; features keep their own reactions (the lib never
// imports a feature).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveSignal, LiveStatus } from './live-connection';
import { LiveStatusIndicator } from './live-status-indicator';

type Listener = (signal: LiveSignal) => void;

type LiveContextValue = { status: LiveStatus; subscribe: (listener: Listener) => () => void };

const LiveContext = createContext<LiveContextValue>({ status: 'idle', subscribe: () => () => {} });

type LiveProviderProps = {
  /** The signed-in user; null while signed out (no socket). A new user gets a new socket. */
  userId: string | null;
  /** The server ended this session (suspension, sign-out elsewhere): re-read it. */
  onSessionEnded: () => void;
  children: ReactNode;
};

export function LiveProvider({ userId, onSessionEnded, children }: LiveProviderProps) {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const listeners = useRef(new Set<Listener>());
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  });

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<LiveContextValue>(() => ({ status, subscribe }), [status, subscribe]);

  useEffect(() => {
    if (!userId) return;
    // The socket's code (and the contract's event schemas) is fetched only for a signed-in user.
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void import('./live-connection').then((live) => {
      if (stopped) return;
      stop = connect(live, setStatus, (signal) => {
        if (signal.type === 'session-ended') sessionEnded.current();
        for (const listener of [...listeners.current]) listener(signal);
      });
    });
    return () => stop();
  }, [userId]);

  return (
    <LiveContext.Provider value={value}>
      {children}
      <LiveStatusIndicator status={userId ? status : 'idle'} />
    </LiveContext.Provider>
  );
}

/** Opens the socket, reconnecting at once when the tab comes back online or into view. */
function connect(
  { LiveConnection, liveUrl, LIVE_PATH }: typeof import('./live-connection'),
  onStatus: (status: LiveStatus) => void,
  onSignal: Listener,
): () => void {
  const connection = new LiveConnection({ url: liveUrl(window.location.origin, LIVE_PATH), onStatus, onSignal });
  connection.start();
  const retry = () => connection.reconnectNow();
  const onVisible = () => document.visibilityState === 'visible' && retry();
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', onVisible);
    connection.stop();
  };
}

/** Runs `handler` for every live signal while the component is mounted (the latest handler is used). */
export function useLiveEvent(handler: (signal: LiveSignal) => void): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe((signal) => latest.current(signal)), [subscribe]);
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext).status;
}

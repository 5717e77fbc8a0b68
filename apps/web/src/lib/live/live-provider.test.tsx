import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { LiveSignal } from './live-connection';
import { LiveProvider, useLiveEvent, useLiveStatus } from './live-provider';

// The browser WebSocket, replaced by one the test drives.
class TestSocket {
  static all: TestSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    TestSocket.all.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
}
const last = () => TestSocket.all[TestSocket.all.length - 1]!;

function Probe({ onSignal }: { onSignal: (signal: LiveSignal) => void }) {
  useLiveEvent(onSignal);
  return <p>estado: {useLiveStatus()}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  TestSocket.all = [];
  vi.stubGlobal('WebSocket', TestSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LiveProvider', () => {
  it('opens no socket while signed out', () => {
    render(
      <LiveProvider userId={null} onSessionEnded={() => {}}>
        <Probe onSignal={() => {}} />
      </LiveProvider>,
    );
    expect(TestSocket.all).toHaveLength(0);
    expect(screen.getByText('estado: idle')).toBeTruthy();
  });

  it('delivers signals to subscribers, re-reads the session when it ends, and shows Reconectando… after a drop', async () => {
    const signals: LiveSignal[] = [];
    const onSessionEnded = vi.fn();
    const view = render(
      <LiveProvider userId="user-1" onSessionEnded={onSessionEnded}>
        <Probe onSignal={(signal) => signals.push(signal)} />
      </LiveProvider>,
    );
    // The socket's code is fetched for a signed-in user only, then the socket opens.
    await act(() => vi.waitFor(() => expect(TestSocket.all).toHaveLength(1)));
    expect(last().url).toBe(`ws://${window.location.host}/api/live`);
    act(() => {
      last().readyState = 1;
      last().onopen?.({});
    });
    expect(screen.getByText('estado: open')).toBeTruthy();
    act(() => last().onmessage?.({ data: JSON.stringify({ type: 'session-ended' }) }));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(signals).toEqual([{ type: 'catch-up' }, { type: 'session-ended' }]);
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => last().onclose?.({}));
    expect(screen.getByRole('status').textContent).toBe('Reconectando…');

    // Signing out closes the socket for good.
    const socketCount = TestSocket.all.length;
    act(() => vi.advanceTimersByTime(1000));
    view.rerender(
      <LiveProvider userId={null} onSessionEnded={onSessionEnded}>
        <Probe onSignal={(signal) => signals.push(signal)} />
      </LiveProvider>,
    );
    expect(last().closed).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(60_000));
    expect(TestSocket.all.length).toBe(socketCount + 1);
  });
});

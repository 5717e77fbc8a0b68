import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../toast';
import { registerServiceWorker } from './register-sw';

type Listener = () => void;

/** A browser's service-worker registration, as much of it as the page uses. */
function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const posted: unknown[] = [];
  const worker = (state: string) => ({ state, postMessage: (message: unknown) => posted.push(message) });
  const registrationListeners: Record<string, Listener> = {};
  const registration = {
    waiting: waiting ? worker('installed') : null,
    installing: null as null | (ReturnType<typeof worker> & { addEventListener: (t: string, l: Listener) => void }),
    addEventListener: (type: string, listener: Listener) => (registrationListeners[type] = listener),
    update: vi.fn(async () => undefined),
  };
  const containerListeners: Record<string, Listener> = {};
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      register: vi.fn(async () => registration),
      addEventListener: (type: string, listener: Listener) => (containerListeners[type] = listener),
    },
  });
  /** A new version arrives and finishes installing. */
  const install = () => {
    let onState: Listener = () => undefined;
    registration.installing = { ...worker('installing'), addEventListener: (_t, l) => (onState = l) };
    registrationListeners.updatefound?.();
    const installed = registration.installing;
    installed.state = 'installed';
    registration.waiting = installed;
    onState();
  };
  return { posted, install, containerListeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  // A development build never registers the service worker; these are the built app's rules.
  beforeEach(() => vi.stubEnv('DEV', false));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('offers «Actualizar» when a new version waits, and hands over only when pressed', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const browser = fakeBrowser({ controlled: true, waiting: false });
    registerServiceWorker();
    await settle();
    expect(info).not.toHaveBeenCalled();
    browser.install();
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    const [title, options] = info.mock.calls[0]!;
    expect(title).toBe('Nueva versión disponible');
    expect(browser.posted).toEqual([]);
    (options?.action as unknown as { onClick: () => void }).onClick();
    expect(browser.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(browser.containerListeners.controllerchange).toBeTypeOf('function');
  });

  it('offers a version already waiting when the page opens, but nothing on a first install', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    fakeBrowser({ controlled: true, waiting: true });
    registerServiceWorker();
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    info.mockClear();
    const first = fakeBrowser({ controlled: false, waiting: false });
    registerServiceWorker();
    await settle();
    first.install();
    await settle();
    expect(info).not.toHaveBeenCalled();
  });
});

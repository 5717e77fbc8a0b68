// One headless Debian Chromium with a DevTools port: Lighthouse drives it through that port,
// and Playwright (connected over CDP) signs in, walks the areas and runs axe in the same
// profile, so the session cookie Lighthouse sees is the one a real sign-in set.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// The same flags as the Playwright suite (e2e/playwright.config.ts): nothing leaves the machine.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

export type BenchBrowser = {
  debuggingPort: number;
  browser: Browser;
  context: BrowserContext;
  close: () => Promise<void>;
};

export async function launchBrowser(debuggingPort: number): Promise<BenchBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fitcover-bench-chromium-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...chromiumArgs,
      '--headless',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const browser = await connectWithRetry(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  return {
    debuggingPort,
    browser,
    context,
    close: async () => {
      await browser.close().catch(() => undefined);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function connectWithRetry(endpoint: string): Promise<Browser> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await chromium.connectOverCDP(endpoint);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Signs the browser's profile in (or out, for the public site) through the real endpoint. */
export async function signInAs(
  context: BrowserContext,
  baseUrl: string,
  account: { email: string; password: string } | null,
): Promise<void> {
  await context.clearCookies();
  if (!account) return;
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
    data: { ...account, rememberMe: true },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed for ${account.email}: ${response.status()}`);
}

import { afterEach, describe, expect, it } from 'vitest';
import { evaluateInTurn } from './evaluate-in-turn';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe('evaluateInTurn', () => {
  it('asks for every chunk at once, then evaluates them in order, one per task', async () => {
    const steps: string[] = [];
    // A message posted while a chunk is evaluated is handled in a later task: it comes before
    // the next chunk only if that chunk is evaluated in a task of its own.
    const load = async (url: string) => {
      steps.push(`load ${url}`);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => steps.push(`task after ${url}`);
      channel.port2.postMessage(null);
    };
    await evaluateInTurn(['/assets/a.js', '/assets/b.js'], load);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(preloads.every((link) => link.crossOrigin === '')).toBe(true);
    expect(steps.slice(0, 3)).toEqual(['load /assets/a.js', 'task after /assets/a.js', 'load /assets/b.js']);
  });

  it('stops at a chunk that fails, leaving the page import to report it', async () => {
    const loaded: string[] = [];
    const load = async (url: string) => {
      if (url.endsWith('b.js')) throw new TypeError('Failed to fetch dynamically imported module');
      loaded.push(url);
    };
    await expect(evaluateInTurn(['/a.js', '/b.js', '/c.js'], load)).resolves.toBeUndefined();
    expect(loaded).toEqual(['/a.js']);
  });

  it('leaves alone the preloads boot.js has already added', async () => {
    const early = document.createElement('link');
    early.rel = 'modulepreload';
    early.setAttribute('href', '/assets/a.js');
    document.head.append(early);
    await evaluateInTurn(['/assets/a.js', '/assets/b.js'], async () => undefined);
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('does nothing for a page without a list', async () => {
    await evaluateInTurn([], () => Promise.reject(new Error('never called')));
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});

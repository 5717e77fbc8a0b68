// npm run profile:web -- /instructor-dashboard/opportunities [--role instructor] [--no-build]
// Where a page's main-thread time goes on its first load: a CPU profile taken in Debian's
// Chromium at Lighthouse's 4× CPU slowdown, self time per function, mapped through source maps
// to the source file. The build is made with source maps for this (WEB_SOURCEMAP=1).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map';
import { buildWebApp, repoRoot, startApp } from './app-server.ts';
import { launchBrowser, signInAs } from './browser.ts';
import { benchAccounts } from './targets.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'instructor' },
    port: { type: 'string', default: '4160' },
    'no-build': { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
  },
});
const route = positionals[0] ?? '/instructor-dashboard/opportunities';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

async function main() {
  if (!args['no-build']) {
    process.env.WEB_SOURCEMAP = '1';
    buildWebApp();
  }
  const app = await startApp(Number(args.port));
  const browser = await launchBrowser(Number(args.port) + 1);
  try {
    const role = args.role as keyof typeof benchAccounts | 'public';
    await signInAs(browser.context, app.baseUrl, role === 'public' ? null : benchAccounts[role]);
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await report(profile, app.baseUrl);
  } finally {
    await browser.close().catch(() => undefined);
    await app.stop();
  }
}

async function report(profile: Profile, baseUrl: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const maps = new Map<string, SourceMapConsumer | null>();
  const where = async (frame: Node['callFrame']) => {
    if (!frame.url.startsWith(baseUrl))
      return frame.url ? path.basename(frame.url) : `(${frame.functionName || 'native'})`;
    const file = path.join(repoRoot, 'apps/web/dist', new URL(frame.url).pathname);
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
      );
    }
    const map = maps.get(file);
    const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!pos?.source) return path.basename(file);
    return `${pos.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')}:${pos.line}${pos.name ? ` ${pos.name}` : ''}`;
  };
  const byPlace = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    const place = (await where(node.callFrame)) || `(${node.callFrame.functionName || 'program'})`;
    const raw = node.callFrame.url
      ? ` @${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`
      : '';
    const key = `${place}${node.callFrame.functionName ? ` [${node.callFrame.functionName}]` : ''}${raw}`;
    byPlace.set(key, (byPlace.get(key) ?? 0) + micros);
    const file = place.replace(/:\d+.*$/, '');
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
  }
  // Time spent under each module's top-level code (its evaluation), by the file doing the work.
  const parent = new Map<number, number>();
  for (const n of profile.nodes as (Node & { children?: number[] })[])
    for (const c of n.children ?? []) parent.set(c, n.id);
  const topLevelOf = (id: number): Node | undefined => {
    let found: Node | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (
        n.callFrame.url &&
        !n.callFrame.functionName &&
        n.callFrame.lineNumber === 0 &&
        n.callFrame.columnNumber === 0
      )
        found = n;
    }
    return found;
  };
  const underModule = new Map<string, number>();
  for (const [id, micros] of self) {
    const top = topLevelOf(id);
    if (!top) continue;
    const key = `${path.basename(top.callFrame.url)} <- ${((await where(byId.get(id)!.callFrame)) || '(native)').replace(/:\d+.*$/, '')}`;
    underModule.set(key, (underModule.get(key) ?? 0) + micros);
  }
  const perModule = new Map<string, number>();
  for (const [k, v] of underModule) perModule.set(k.split(' <- ')[0]!, (perModule.get(k.split(' <- ')[0]!) ?? 0) + v);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) {
      console.log(`${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
    }
  };
  console.log(`${route}: ${(total / 1000).toFixed(0)} ms sampled (4× CPU slowdown)`);
  print('Self time by file', byFile);
  print('Self time by function', byPlace);
  print('Module evaluation (outermost module whose top level is running)', perModule);
  print('Module evaluation, by the file doing the work', underModule);
}

await main();

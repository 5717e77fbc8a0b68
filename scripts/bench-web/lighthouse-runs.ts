// Lighthouse 12.8 with its defaults (mobile: simulated slow 4G and 4× CPU), run several times per
// route; each figure is the median of the runs. Sizes come from the run's own network records.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts: on the wire (body and headers), compressed body, uncompressed. */
  js: { transfer: number; body: number; resource: number };
  css: { transfer: number; resource: number };
};

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number; url?: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function sizesOf(items: NetworkItem[], type: string) {
  const matching = items.filter((item) => item.resourceType === type);
  return {
    transfer: matching.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    resource: matching.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

/** The compressed size of each script's body, as the server sends it to a brotli-capable browser. */
async function compressedBodies(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    const length = Number(response.headers.get('content-length'));
    const body = await response.arrayBuffer();
    total += Number.isFinite(length) && length > 0 ? length : body.byteLength;
  }
  return total;
}

function figuresOf(lhr: Result, jsBody: number): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    js: { ...sizesOf(items, 'Script'), body: jsBody },
    css: sizesOf(items, 'Stylesheet'),
  };
}

/** Keeps a run's full report (`--lhr-dir`), to read which audits failed. */
function saveReport(dir: string, url: string, run: number, lhr: Result, trace: unknown) {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
  writeFileSync(path.join(dir, `${name}.${run + 1}.json`), JSON.stringify(lhr));
  // The unthrottled trace the simulation started from, for Chromium's Performance panel.
  writeFileSync(path.join(dir, `${name}.${run + 1}.trace.json`), JSON.stringify(trace));
}

export async function runLighthouse(
  url: string,
  debuggingPort: number,
  runs: number,
  lhrDir?: string,
): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART: "run Lighthouse again") is run
  // again, at most twice per route; its figures are never used.
  let retries = 2;
  while (all.length < runs) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!error) {
      const details = result!.lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
      if (lhrDir) saveReport(lhrDir, url, all.length, result!.lhr, result!.artifacts.Trace);
      const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.url);
      all.push(figuresOf(result!.lhr, await compressedBodies(scripts.map((item) => item.url!))));
      continue;
    }
    if (retries === 0) throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
    retries -= 1;
    console.log(`  (Lighthouse run broken on ${url}: ${error.code}; running it again)`);
  }
  const of = (pick: (f: LighthouseFigures) => number) => median(all.map(pick));
  return {
    performance: of((f) => f.performance),
    accessibility: of((f) => f.accessibility),
    bestPractices: of((f) => f.bestPractices),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    js: { transfer: of((f) => f.js.transfer), body: of((f) => f.js.body), resource: of((f) => f.js.resource) },
    css: { transfer: of((f) => f.css.transfer), resource: of((f) => f.css.resource) },
  };
}

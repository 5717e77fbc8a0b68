// npm run bench:web [-- --runs 3 --port 4150 --no-build --skip-lighthouse --only /login --lhr-dir /tmp/lhr]
// Builds the web app, starts the app as `npm start` does on a scratch embedded database with the
// demo data, signs in as each role and prints per route the Lighthouse scores and metrics
// (mobile defaults, median of --runs), the JavaScript and CSS it downloads (compressed and not)
// and axe's violations by impact at 390 and 1280 px; then checks that every text answer is
// compressed and that moving between an area's pages fetches no script twice. Exits non-zero
// when a budget of issue 18 is missed (targets.ts). No network; not part of npm test.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blocking, runAxe, type AxeSummary } from '../../e2e/support/axe.ts';
import { buildWebApp, repoRoot, startApp } from './app-server.ts';
import { walkArea } from './area-walk.ts';
import { launchBrowser, signInAs, type BenchBrowser } from './browser.ts';
import { checkCompression } from './compression.ts';
import { runLighthouse, type LighthouseFigures } from './lighthouse-runs.ts';
import { areaHomes, benchAccounts, benchRoutes, type BenchRole, type BenchRoute, type Budget } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4150' },
    'no-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    'lhr-dir': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const axeText = (a: AxeSummary) =>
  `${a.counts.critical} crit · ${a.counts.serious} ser · ${a.counts.moderate} mod · ${a.counts.minor} min`;

function missedBudget(figures: LighthouseFigures | undefined, budget: Budget, axe: AxeSummary[]): string[] {
  const missed: string[] = [];
  axe.forEach((summary, index) => {
    if (blocking(summary).length) missed.push(`axe critical/serious at ${index ? 1280 : 390} px`);
  });
  if (!figures) return missed;
  if (figures.performance < budget.performance)
    missed.push(`performance ${figures.performance} < ${budget.performance}`);
  if (figures.lcpMs > budget.lcpMs) missed.push(`LCP ${sec(figures.lcpMs)} > ${sec(budget.lcpMs)}`);
  if (budget.tbtMs !== undefined && figures.tbtMs > budget.tbtMs) missed.push(`TBT ${Math.round(figures.tbtMs)} ms`);
  if (budget.cls !== undefined && figures.cls > budget.cls) missed.push(`CLS ${figures.cls.toFixed(3)}`);
  if (figures.js.body > budget.jsCompressedBytes)
    missed.push(`JS ${kib(figures.js.body)} KiB > ${kib(budget.jsCompressedBytes)} KiB`);
  return missed;
}

async function axeAtBothWidths(browser: BenchBrowser, url: string): Promise<AxeSummary[]> {
  const page = await browser.context.newPage();
  try {
    const summaries: AxeSummary[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(url, { waitUntil: 'networkidle' });
      summaries.push(await runAxe(page));
    }
    return summaries;
  } finally {
    await page.close();
  }
}

/** One row of the table the README keeps (markdown). */
const summaryRow = (route: BenchRoute, f: LighthouseFigures, axe: AxeSummary[]) =>
  `| \`${route.path}\` | ${f.performance} | ${sec(f.fcpMs)} | ${sec(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${kib(f.js.body)} KiB | ${axe.reduce((n, a) => n + a.counts.critical + a.counts.serious, 0)} |`;

function printRoute(route: BenchRoute, figures: LighthouseFigures | undefined, axe: AxeSummary[], missed: string[]) {
  console.log(`\n${route.path}  (${route.role})  ${missed.length ? `MISSED: ${missed.join('; ')}` : 'ok'}`);
  if (figures) {
    console.log(
      `  Lighthouse  performance ${figures.performance} · accessibility ${figures.accessibility} · best practices ${figures.bestPractices}`,
    );
    console.log(
      `  metrics     FCP ${sec(figures.fcpMs)} · LCP ${sec(figures.lcpMs)} · TBT ${Math.round(figures.tbtMs)} ms · CLS ${figures.cls.toFixed(3)}`,
    );
    console.log(
      `  bytes       JS ${kib(figures.js.body)} KiB compressed (${kib(figures.js.transfer)} KiB with headers) / ${kib(figures.js.resource)} KiB · CSS ${kib(figures.css.transfer)} / ${kib(figures.css.resource)} KiB`,
    );
  }
  console.log(`  axe         390 px: ${axeText(axe[0]!)} · 1280 px: ${axeText(axe[1]!)}`);
  for (const finding of axe.flatMap(blocking))
    console.log(`              ${finding.impact} ${finding.rule}: ${finding.targets[0]}`);
}

const routes = args.only?.length ? benchRoutes.filter((r) => args.only!.includes(r.path)) : benchRoutes;
console.log(
  `[bench:web] load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
if (!args['no-build']) buildWebApp();
const app = await startApp(PORT);
const browser = await launchBrowser(PORT + 1).catch(async (error) => {
  await app.stop();
  throw error;
});
// Stopped by a signal: close Chromium and the server (and their scratch folders) first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.allSettled([browser.close(), app.stop()]).finally(() => process.exit(130)));
}
let failures = 0;
const lines: string[] = [];
try {
  for (const role of ['public', 'gimnasio', 'instructor'] as BenchRole[]) {
    const own = routes.filter((route) => route.role === role);
    if (!own.length) continue;
    await signInAs(browser.context, app.baseUrl, role === 'public' ? null : benchAccounts[role as 'gimnasio']);
    for (const route of own) {
      const url = `${app.baseUrl}${route.path}`;
      const figures = args['skip-lighthouse']
        ? undefined
        : await runLighthouse(url, browser.debuggingPort, RUNS, args['lhr-dir']);
      const axe = await axeAtBothWidths(browser, url);
      const missed = missedBudget(figures, route.budget, axe);
      if (missed.length) failures += 1;
      printRoute(route, figures, axe, missed);
      if (figures) lines.push(summaryRow(route, figures, axe));
    }
    const home = areaHomes[role];
    if (home) {
      const walk = await walkArea(browser.context, app.baseUrl, home);
      const perPage = walk.bytesPerPage.map((b) => kib(b)).join(' / ');
      console.log(`\n${home}/* walk: ${walk.pages} pages, ${walk.scriptsFetched} scripts, KiB per page ${perPage}`);
      if (walk.refetched.length) {
        failures += 1;
        console.log(`  MISSED: scripts fetched again: ${walk.refetched.join(', ')}`);
      }
    }
  }
  // The instructor's offer search is an API answer well over the 1 KiB threshold.
  await signInAs(browser.context, app.baseUrl, benchAccounts.instructor);
  const cookie = (await browser.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const compression = await checkCompression(app.baseUrl, path.join(repoRoot, 'apps/web/dist'), [
    ...['/', '/login', '/gym-info', '/gym-dashboard', '/no-such-page'].map((p) => ({ path: p })),
    { path: '/api/offers/search?distanciaKm=50', cookie },
  ]);
  console.log(`\ncompression: ${compression.checked} answers asked for br and for gzip`);
  if (compression.uncompressed.length) {
    failures += 1;
    console.log(`  MISSED: not compressed: ${compression.uncompressed.slice(0, 12).join(', ')}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log('\n| Route | Perf. | FCP | LCP | TBT | CLS | JS (compressed) | axe crit.+ser. |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(lines.join('\n'));
console.log(
  `\nbench:web ${failures ? 'FAILED' : 'passed'}: ${routes.length} routes, ${RUNS} Lighthouse run(s) each, ${failures} target(s) missed · load ${os.loadavg()[0]!.toFixed(2)}`,
);
process.exit(failures ? 1 : 0);

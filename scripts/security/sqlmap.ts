// sqlmap, one run per endpoint, with an injection point in every parameter: path parameters and
// (then) query values marked with `*`, plain query parameters by name, JSON bodies found by
// sqlmap itself (every string, number, boolean and array item). Bounded: level 1, risk 1, the
// back end fixed to PostgreSQL (PGlite or the real server), time-based tests with a 2 s delay.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mapLimit, runProcess } from './process.ts';
import type { Target } from './targets.ts';

export type SqlmapResult = {
  target: Target;
  tested: string[];
  expected: number;
  findings: string[];
  observations: string[];
  httpCodes: Record<string, number>;
  baselineCode: number;
  problems: string[];
  notes: string[];
  ms: number;
};

/** What sqlmap injects into in a JSON body: every scalar except empty strings. */
function jsonLeaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + jsonLeaves(item), 0);
  if (value !== null && typeof value === 'object') {
    return Object.values(value).reduce((sum: number, item) => sum + jsonLeaves(item), 0);
  }
  return value === '' || value === undefined ? 0 : 1;
}

/** Keys of a JSON body's scalar values, as sqlmap names its JSON parameters. */
function jsonKeys(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    item !== null && typeof item === 'object' ? jsonKeys(item) : [key],
  );
}

export function expectedParameters(target: Target): number {
  return Object.keys(target.pathValues).length + Object.keys(target.query).length + jsonLeaves(target.body);
}

function injectionUrl(baseUrl: string, target: Target): string {
  const query = new URLSearchParams(target.query).toString();
  if (Object.keys(target.pathValues).length === 0) return `${baseUrl}${target.path}${query ? `?${query}` : ''}`;
  // With a custom marker in the URL sqlmap tests only marked places of the URL: mark them all.
  const markedPath = target.pathTemplate.replace(
    /:([A-Za-z_]+)/g,
    (_, param: string) => `${encodeURIComponent(target.pathValues[param]!)}*`,
  );
  const markedQuery = Object.entries(target.query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}*`)
    .join('&');
  return `${baseUrl}${markedPath}${markedQuery ? `?${markedQuery}` : ''}`;
}

export function sqlmapArgs(baseUrl: string, target: Target, outputDir: string): string[] {
  const args = [
    '-u',
    injectionUrl(baseUrl, target),
    `--method=${target.method}`,
    '-H',
    `Origin: ${baseUrl}`,
    '--batch',
    '--level=1',
    '--risk=1',
    '--dbms=PostgreSQL',
    '--technique=BEUSTQ',
    '--time-sec=2',
    // 401 answers wrong credentials (sign-in, account deletion) and 404 an object the request
    // itself deleted: keep testing instead of stopping.
    '--ignore-code=401,404',
    // There is no WAF to detect; its probe only adds noise.
    '--skip-waf',
    // Compare the answers themselves: a browser navigation's fixed redirect (Google's callback
    // without keys always goes to /login?error=google_unavailable) led sqlmap to the SPA's page,
    // whose differences under load it once took for a boolean-based injection.
    '--ignore-redirects',
    '--drop-set-cookie',
    '--timeout=30',
    '--retries=1',
    '--flush-session',
    `--output-dir=${outputDir}`,
    '--disable-coloring',
  ];
  if (target.session) args.push(`--cookie=${target.session.cookie}`);
  // sqlmap skips parameters named like anti-CSRF tokens below level 4 unless they are listed.
  const names = [...Object.keys(target.query), ...jsonKeys(target.body)];
  if (names.some((name) => /csrf|xsrf|token/i.test(name))) args.push(`-p`, [...new Set(names)].join(','));
  // Without a body sqlmap would post an empty form, which the API refuses (415) before routing.
  const body = target.body ?? (target.method === 'GET' ? undefined : {});
  if (body !== undefined) args.push(`--data=${JSON.stringify(body)}`, '-H', 'Content-Type: application/json');
  return args;
}

export function parseSqlmapOutput(output: string) {
  const tested = new Set<string>();
  for (const match of output.matchAll(/testing for SQL injection on (?:\(custom\) )?(\S+) parameter '([^']+)'/g)) {
    tested.add(`${match[1]} ${match[2]}`);
  }
  // A parameter sqlmap first thought injectable, then checked and called a false positive ("does
  // not seem to be injectable" after "false positive or unexploitable injection point"), is not a
  // finding: an answer that differs run to run (a page's dynamic content) produces such a line.
  const dismissed = new Set(
    /false positive or unexploitable injection point detected/.test(output)
      ? [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((match) => match[1]!)
      : [],
  );
  const findings = [
    ...output.matchAll(
      /^.*(?:parameter '[^']+' (?:appears to be|is) '[^']+' injectable|is vulnerable\.|identified the following injection point|might be injectable).*$/gm,
    ),
  ]
    .map((match) => match[0].trim())
    .filter((line) => {
      const parameter = /parameter '([^']+)' (?:appears to be|is) '[^']+' injectable/.exec(line)?.[1];
      return !(parameter && dismissed.has(parameter));
    });
  const observations = [...output.matchAll(/^.*might be vulnerable to .*$/gm)].map((match) => match[0].trim());
  const httpCodes: Record<string, number> = {};
  const codesLine = /HTTP error codes detected during run:\s*\n(.*)/.exec(output)?.[1] ?? '';
  for (const match of codesLine.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) httpCodes[match[1]!] = Number(match[2]);
  const baselineCode = Number(/responded with an HTTP error code \((\d{3})\)/.exec(output)?.[1] ?? 200);
  // Most critical messages are sqlmap's doubts about a page that changes (a request that
  // worked once answers 409 after); losing the connection makes the run worthless.
  const critical = [...output.matchAll(/\[CRITICAL\] (.*)/g)].map((match) => match[1]!);
  const fatal = critical.filter((message) => /connection|unable to connect|timed out/i.test(message));
  return { tested: [...tested], findings, observations, httpCodes, baselineCode, notes: critical, fatal };
}

export async function runSqlmap(baseUrl: string, targets: Target[], outDir: string, jobs: number) {
  mkdirSync(outDir, { recursive: true });
  return mapLimit(targets, jobs, async (target, index): Promise<SqlmapResult> => {
    const slug = `${String(index + 1).padStart(3, '0')}-${target.name.replace(/[^A-Za-z0-9]+/g, '_')}`;
    const outputDir = path.join(outDir, slug);
    const run = await runProcess('sqlmap', sqlmapArgs(baseUrl, target, outputDir), {
      timeoutMs: 180_000,
      logFile: `${outputDir}.log`,
    });
    const parsed = parseSqlmapOutput(run.output);
    const expected = expectedParameters(target);
    const problems = [...parsed.fatal];
    if (run.timedOut) problems.push('tiempo agotado (180 s)');
    if (parsed.tested.length < expected) {
      problems.push(`solo ${parsed.tested.length} de ${expected} parámetros probados`);
    }
    // sqlmap writes every confirmed injection point to <output>/<host>/log.
    const findings = [...parsed.findings];
    for (const host of existsSync(outputDir) ? readdirHosts(outputDir) : []) {
      const log = path.join(outputDir, host, 'log');
      if (existsSync(log) && readFileSync(log, 'utf8').trim()) findings.push(`punto de inyección en ${log}`);
    }
    const { fatal: _, ...rest } = parsed;
    return { target, expected, ...rest, findings, problems, ms: run.ms };
  });
}

function readdirHosts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

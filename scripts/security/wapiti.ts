// wapiti, one run per session (gym, instructor, admin, anonymous), started on every GET endpoint
// of that role with its query parameters; crawling stops there (-d 0: a JSON API links nothing).
// wapiti 3.0.4 only sends forms and query strings, never JSON bodies: the POST, PUT and DELETE
// endpoints are covered by sqlmap, which injects into each JSON field. Level 2 also injects into
// the query string of GET endpoints without parameters.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mapLimit, runProcess } from './process.ts';
import type { Role, Target } from './targets.ts';

export const WAPITI_MODULES = ['sql', 'blindsql', 'exec', 'file', 'xss', 'permanentxss', 'crlf', 'redirect', 'ssrf'];

export type WapitiResult = {
  role: Role;
  urls: number;
  parameters: number;
  urlsWithParameters: number;
  /** URLs with query parameters each module attacked (wapiti logs no others). */
  attackedByModule: Record<string, number>;
  findings: string[];
  problems: string[];
  ms: number;
};

type SessionStats = { paths: { path: string; status: number }[]; params: number; attacked: Record<string, number> };

/** Counts what wapiti crawled and attacked from its session database (SQLite, read with Python). */
async function sessionStats(sessionDir: string, logFile: string): Promise<SessionStats> {
  const db = readdirSync(sessionDir).find((file) => file.endsWith('.db'));
  if (!db) throw new Error(`wapiti no dejó base de sesión en ${sessionDir}`);
  const script = [
    'import json, sqlite3, sys',
    'c = sqlite3.connect(sys.argv[1])',
    'paths = [{"path": p, "status": s} for p, s in c.execute("select path, http_status from paths where evil = 0 and method = \'GET\'")]',
    'params = c.execute("select count(*) from params p join paths t on t.path_id = p.path_id where t.evil = 0 and p.type = \'GET\'").fetchone()[0]',
    'attacked = dict(c.execute("select module_name, count(distinct path_id) from attack_log group by module_name").fetchall())',
    'print(json.dumps({"paths": paths, "params": params, "attacked": attacked}))',
  ].join('\n');
  const run = await runProcess('python3', ['-c', script, path.join(sessionDir, db)], { timeoutMs: 30_000, logFile });
  if (run.code !== 0) throw new Error(`no se pudo leer la sesión de wapiti: ${run.output}`);
  return JSON.parse(run.output) as SessionStats;
}

type Report = {
  vulnerabilities?: Record<string, { path: string; parameter: string; info: string }[]>;
  anomalies?: Record<string, { path: string; parameter: string; info: string }[]>;
};

export async function runWapiti(
  baseUrl: string,
  targets: Target[],
  outDir: string,
  options: { ssrfEndpoint: string; jobs: number; modules?: string[] },
): Promise<WapitiResult[]> {
  const byRole = new Map<Role, Target[]>();
  for (const target of targets.filter((t) => t.method === 'GET')) {
    byRole.set(target.role, [...(byRole.get(target.role) ?? []), target]);
  }
  const modules = options.modules ?? WAPITI_MODULES;
  // Most query parameters first: a module's attack time grows with them (blindsql sends 218
  // payloads to each), so the parallel runs end close together.
  const parameterCount = (group: Target[]) => group.reduce((sum, t) => sum + Object.keys(t.query).length, 0);
  const groups = [...byRole].sort((a, b) => parameterCount(b[1]) - parameterCount(a[1]));
  return mapLimit(groups, options.jobs, async ([role, group]) => {
    const dir = path.join(outDir, role);
    mkdirSync(dir, { recursive: true });
    const urls = group.map((t) => {
      const query = new URLSearchParams(t.query).toString();
      return `${baseUrl}${t.path}${query ? `?${query}` : ''}`;
    });
    const args = [
      '-u',
      `${baseUrl}/api/`,
      '--scope',
      'folder',
      ...urls.flatMap((url) => ['-s', url]),
      '-m',
      modules.join(','),
      '-l',
      '2',
      '-d',
      '0',
      '--max-scan-time',
      '60',
      '-t',
      '10',
      '--flush-session',
      '--store-session',
      path.join(dir, 'session'),
      '--store-config',
      path.join(dir, 'config'),
      '--endpoint',
      options.ssrfEndpoint,
      '--no-bugreport',
      '-f',
      'json',
      '-o',
      path.join(dir, 'report.json'),
      '-v',
      '1',
    ];
    const session = group[0]?.session;
    if (session) args.push('-H', `Cookie: ${session.cookie}`);
    // No --max-attack-time: every module must attack every URL (checked below), and a cap only
    // turned a slower machine into missing coverage. The process timeout guards against a hang.
    const run = await runProcess('wapiti', args, { timeoutMs: 900_000, logFile: path.join(dir, 'wapiti.log') });
    const problems: string[] = [];
    if (run.code !== 0) problems.push(`wapiti terminó con código ${run.code}`);
    if (run.timedOut) problems.push('tiempo agotado');
    let report: Report = {};
    try {
      report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as Report;
    } catch (error) {
      problems.push(`sin informe JSON: ${(error as Error).message}`);
    }
    const findings = [report.vulnerabilities, report.anomalies].flatMap((section) =>
      Object.entries(section ?? {}).flatMap(([category, entries]) =>
        entries.map((entry) => `${category}: ${entry.path} [${entry.parameter}] ${entry.info}`),
      ),
    );
    let stats: SessionStats = { paths: [], params: 0, attacked: {} };
    try {
      stats = await sessionStats(path.join(dir, 'session'), path.join(dir, 'session-stats.log'));
    } catch (error) {
      problems.push((error as Error).message);
    }
    const missing = urls.filter((url) => !stats.paths.some((p) => url.startsWith(p.path)));
    if (missing.length > 0) problems.push(`${missing.length} URL de inicio no exploradas: ${missing.join(', ')}`);
    // permanentxss attacks nothing itself: it looks for what xss injected.
    const withParameters = group.filter((t) => Object.keys(t.query).length > 0).length;
    for (const module of modules.filter((m) => m !== 'permanentxss')) {
      const attacked = stats.attacked[module] ?? 0;
      if (attacked < withParameters) {
        problems.push(`el módulo ${module} atacó ${attacked} de ${withParameters} URL con parámetros`);
      }
    }
    return {
      role,
      urls: urls.length,
      urlsWithParameters: withParameters,
      parameters: stats.params,
      attackedByModule: stats.attacked,
      findings,
      problems,
      ms: run.ms,
    };
  });
}

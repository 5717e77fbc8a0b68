// `npx tsx scripts/security/scan.ts`: sqlmap and wapiti against a local FitCover fed every
// contract endpoint with a signed-in session (a SPA gives a crawler nothing to find), plus a
// positive control they must catch. Exits 1 on any finding, on a scanner that tested fewer
// parameters than it was given, on a session lost during the scan, on a request to the SSRF
// canary or on an error logged by the server.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allEndpoints } from '@fitcover/contract/all-endpoints';
import { Api } from './api.ts';
import { gatherFixtures, type Fixtures } from './fixtures.ts';
import { startInstance, type Instance } from './instance.ts';
import { scanControl, startControl } from './control.ts';
import { killRunning, seconds } from './process.ts';
import { runSqlmap, type SqlmapResult } from './sqlmap.ts';
import { startSsrfCanary } from './ssrf-canary.ts';
import { buildTargets, hasInput } from './targets.ts';
import { runWapiti, WAPITI_MODULES, type WapitiResult } from './wapiti.ts';
import { serverErrors } from './server-log.ts';

const ADMIN = { email: 'admin-escaneo@example.test', password: 'Demo1234!' };
const jobs = Number(process.env.SCAN_JOBS ?? 2);

const failures: string[] = [];
const line = (text = '') => console.log(text);

async function sessionsStillValid(api: Api, fx: Fixtures): Promise<void> {
  for (const session of Object.values(fx.sessions)) {
    const me = await api.call('GET', '/api/me', { cookie: session.cookie });
    if (me.status !== 200)
      failures.push(`la sesión "${session.label}" dejó de ser válida durante el escaneo (${me.status})`);
  }
}

function reportSqlmap(results: SqlmapResult[], endpoints: number, ms: number): void {
  const tested = results.reduce((sum, r) => sum + r.tested.length, 0);
  const expected = results.reduce((sum, r) => sum + r.expected, 0);
  const findings = results.flatMap((r) => r.findings.map((f) => `${r.target.name}: ${f}`));
  const notOk = results.filter((r) => r.baselineCode >= 400);
  line(`sqlmap: ${endpoints} endpoints (${results.length} ejecuciones con las variantes de cuerpo), ${seconds(ms)}`);
  line(`  parámetros probados: ${tested} de ${expected}; hallazgos: ${findings.length}`);
  line(
    `  respuesta base 2xx/3xx en ${results.length - notOk.length}; 4xx (estado ya cambiado o datos de ejemplo): ${notOk.length}`,
  );
  line(`    ${notOk.map((r) => `${r.target.name} ${r.baselineCode}`).join(', ')}`);
  for (const finding of findings) failures.push(`sqlmap: ${finding}`);
  for (const r of results) {
    for (const problem of r.problems) failures.push(`sqlmap ${r.target.name}: ${problem}`);
    for (const observation of r.observations) line(`  · observación ${r.target.name}: ${observation}`);
    const errors500 = r.httpCodes['500'] ?? 0;
    if (errors500 > 0) failures.push(`sqlmap ${r.target.name}: ${errors500} respuestas 500`);
  }
}

function reportWapiti(results: WapitiResult[], ms: number): void {
  const urls = results.reduce((sum, r) => sum + r.urls, 0);
  const parameters = results.reduce((sum, r) => sum + r.parameters, 0);
  const findings = results.flatMap((r) => r.findings.map((f) => `${r.role}: ${f}`));
  line(`wapiti: ${urls} URL GET en ${results.length} sesiones, ${parameters} parámetros de consulta, ${seconds(ms)}`);
  line(`  módulos ${WAPITI_MODULES.join(', ')}; hallazgos: ${findings.length}`);
  for (const r of results) {
    const attacked = WAPITI_MODULES.filter((m) => m !== 'permanentxss')
      .map((m) => `${m} ${r.attackedByModule[m] ?? 0}`)
      .join(', ');
    line(
      `  · ${r.role}: ${r.urls} URL (${r.urlsWithParameters} con parámetros, ${r.parameters} parámetros) en ${seconds(r.ms)};`,
    );
    line(`    URL con parámetros atacadas: ${attacked}`);
    for (const problem of r.problems) failures.push(`wapiti ${r.role}: ${problem}`);
  }
  for (const finding of findings) failures.push(`wapiti: ${finding}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fitcover-scan-'));
  line(`▶ Escaneo de seguridad (salidas en ${workDir})`);
  // The positive control's database starts while the instance does.
  const controlReady = startControl();
  const canary = await startSsrfCanary();
  let instance: Instance | undefined;
  // Interrupted (Ctrl-C, a CI time limit): stop the scanners and the server, then leave.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killRunning();
      void (instance?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    instance = await startInstance(workDir, ADMIN);
    const api = new Api(instance.baseUrl);
    const fx = await gatherFixtures(api, instance.dataDir, ADMIN);
    const scanned = allEndpoints.filter(hasInput);
    const { targets, warnings } = await buildTargets(api, allEndpoints, fx);
    const sqlmapTargets = targets.filter((t) => t.hasInput);
    line(
      `  instancia ${instance.baseUrl}; ${allEndpoints.length} endpoints en el contrato, ${scanned.length} con parámetros`,
    );
    line(`  preparado en ${seconds(Date.now() - started)}`);

    // Both scanners at once: each sends one request at a time, so together they keep the
    // instance busy without waiting on each other.
    const timed = async <T>(work: Promise<T>) => {
      const workStarted = Date.now();
      return { result: await work, ms: Date.now() - workStarted };
    };
    const control = await controlReady;
    const [sqlmap, wapiti, missed] = await Promise.all([
      timed(runSqlmap(instance.baseUrl, sqlmapTargets, path.join(workDir, 'sqlmap'), jobs)),
      timed(
        runWapiti(instance.baseUrl, targets, path.join(workDir, 'wapiti'), {
          ssrfEndpoint: canary.url,
          jobs,
        }),
      ),
      scanControl(control, path.join(workDir, 'control'), canary.url),
    ]);
    await sessionsStillValid(api, fx);

    line();
    reportSqlmap(sqlmap.result, scanned.length, sqlmap.ms);
    reportWapiti(wapiti.result, wapiti.ms);
    line(
      `control positivo (endpoint inyectable a propósito, fuera de FitCover): ${missed.length ? 'NO detectado' : 'detectado por sqlmap (GET y JSON) y wapiti'}`,
    );
    for (const miss of missed) failures.push(`control positivo: ${miss}; el análisis de la salida no es fiable`);
    const parameterless = allEndpoints.filter((e) => !hasInput(e));
    line(`sin parámetros (nada que inyectar; los GET van a wapiti, que inyecta en la cadena de consulta):`);
    line(`  ${parameterless.map((e) => `${e.endpoint.method} ${e.endpoint.path}`).join(', ')}`);
    for (const warning of [...fx.warnings, ...warnings]) line(`  ⚠ ${warning}`);
    for (const hit of canary.hits) failures.push(`SSRF: la instancia pidió ${hit.method} ${hit.url} al canario`);
    const logged = serverErrors(instance.serverLog);
    if (logged.length > 0) {
      failures.push(`el servidor registró ${logged.length} errores (nivel error): ${logged.slice(0, 3).join(' | ')}`);
    }
  } finally {
    await canary.close();
    await (await controlReady.catch(() => null))?.close();
    if (instance) {
      await instance.stop();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
  }
  line();
  for (const failure of failures) console.error(`✖ ${failure}`);
  line(
    `${failures.length === 0 ? '✔' : '✖'} escaneo: ${failures.length} problemas en ${seconds(Date.now() - started)}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`✖ El escaneo no pudo completarse: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
});

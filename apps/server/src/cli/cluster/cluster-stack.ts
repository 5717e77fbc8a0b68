// A real multi-instance deployment on this machine, for `npm run demo:cluster` and the short
// kill test in the PostgreSQL integration pass: one PostgreSQL database, Redis, n server
// processes started as `npm run serve` starts them, and Debian's nginx with deploy/nginx.conf.
// Everything started here is stopped here, by pid.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../env.ts';

export const NGINX_BIN = '/usr/sbin/nginx';

export type StackOptions = {
  /** PostgreSQL server URL (any database); the stack creates and drops its own database. */
  adminUrl: string;
  database: string;
  redisUrl: string;
  redisPrefix: string;
  nginxPort: number;
  instancePorts: number[];
  workDir: string;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** `serve` (default): as `npm run serve` (needs the web build); `api`: the server alone. */
  entry?: 'serve' | 'api';
  log?: (line: string) => void;
};

export type Instance = { name: string; port: number; child: ChildProcess; output: string };

const databaseUrl = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** deploy/nginx.conf with this stack's instances and port; nothing else changes. */
export function nginxSiteFor(ports: number[], listen: number): string {
  const site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return site
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen \d+;/, `listen 127.0.0.1:${listen};`);
}

export class ClusterStack {
  readonly instances: Instance[] = [];
  readonly url: string;
  readonly databaseUrl: string;
  readonly mailDir: string;
  private nginx: ChildProcess | null = null;
  private readonly log: (line: string) => void;

  constructor(readonly options: StackOptions) {
    this.url = `http://localhost:${options.nginxPort}`;
    this.databaseUrl = databaseUrl(options.adminUrl, options.database);
    this.mailDir = path.join(options.workDir, 'mail');
    this.log = options.log ?? (() => undefined);
  }

  instanceEnv(name: string, port: number): Record<string, string> {
    return {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: this.url,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.options.redisUrl,
      REDIS_PREFIX: this.options.redisPrefix,
      TRUST_PROXY: '127.0.0.1',
      AUTH_SECRET: 'cluster-demo-secret-cluster-demo-secret-0123',
      MAIL_OUTBOX_DIR: this.mailDir,
      DATA_DIR: path.join(this.options.workDir, name),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...this.options.env,
    };
  }

  async createDatabase(): Promise<void> {
    await admin(this.options.adminUrl, `drop database if exists "${this.options.database}" with (force)`);
    await admin(this.options.adminUrl, `create database "${this.options.database}"`);
  }

  /** Starts an instance the way `npm run serve` does (one node process) and waits for health. */
  async startInstance(index: number): Promise<Instance> {
    const port = this.options.instancePorts[index] as number;
    const name = `instance-${index + 1}`;
    const entry = this.options.entry === 'api' ? 'apps/server/src/main.ts' : 'scripts/serve.mjs';
    const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', path.join(repoRoot, entry)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: this.instanceEnv(name, port),
    });
    const instance: Instance = { name, port, child, output: '' };
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk) => (instance.output += String(chunk)));
    this.instances[index] = instance;
    await this.waitHealthy(instance);
    this.log(`${name} listo en :${port} (pid ${child.pid})`);
    return instance;
  }

  async waitHealthy(instance: Instance, timeoutMs = 90_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (instance.child.exitCode !== null) throw new Error(`${instance.name} terminó:\n${instance.output}`);
      const status = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 200) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${instance.name} no arrancó a tiempo:\n${instance.output}`);
  }

  startNginx(): void {
    if (!existsSync(NGINX_BIN)) {
      this.log('nginx no está instalado: apt-get install -y nginx');
      const installed = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
      if (installed.status !== 0) throw new Error('no se pudo instalar nginx');
    }
    const prefix = path.join(this.options.workDir, 'nginx');
    mkdirSync(path.join(prefix, 'logs'), { recursive: true });
    writeFileSync(path.join(prefix, 'fitcover.conf'), nginxSiteFor(this.options.instancePorts, this.options.nginxPort));
    // Only what a private nginx needs around the committed site: its own pid, logs, temp paths.
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/logs/error.log warn;`,
        'worker_processes 1;',
        'events { worker_connections 4096; }',
        'http {',
        // Which instance(s) each request tried: "502, 201" means nginx resent it.
        `  log_format attempts '$request_method $status "$upstream_status" "$http_idempotency_key"';`,
        `  access_log ${prefix}/logs/access.log attempts;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t}_temp;`),
        `  include ${prefix}/fitcover.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    this.nginx = spawn(NGINX_BIN, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.log(`nginx en ${this.url} (pid ${this.nginx.pid})`);
  }

  async waitForNginx(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${this.url}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx no responde');
  }

  async start(count = this.options.instancePorts.length): Promise<void> {
    mkdirSync(this.mailDir, { recursive: true });
    await this.createDatabase();
    // The first instance migrates alone; the others then start together.
    await this.startInstance(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => this.startInstance(i + 1)));
    this.startNginx();
    await this.waitForNginx();
  }

  /** Requests nginx sent to more than one instance, from its access log. */
  resentByNginx(): { total: number; keyedWrites: number } {
    const file = path.join(this.options.workDir, 'nginx/logs/access.log');
    if (!existsSync(file)) return { total: 0, keyedWrites: 0 };
    const resent = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /"[^"]*,[^"]*"/.test(line));
    return {
      total: resent.length,
      keyedWrites: resent.filter((line) => !line.startsWith('GET') && !line.endsWith('""')).length,
    };
  }

  /** SIGKILL, as a crash or `kill -9` would. */
  kill(index: number): void {
    this.instances[index]?.child.kill('SIGKILL');
  }

  async stop(options: { keepDatabase?: boolean } = {}): Promise<void> {
    const exits = this.instances
      .filter((instance) => instance && instance.child.exitCode === null && instance.child.signalCode === null)
      .map((instance) => {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        return exited;
      });
    if (this.nginx && this.nginx.exitCode === null) {
      const exited = new Promise((resolve) => this.nginx?.once('exit', resolve));
      this.nginx.kill('SIGQUIT');
      exits.push(exited);
    }
    await Promise.all(exits);
    if (!options.keepDatabase)
      await admin(this.options.adminUrl, `drop database if exists "${this.options.database}" with (force)`).catch(
        () => undefined,
      );
  }
}

/**
 * What the benchmark scripts share: the production api process started in a fresh folder, a
 * scenario run with autocannon from this process, and the figures as a Markdown table.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { trustCertificate } from '../src/commerce/tls/local-certificate.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  /** `http://127.0.0.1:{port}`: the api (RPC calls, images, health). */
  apiBase: string;
  /** `https://localhost:{port}`: the commerce backend. */
  commerceBase: string;
  /** The commerce backend's certificate, trusted by this process. */
  cert: string;
  bootSeconds: number;
  stop(): Promise<void>;
}

/**
 * `node api/src/main.ts` as production runs it (TLS commerce backend, PGlite in a fresh folder,
 * migrated and seeded with `products` generated products, search index built), in its own process;
 * or the whole shop process (`server/src/main.ts`: the server-rendered storefront beside the api on
 * one port), which needs the storefront built.
 */
export async function startBenchServer(options: {
  products: string;
  entry?: 'api/src/main.ts' | 'server/src/main.ts';
  /** A folder of an earlier start to start on again (kept on stop); else a fresh one, removed on stop. */
  dataDir?: string;
  /** The api's port, the commerce backend's the next one; else two free ports. */
  port?: number;
  /** A PostgreSQL server's database (migrated and seeded on start) instead of PGlite. */
  databaseUrl?: string;
}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lumen-bench-')));
  const [apiPort, commercePort] =
    options.port === undefined ? [await freePort(), await freePort()] : [options.port, options.port + 1];
  const started = performance.now();
  const server = spawn(process.execPath, [options.entry ?? 'api/src/main.ts'], {
    cwd: new URL('../../', import.meta.url),
    env: {
      ...process.env,
      PORT: String(apiPort),
      COMMERCE_PORT: String(commercePort),
      PGLITE_DIR: join(dataDir, 'pglite'),
      COMMERCE_TLS_DIR: join(dataDir, 'tls'),
      IMAGE_CACHE_DIR: join(dataDir, 'images'),
      SEED_PRODUCTS: options.products,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      // One address sends everything here: the request limits would measure themselves.
      RATE_LIMIT_PER_ADDRESS: '0',
      RATE_LIMIT_PER_SESSION: '0',
      LOG_LEVEL: 'warn',
      // The shop process refuses the sandbox payment provider in production unless told (a demo).
      ALLOW_SANDBOX_PAYMENTS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => server.kill('SIGTERM');
  process.once('exit', kill);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const commerceBase = `https://localhost:${commercePort}`;

  let exitCode: number | null | undefined;
  server.once('exit', (code) => (exitCode = code));
  let cert: string | undefined;
  for (let attempt = 0; attempt < 600 && cert === undefined; attempt += 1) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}) before it came up`);
    try {
      const material = await readFile(join(dataDir, 'tls', 'commerce-cert.pem'), 'utf8');
      trustCertificate(material);
      const answers = await Promise.all([fetch(`${apiBase}/api/health`), fetch(`${commerceBase}/health`)]);
      if (answers.every((answer) => answer.ok)) cert = material;
    } catch {
      // Not up yet: migrating and seeding.
    }
    if (cert === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (cert === undefined) throw new Error('The server did not come up within 5 minutes');
  return {
    apiBase,
    commerceBase,
    cert,
    bootSeconds: (performance.now() - started) / 1000,
    async stop() {
      kill();
      if (exitCode === undefined) await new Promise((resolve) => server.once('exit', resolve));
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Scenario<C extends string = string> {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Builds each request anew (a fresh basket per add, a session per connection). */
  setupRequest?: autocannon.Request['setupRequest'];
  /** Which static answer this scenario is compared with. */
  ceiling: C;
  /** This scenario is the ceiling its group is compared with (else: the one named `static JSON…`). */
  isCeiling?: boolean;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  /** From every answer's time (autocannon reports no 95th percentile). */
  p95: number;
  p975: number;
  p99: number;
  errors: number;
}

export async function runScenario(
  scenario: Scenario,
  settings: { connections: number; seconds: number; cert: string },
): Promise<Figures> {
  let reported = false;
  // Each answer's time, for the 95th percentile autocannon does not report.
  const times: number[] = [];
  const options: autocannon.Options = {
    url: scenario.url,
    connections: settings.connections,
    duration: settings.seconds,
    method: scenario.method ?? 'GET',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...scenario.headers },
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
    tlsOptions: { ca: settings.cert },
    requests: [
      {
        ...(scenario.setupRequest ? { setupRequest: scenario.setupRequest } : {}),
        onResponse: (status: number, body: string) => {
          if (status >= 300 && !reported) {
            reported = true;
            process.stderr.write(`  ${scenario.name}: first failure ${status} ${body.slice(0, 200)}\n`);
          }
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done: autocannon.Result) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
        : resolve(done),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      times.push(time);
    });
  });
  times.sort((a, b) => a - b);
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0) process.stderr.write(`  ${scenario.name}: answers ${JSON.stringify(failures)}\n`);
  process.stderr.write(`  measured: ${scenario.name}\n`);
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: Math.round((times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0) * 10) / 10,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Each scenario's figures beside its ceiling's (a scenario named `static JSON (ceiling, {c}...)`). */
export function figuresTable(figures: (Figures & { ceiling: string; isCeiling?: boolean })[]): string {
  const ceilingOf = (ceiling: string) =>
    figures.find(
      (entry) => entry.ceiling === ceiling && (entry.isCeiling ?? entry.name.startsWith('static JSON')),
    )!.requestsPerSecond;
  return [
    '| scenario | req/s | of ceiling | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (entry) =>
        `| ${entry.name} | ${entry.requestsPerSecond} | ${Math.round((entry.requestsPerSecond / ceilingOf(entry.ceiling)) * 100)} % | ` +
        `${entry.p50} | ${entry.p95} | ${entry.p975} | ${entry.p99} | ${entry.errors} |`,
    ),
  ].join('\n');
}

/** Runs each scenario in turn and prints the table with the run's settings. */
export async function runAndPrint(
  scenarios: readonly Scenario[],
  run: { server: BenchServer; products: string; connections: number; seconds: number },
): Promise<void> {
  const { server, connections, seconds } = run;
  const figures: (Figures & { ceiling: string; isCeiling?: boolean })[] = [];
  for (const scenario of scenarios) {
    figures.push({
      ...(await runScenario(scenario, { connections, seconds, cert: server.cert })),
      ceiling: scenario.ceiling,
      ...(scenario.isCeiling === undefined ? {} : { isCeiling: scenario.isCeiling }),
    });
  }
  process.stdout.write(
    `\n${run.products} products, ${connections} connections, ${seconds} s per scenario; server up in ${server.bootSeconds.toFixed(1)} s (migrate, seed, index).\n` +
      `${figuresTable(figures)}\n`,
  );
}

/** Runs each scenario in turn, prints the table with the run's settings, and stops the server. */
export async function runAndReport(
  scenarios: readonly Scenario[],
  run: { server: BenchServer; products: string; connections: number; seconds: number },
): Promise<void> {
  await runAndPrint(scenarios, run);
  await run.server.stop();
}

/**
 * The RPC calls of the bench server's default shop (de-de), with the headers its own pages send:
 * plain localhost is de-de in a local deployment, and its own origin passes the origin rule.
 */
export function benchRpc(apiBase: string) {
  const headers = { 'x-shop-id': '1001', origin: apiBase.replace('127.0.0.1', 'de-de.localhost') };
  async function rpc<T>(name: string, payload: unknown): Promise<T> {
    const answer = await fetch(`${apiBase}/api/rpc/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ payload }),
    });
    if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  }
  return { headers, rpc };
}

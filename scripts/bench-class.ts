/**
 * A class under load (issue 33): `npm run bench:class`.
 *
 * Needs a built app (`npm run build`) and, for PostgreSQL, a server on 127.0.0.1. For each engine
 * it runs the built server (`node apps/server/dist/server.js`) in a child process on a free
 * 127.0.0.1 port, configured as it runs for real:
 *   - PostgreSQL: NODE_ENV=production (as the Dockerfile sets it) on a database of its own,
 *     `bench_class`, dropped and made again for the run and dropped after it, beside
 *     BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 *   - PGlite: NODE_ENV=development, since production refuses the embedded database.
 * Both get a fresh temporary DATA_DIR (removed after), fresh random JWT and media-signing
 * secrets, the sandbox payment gateway (ALLOW_SANDBOX_PAYMENTS in production), mail held in the
 * outbox (MAIL_HOLD), the default LOG_LEVEL (info) written to a file, and TRUST_PROXY_HOPS=1 as
 * behind the deployment's proxy (compose.yaml): each student comes from an address of its own
 * (X-Forwarded-For), as students at home do, and the per-address limits apply to each one.
 *
 * The server first starts on the empty database and seeds the demo catalogue itself (13 courses,
 * 14 assets, 3 bundles, coupons), then stops. The students' accounts are inserted then, with the
 * app's own hashPassword: the demo seed fills only a database without users, and signing 50 up
 * through the API would trip the sign-ups-per-address limit (AUTH_RATE_LIMIT_PER_MINUTE). The
 * server starts again, finishes the demo store's background work first (the transcodes of its
 * lecture videos, which would take the class's CPU: the demo admin reads Admin → Jobs until
 * nothing is queued or running), and each student signs in through POST /api/auth/login.
 *
 * Then every student is a closed loop (no think time) for `--seconds`, over HTTP/1.1 with
 * keep-alive connections, sending `Accept-Encoding: br, gzip` as a browser does and the bearer
 * token on every API call as the web app does. Each visit: the home page (server-rendered HTML),
 * a page of 24 courses, a random course's detail, a page of 24 assets, a random asset's detail, a
 * search (recorded first, as the search form does, at most once every 2 s: the store accepts 60
 * recorded searches per address a minute, and a person does not search faster), and a random
 * bundle. Every 8th visit (staggered between students) is followed by a whole checkout: a course
 * or asset with a price the student does not own into the cart, the cart page, POST
 * /api/create-order of the cart, POST /api/payments/sandbox/pay (success) and POST
 * /api/verify-order. A student who owns everything keeps browsing.
 *
 * Every request has 30 s; past it, it counts as a timeout. Any answer but 2xx is an error, counted
 * per kind. A latency runs from sending the request to its answer's last byte; timeouts count as
 * 30 s. Meanwhile a probe in a process of its own (so the students' callbacks do not delay its
 * timings) asks GET /api/health/live every 100 ms. The server's RSS is read from /proc before the
 * class and after it.
 *
 * Flags: --engine=pglite|postgres (default both, one after the other), --students=N (50),
 * --seconds=N (120), --profile=FOLDER (the server of the class writes a V8 CPU profile there when
 * it stops: open it in Chrome's DevTools, Performance panel).
 * Prints Markdown for docs/benchmarks.md with each goal of issue 33 met or missed, and exits 0
 * either way (it is a measurement); 1 only when the run itself fails. The servers and the probe are
 * stopped, the folders removed and the database dropped on success, failure or Ctrl-C.
 * Only ever talks to 127.0.0.1. Not part of `npm test`.
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { adminJobsResponseSchema } from '@academy/shared/admin-jobs';
import { loginResponseSchema } from '@academy/shared/auth';
import { bundleListResponseSchema } from '@academy/shared/bundles';
import { cartResponseSchema } from '@academy/shared/cart';
import { assetListResponseSchema } from '@academy/shared/catalogue-assets';
import { courseListResponseSchema } from '@academy/shared/catalogue-courses';
import {
  cartOrderCreatedResponseSchema,
  type CheckoutItem,
  checkoutSuccessSchema,
} from '@academy/shared/checkout';
import pg from 'pg';
import type { z } from 'zod';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/users';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed';
import { hashPassword } from '../apps/server/src/modules/users/service';
import { prng, searchQueries } from './bench-catalogue-data';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const HOST = '127.0.0.1';
const DATABASE = 'bench_class';
const ENGINES = ['pglite', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];
const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const PASSWORD = 'bench-class-passphrase-2026';
const REQUEST_TIMEOUT_MS = 30_000;
const PROBE_EVERY_MS = 100;
/** A student checks out after every this many visits. */
const CHECKOUT_EVERY = 8;
/** The least time between two recorded searches of one student (see the header). */
const RECORD_GAP_MS = 2_000;
/** The storefront's page of a list (STOREFRONT_PAGE_SIZE), as issue 33 measured it. */
const PAGE = 'page=1&limit=24';
const SEARCHES = 200;

/** The goals of issue 33. */
const GOALS = {
  readP99Ms: 1_000,
  checkoutP99Ms: 2_000,
  healthP99Ms: 50,
  requestsPerSecond: { pglite: 100, postgres: 400 } satisfies Record<Engine, number>,
};

const out = (line = '') => process.stdout.write(`${line}\n`);
const log = (line: string) =>
  process.stderr.write(`[bench:class ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------ flags */

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function wholeFlag(name: string, fallback: number): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number from 1, not ${raw}`);
  return value;
}

/* ------------------------------------------------------------------ clean-up */

const cleanups: Array<() => Promise<void> | void> = [];

async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      log(`clean-up step failed: ${String(error)}`);
    }
  }
}

/* ------------------------------------------------------------------ HTTP */

/** One keep-alive agent per process: each student holds one connection, as a browser tab does. */
const agent = new http.Agent({ keepAlive: true });

type Answer = {
  status: number;
  ms: number;
  outcome: 'ok' | 'error' | 'timeout';
  /** What went wrong ('' when nothing did): the status and the server's message, or the socket's error. */
  problem: string;
  /** The body, decompressed. */
  text(): string;
};

type RequestOptions = {
  method?: 'GET' | 'POST';
  token?: string | undefined;
  /** The student's own address, for the per-address limits behind the proxy. */
  from?: string | undefined;
  body?: unknown;
  html?: boolean;
};

function send(port: number, pathname: string, request: RequestOptions = {}): Promise<Answer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: http.OutgoingHttpHeaders = {
    accept: request.html ? 'text/html' : 'application/json',
    'accept-encoding': 'br, gzip',
  };
  if (request.token) headers['authorization'] = `Bearer ${request.token}`;
  if (request.from) headers['x-forwarded-for'] = request.from;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    const settle = (status: number, body: Buffer, encoding: string | undefined, failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Only the answers the bench reads are decompressed: the rest cost the client nothing more.
      const text = () =>
        (encoding === 'br'
          ? brotliDecompressSync(body)
          : encoding === 'gzip'
            ? gunzipSync(body)
            : body
        ).toString('utf8');
      const ok = failure === undefined && status >= 200 && status < 300;
      resolve({
        status,
        ms: timedOut ? REQUEST_TIMEOUT_MS : performance.now() - started,
        outcome: timedOut ? 'timeout' : ok ? 'ok' : 'error',
        problem: timedOut ? 'timed out' : (failure ?? (ok ? '' : `${status} ${messageOf(text)}`)),
        text,
      });
    };
    const outgoing = http.request(
      { agent, host: HOST, port, path: pathname, method: request.method ?? 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle(response.statusCode ?? 0, Buffer.concat(chunks), response.headers['content-encoding']),
        );
        response.on('error', (error) => settle(0, Buffer.alloc(0), undefined, error.message));
        // A connection cut before the last byte: settled here if 'error' did not say so first.
        response.on('close', () => settle(0, Buffer.alloc(0), undefined, 'the connection closed mid-answer'));
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      outgoing.destroy();
      settle(0, Buffer.alloc(0), undefined);
    }, REQUEST_TIMEOUT_MS);
    outgoing.on('error', (error) => settle(0, Buffer.alloc(0), undefined, error.message));
    outgoing.end(payload);
  });
}

/** The `message` of an error answer, or its first characters. */
function messageOf(text: () => string): string {
  try {
    const body = text();
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not JSON: its start says enough.
    }
    return body.slice(0, 80);
  } catch {
    return '(an answer that would not decompress)';
  }
}

/** The answer's body read with `schema`, or undefined when it is not what the API promises. */
function parsed<T extends z.ZodType>(answer: Answer, schema: T): z.output<T> | undefined {
  if (answer.outcome !== 'ok') return undefined;
  try {
    const result = schema.safeParse(JSON.parse(answer.text()));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/* ------------------------------------------------------------------ database and server */

const adminUrl = new URL(process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test');

async function onAdminDatabase(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `bench_class`, empty; dropped again at the clean-up. */
async function freshDatabase(): Promise<string> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(adminUrl.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at this machine, not ${adminUrl.hostname}`);
  }
  await onAdminDatabase(`drop database if exists ${DATABASE} with (force)`);
  await onAdminDatabase(`create database ${DATABASE}`);
  cleanups.push(() => onAdminDatabase(`drop database if exists ${DATABASE} with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Setup = {
  engine: Engine;
  dataDir: string;
  databaseUrl: string | undefined;
  workDir: string;
  /** JWT_SECRET and MEDIA_SIGNING_SECRET: kept across the two starts, as a deployment keeps them. */
  secrets: Record<'JWT_SECRET' | 'MEDIA_SIGNING_SECRET', string>;
};
type Server = { port: number; pid: number; stop(): Promise<void> };

/** The environment of a real deployment of each engine (see the header). */
function serverEnvironment(setup: Setup, port: number): NodeJS.ProcessEnv {
  const deployment =
    setup.engine === 'postgres'
      ? {
          NODE_ENV: 'production',
          DATABASE_URL: setup.databaseUrl,
          ALLOW_SANDBOX_PAYMENTS: 'true',
          // Production needs the academy's GSTIN: the demo one of the development default.
          GSTIN: '27AAKCK4821M1Z4',
        }
      : { NODE_ENV: 'development' };
  return {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    ...(process.env['TMPDIR'] ? { TMPDIR: process.env['TMPDIR'] } : {}),
    ...deployment,
    ...setup.secrets,
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    TRUST_PROXY_HOPS: '1',
    DATA_DIR: setup.dataDir,
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    MAIL_HOLD: 'true',
  };
}

async function startServer(setup: Setup, name: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(setup.workDir, `${name}.log`);
  const logFd = openSync(logFile, 'w');
  const profile = name === 'server' ? flag('profile') : undefined;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnvironment(setup, port),
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: the server finishes what is in flight and closes the database (PGlite's lock too).
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(force);
    },
  };
  cleanups.push(() => server.stop());
  const tail = () => readFileSync(logFile, 'utf8').slice(-4000);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server (${name}) stopped while starting:\n${tail()}`);
    const answer = await send(port, '/api/health/ready');
    if (answer.outcome === 'ok') return server;
    if (Date.now() > deadline) throw new Error(`the server (${name}) was not ready in 180 s:\n${tail()}`);
    await sleep(250);
  }
}

/** The server process's resident memory, in MB. */
function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) / 1024;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU seconds a process has used (its PDF and other worker threads included). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields of stat (the 12th and 13th after the name).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/* ------------------------------------------------------------------ the class */

const emailOf = (index: number) => `bench-class-${index + 1}@kalakriti.test`;
/** The student's own address behind the proxy: 10.33.x.y. */
const addressOf = (index: number) => `10.33.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Inserted before the server starts (see the header). */
async function insertStudents(setup: Setup, count: number): Promise<void> {
  const handle = await openDatabase({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db.insert(users).values(
      Array.from({ length: count }, (_, index) => ({
        name: `Bench Student ${index + 1}`,
        email: emailOf(index),
        phone: `+91 98330 ${10_001 + index}`,
        passwordHash,
        role: 'user' as const,
        emailVerifiedAt: new Date(),
      })),
    );
  } finally {
    await handle.close();
  }
}

type Student = {
  index: number;
  id: string;
  token: string;
  from: string;
  owned: Set<string>;
  lastRecordAt: number;
};
type Product = { type: 'Course' | 'Asset'; id: string };
type Catalogue = { courseIds: string[]; assetIds: string[]; bundleIds: string[]; forSale: Product[] };

async function signIn(port: number, index: number): Promise<Student> {
  const from = addressOf(index);
  const answer = await send(port, '/api/auth/login', {
    method: 'POST',
    from,
    body: { email: emailOf(index), password: PASSWORD },
  });
  const session = parsed(answer, loginResponseSchema);
  if (!session)
    throw new Error(`signing in as ${emailOf(index)}: ${answer.problem || 'an unexpected answer'}`);
  return {
    index,
    id: session.data.user._id,
    token: session.data.accessToken,
    from,
    owned: new Set(),
    lastRecordAt: Number.NEGATIVE_INFINITY,
  };
}

/**
 * Waits until the store's background work is done: a fresh demo store transcodes its lecture
 * videos with ffmpeg, which would take the class's CPU. The demo admin (db/seed.ts) reads the
 * job counts of Admin → Jobs.
 */
async function settle(port: number): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  if (!admin) throw new Error('The demo seed has no admin account');
  const session = parsed(
    await send(port, '/api/auth/login', {
      method: 'POST',
      from: '10.33.255.1',
      body: { email: admin.email, password: admin.password },
    }),
    loginResponseSchema,
  );
  if (!session) throw new Error('signing in as the demo admin failed');
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    // Queued jobs include later ones (a review request days away): only those due now count.
    const jobs = parsed(
      await send(port, '/api/admin/jobs?state=queued&limit=100', {
        token: session.data.accessToken,
        from: '10.33.255.1',
      }),
      adminJobsResponseSchema,
    );
    if (!jobs) throw new Error('Admin → Jobs did not answer');
    const due = jobs.data.jobs.filter((job) => Date.parse(job.runAt) <= Date.now()).length;
    const { running } = jobs.data.counts;
    if (due + running === 0) return;
    if (Date.now() > deadline)
      throw new Error(`background work still going after 15 minutes: ${due} due, ${running} running`);
    await sleep(2_000);
  }
}

/** The demo catalogue as the storefront lists it; products with a price are for sale. */
async function readCatalogue(port: number): Promise<Catalogue> {
  const read = async <T extends z.ZodType>(pathname: string, schema: T) => {
    const answer = await send(port, pathname);
    const body = parsed(answer, schema);
    if (!body) throw new Error(`${pathname}: ${answer.problem || 'an unexpected answer'}`);
    return body;
  };
  const courses = (await read('/api/student/course/get?page=1&limit=100', courseListResponseSchema)).data;
  const assets = (await read('/api/student/digital-assets/get?page=1&limit=100', assetListResponseSchema))
    .data;
  const bundles = (await read('/api/bundles?page=1&limit=100', bundleListResponseSchema)).data;
  if (courses.length === 0 || assets.length === 0 || bundles.length === 0) {
    throw new Error('the demo catalogue is missing courses, assets or bundles');
  }
  return {
    courseIds: courses.map((course) => course._id),
    assetIds: assets.map((asset) => asset._id),
    bundleIds: bundles.map((bundle) => bundle.id),
    // A free product is claimed, not bought: no payment to time.
    forSale: [
      ...courses
        .filter((course) => course.price > 0)
        .map((course) => ({ type: 'Course' as const, id: course._id })),
      ...assets
        .filter((asset) => asset.price > 0)
        .map((asset) => ({ type: 'Asset' as const, id: asset._id })),
    ],
  };
}

const KINDS = {
  page: 'pages: the home page (`GET /`, server-rendered)',
  courseList: 'course list, page of 24',
  courseDetail: 'course detail',
  assetList: 'asset list, page of 24',
  assetDetail: 'asset detail',
  searchRecord: 'search recorded (`POST /api/search/record`)',
  search: 'search (`/api/student/course/search`)',
  bundle: 'bundle (`GET /api/bundles/:id`)',
  cartAdd: 'checkout: add to cart',
  cart: 'checkout: the cart',
  createOrder: 'checkout: create-order',
  pay: 'checkout: sandbox pay',
  verify: 'checkout: verify-order',
} as const;
type Kind = keyof typeof KINDS;
/** What a student browses: the goal of 1 s at the 99th percentile holds for each. */
const BROWSING: readonly Kind[] = [
  'page',
  'courseList',
  'courseDetail',
  'assetList',
  'assetDetail',
  'searchRecord',
  'search',
  'bundle',
];

type Tally = { times: number[]; errors: number; timeouts: number };
const emptyTally = (): Tally => ({ times: [], errors: 0, timeouts: 0 });

type Run = {
  port: number;
  endsAt: number;
  catalogue: Catalogue;
  queries: string[];
  tallies: Map<Kind, Tally>;
  checkouts: Tally & { paid: number };
  /** "kind: problem" → how many times. */
  problems: Map<string, number>;
};

function count(run: Run, kind: Kind | 'checkout', answer: Pick<Answer, 'ms' | 'outcome' | 'problem'>) {
  const tally = kind === 'checkout' ? run.checkouts : (run.tallies.get(kind) ?? emptyTally());
  if (kind !== 'checkout') run.tallies.set(kind, tally);
  tally.times.push(answer.ms);
  if (answer.outcome === 'error') tally.errors += 1;
  if (answer.outcome === 'timeout') tally.timeouts += 1;
  if (answer.outcome !== 'ok') {
    const key = `${kind === 'checkout' ? 'whole checkout' : KINDS[kind]}: ${answer.problem}`;
    run.problems.set(key, (run.problems.get(key) ?? 0) + 1);
  }
}

async function call(run: Run, kind: Kind, pathname: string, request: RequestOptions): Promise<Answer> {
  const answer = await send(run.port, pathname, request);
  count(run, kind, answer);
  return answer;
}

/** One visit of the storefront; false when the class is over before it ends. */
async function visit(run: Run, student: Student, random: ReturnType<typeof prng>): Promise<boolean> {
  const { token, from } = student;
  const { catalogue } = run;
  const query = random.pick(run.queries);
  const steps: Array<() => Promise<unknown>> = [
    () => call(run, 'page', '/', { from, html: true }),
    () => call(run, 'courseList', `/api/student/course/get?${PAGE}`, { token, from }),
    () =>
      call(run, 'courseDetail', `/api/student/course/get/details/${random.pick(catalogue.courseIds)}`, {
        token,
        from,
      }),
    () => call(run, 'assetList', `/api/student/digital-assets/get?${PAGE}`, { token, from }),
    () =>
      call(run, 'assetDetail', `/api/student/digital-assets/detail/${random.pick(catalogue.assetIds)}`, {
        token,
        from,
      }),
    async () => {
      if (performance.now() - student.lastRecordAt < RECORD_GAP_MS) return;
      student.lastRecordAt = performance.now();
      await call(run, 'searchRecord', '/api/search/record', { method: 'POST', token, from, body: { query } });
    },
    () => call(run, 'search', `/api/student/course/search?q=${encodeURIComponent(query)}`, { token, from }),
    () => call(run, 'bundle', `/api/bundles/${random.pick(catalogue.bundleIds)}`, { token, from }),
  ];
  for (const step of steps) {
    if (performance.now() >= run.endsAt) return false;
    await step();
  }
  return true;
}

/** A whole checkout of one product the student does not own; recorded as one unit. */
async function checkout(run: Run, student: Student, product: Product): Promise<void> {
  const { token, from, id: userId } = student;
  const started = performance.now();
  const post = (kind: Kind, pathname: string, body: unknown) =>
    call(run, kind, pathname, { method: 'POST', token, from, body });
  const failed = (answer: Answer, what: string) => {
    count(run, 'checkout', {
      ms: performance.now() - started,
      outcome: answer.outcome === 'ok' ? 'error' : answer.outcome,
      problem: `${what}: ${answer.problem || 'an unexpected answer'}`,
    });
  };

  const added =
    product.type === 'Course'
      ? await post('cartAdd', '/api/student/cart/add', { userId, courseId: product.id })
      : await post('cartAdd', '/api/student/cart/assets/add', { userId, assetId: product.id });
  if (added.outcome !== 'ok') {
    // Bought in a checkout that timed out here but went through on the server.
    if (added.status === 409) student.owned.add(product.id);
    return failed(added, 'add to cart');
  }
  // The cart page reads the cart; its order is what the cart holds (anything a failed checkout left).
  const cartAnswer = await call(run, 'cart', `/api/student/cart/get/${userId}`, { token, from });
  const cart = parsed(cartAnswer, cartResponseSchema);
  if (!cart) return failed(cartAnswer, 'the cart');
  const cartItems: CheckoutItem[] = [
    ...cart.data.courses.map(({ courseId }) => ({ itemId: courseId._id, itemType: 'Course' as const })),
    ...cart.data.digitalAssets.map(({ assetId }) => ({ itemId: assetId._id, itemType: 'Asset' as const })),
    ...cart.data.bundles.map(({ bundleId }) => ({ itemId: bundleId._id, itemType: 'Bundle' as const })),
  ];
  const createAnswer = await post('createOrder', '/api/create-order', { userId, cartItems });
  const order = parsed(createAnswer, cartOrderCreatedResponseSchema);
  if (!order?.razorpayOrderId) return failed(createAnswer, 'create-order');
  const payAnswer = await post('pay', '/api/payments/sandbox/pay', {
    razorpayOrderId: order.razorpayOrderId,
    outcome: 'success',
  });
  const payment = parsed(payAnswer, checkoutSuccessSchema);
  if (!payment) return failed(payAnswer, 'sandbox pay');
  const verified = await post('verify', '/api/verify-order', {
    orderId: order.orderId,
    razorpayOrderId: payment.razorpay_order_id,
    razorpayPaymentId: payment.razorpay_payment_id,
    razorpaySignature: payment.razorpay_signature,
  });
  if (verified.outcome !== 'ok') return failed(verified, 'verify-order');
  for (const item of cartItems) student.owned.add(item.itemId);
  run.checkouts.paid += 1;
  count(run, 'checkout', { ms: performance.now() - started, outcome: 'ok', problem: '' });
}

async function attend(run: Run, student: Student): Promise<void> {
  const random = prng(1_000 + student.index);
  for (let visits = 1; await visit(run, student, random); visits++) {
    // Staggered, so that the class does not pay all at once.
    if ((visits + student.index) % CHECKOUT_EVERY !== 0) continue;
    const unowned = run.catalogue.forSale.filter((product) => !student.owned.has(product.id));
    if (unowned.length > 0 && performance.now() < run.endsAt)
      await checkout(run, student, random.pick(unowned));
  }
}

/* ------------------------------------------------------------------ the health probe */

type ProbeResult = { times: number[]; failures: number };

/** Child: GET /api/health/live every 100 ms until told to stop; answers the timings. */
async function probe(): Promise<void> {
  const port = Number(process.env['BENCH_PROBE_PORT']);
  const result: ProbeResult = { times: [], failures: 0 };
  let probing = true;
  process.once('message', () => {
    probing = false;
  });
  process.send?.('ready');
  while (probing) {
    const answer = await send(port, '/api/health/live');
    result.times.push(answer.ms);
    if (answer.outcome !== 'ok') result.failures += 1;
    await sleep(Math.max(0, PROBE_EVERY_MS - answer.ms));
  }
  process.send?.(result, () => process.exit(0));
}

async function startProbe(port: number): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--probe'], {
    env: { ...process.env, BENCH_PROBE_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(() => {
    if (child.connected) child.kill();
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the probe exited early (code ${code})`)));
    child.once('message', () => resolve());
  });
  child.removeAllListeners('exit');
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        child.once('exit', (code) =>
          reject(new Error(`the probe exited without its timings (code ${code})`)),
        );
        child.once('message', (message: ProbeResult) => resolve(message));
        child.send('stop');
      }),
  };
}

/* ------------------------------------------------------------------ the report */

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const formatMs = (ms: number) =>
  Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US');
const whole = (value: number) => value.toLocaleString('en-US');
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

type Spread = { p50: number; p95: number; p99: number; max: number };
function spread(times: readonly number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const spreadCells = (figures: Spread) =>
  `${formatMs(figures.p50)} | ${formatMs(figures.p95)} | ${formatMs(figures.p99)} | ${formatMs(figures.max)}`;

type Measured = {
  engine: Engine;
  students: number;
  loadSeconds: number;
  run: Run;
  everythingOwned: number;
  health: ProbeResult;
  rssBefore: number;
  rssAfter: number;
  serverCpu: number;
  clientCpu: number;
  loadAtEnd: string;
};

function report(measured: Measured): void {
  const { engine, run, loadSeconds } = measured;
  const rows = (Object.keys(KINDS) as Kind[]).flatMap((kind) => {
    const tally = run.tallies.get(kind);
    return tally ? [{ kind, tally, figures: spread(tally.times) }] : [];
  });
  const requests = rows.reduce((sum, row) => sum + row.tally.times.length, 0);
  const errors = rows.reduce((sum, row) => sum + row.tally.errors, 0);
  const timeouts = rows.reduce((sum, row) => sum + row.tally.timeouts, 0);
  const perSecond = requests / loadSeconds;
  const checkoutFigures = spread(run.checkouts.times);
  const health = spread(measured.health.times);

  out(`### ${ENGINE_NAMES[engine]}: ${measured.students} students for ${Math.round(loadSeconds)} s\n`);
  out(
    engine === 'postgres'
      ? `NODE_ENV=production on PostgreSQL (database \`${DATABASE}\` at ${adminUrl.host}), the demo catalogue.\n`
      : 'NODE_ENV=development (production refuses PGlite), PGlite in a fresh DATA_DIR, the demo catalogue.\n',
  );
  out('| kind | requests | errors | timeouts | p50 ms | p95 ms | p99 ms | max ms |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { kind, tally, figures } of rows) {
    out(
      `| ${KINDS[kind]} | ${whole(tally.times.length)} | ${whole(tally.errors)} | ${whole(tally.timeouts)} | ${spreadCells(figures)} |`,
    );
  }
  out(
    `| **all requests** | **${whole(requests)}** | **${whole(errors)}** | **${whole(timeouts)}** | | | | |`,
  );
  out(
    `| **whole checkout** (add, cart, create-order, pay, verify) | ${whole(run.checkouts.times.length)} (${whole(run.checkouts.paid)} paid) | ` +
      `${whole(run.checkouts.errors)} | ${whole(run.checkouts.timeouts)} | ${spreadCells(checkoutFigures)} |`,
  );
  out();
  out(
    `**${perSecond.toFixed(1)} requests a second** (${whole(requests)} in ${loadSeconds.toFixed(1)} s)` +
      `${measured.everythingOwned ? `; ${measured.everythingOwned} students came to own everything for sale and kept browsing` : ''}.`,
  );
  out(
    `\`GET /api/health/live\` every ${PROBE_EVERY_MS} ms meanwhile (a process of its own): ${whole(measured.health.times.length)} probes, ` +
      `p50 ${formatMs(health.p50)} ms, p99 ${formatMs(health.p99)} ms, max ${formatMs(health.max)} ms` +
      `${measured.health.failures ? `, **${measured.health.failures} failed**` : ', none failed'}.`,
  );
  out(
    `Server RSS ${measured.rssBefore.toFixed(0)} MB before the class, ${measured.rssAfter.toFixed(0)} MB after. ` +
      `CPU during the class: the server ${measured.serverCpu.toFixed(0)} s (${((measured.serverCpu / loadSeconds) * 100).toFixed(0)} % of a core), ` +
      `the students' process ${measured.clientCpu.toFixed(0)} s (${((measured.clientCpu / loadSeconds) * 100).toFixed(0)} %). ` +
      `Load average (1/5/15 min) at the end: ${measured.loadAtEnd}.`,
  );
  if (run.problems.size > 0) {
    out('\nWhat went wrong (the 10 most frequent):\n');
    for (const [problem, times] of [...run.problems].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      out(`- ${whole(times)} × ${problem}`);
    }
  }

  const worstRead = rows
    .filter((row) => BROWSING.includes(row.kind))
    .reduce<(typeof rows)[number] | undefined>(
      (worst, row) => (!worst || row.figures.p99 > worst.figures.p99 ? row : worst),
      undefined,
    );
  const floor = GOALS.requestsPerSecond[engine];
  const goals: Array<[goal: string, measured: string, met: boolean]> = [
    ['no request times out', whole(timeouts), timeouts === 0],
    ['no errors', whole(errors), errors === 0],
    [
      `p99 under ${GOALS.readP99Ms / 1000} s for every page and read`,
      worstRead ? `${formatMs(worstRead.figures.p99)} ms at worst (${KINDS[worstRead.kind]})` : '-',
      worstRead !== undefined && worstRead.figures.p99 < GOALS.readP99Ms,
    ],
    [
      `p99 under ${GOALS.checkoutP99Ms / 1000} s for a whole checkout`,
      `${formatMs(checkoutFigures.p99)} ms`,
      checkoutFigures.p99 < GOALS.checkoutP99Ms,
    ],
    [`at least ${floor} requests a second`, perSecond.toFixed(1), perSecond >= floor],
    [
      `\`/api/health/live\` p99 under ${GOALS.healthP99Ms} ms`,
      `${formatMs(health.p99)} ms`,
      health.p99 < GOALS.healthP99Ms && measured.health.failures === 0,
    ],
  ];
  out('\n| goal (issue 33) | measured | |');
  out('| --- | --- | --- |');
  for (const [goal, figure, met] of goals) out(`| ${goal} | ${figure} | ${met ? 'met' : '**missed**'} |`);
  out();
}

/* ------------------------------------------------------------------ main */

async function measure(engine: Engine, students: number, seconds: number): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), `kalakriti-bench-class-${engine}-`));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const setup: Setup = {
    engine,
    workDir,
    dataDir: path.join(workDir, 'data'),
    databaseUrl: engine === 'postgres' ? await freshDatabase() : undefined,
    secrets: {
      JWT_SECRET: randomBytes(48).toString('base64url'),
      MEDIA_SIGNING_SECRET: randomBytes(48).toString('base64url'),
    },
  };

  log(`${ENGINE_NAMES[engine]}: the first start seeds the demo catalogue…`);
  const seeding = await startServer(setup, 'seeding');
  await seeding.stop();
  await insertStudents(setup, students);
  log(`${students} students inserted; starting the server for the class…`);
  const server = await startServer(setup, 'server');
  log('waiting for the demo store’s background work (its videos’ transcodes) to finish…');
  await settle(server.port);
  const rssBefore = rssMegabytes(server.pid);
  const signedIn: Student[] = [];
  for (let index = 0; index < students; index++) signedIn.push(await signIn(server.port, index));
  const catalogue = await readCatalogue(server.port);
  const probe = await startProbe(server.port);

  log(`${students} students signed in; the class runs for ${seconds} s…`);
  const started = performance.now();
  const run: Run = {
    port: server.port,
    endsAt: started + seconds * 1000,
    catalogue,
    queries: searchQueries(SEARCHES),
    tallies: new Map(),
    checkouts: { ...emptyTally(), paid: 0 },
    problems: new Map(),
  };
  const serverCpuBefore = cpuSeconds(server.pid);
  const clientCpuBefore = process.cpuUsage();
  await Promise.all(signedIn.map((student) => attend(run, student)));
  const loadSeconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
  const health = await probe.stop();
  const rssAfter = rssMegabytes(server.pid);
  const loadAtEnd = loadNow();
  await server.stop();

  report({
    engine,
    students,
    loadSeconds,
    run,
    everythingOwned: signedIn.filter((student) => student.owned.size >= catalogue.forSale.length).length,
    health,
    rssBefore,
    rssAfter,
    serverCpu,
    clientCpu: (clientCpu.user + clientCpu.system) / 1e6,
    loadAtEnd,
  });
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

async function main(): Promise<void> {
  const engineFlag = flag('engine');
  const engines = ENGINES.filter((engine) => !engineFlag || engine === engineFlag);
  if (engines.length === 0) throw new Error(`--engine is pglite or postgres, not ${engineFlag}`);
  const students = wholeFlag('students', 50);
  const seconds = wholeFlag('seconds', 120);
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);

  out(`## A class of ${students} students (issue 33): \`npm run bench:class\`\n`);
  out(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, commit ${commit()}; ` +
      `load average (1/5/15 min) ${loadNow()} at the start. The students and the server share the machine.\n`,
  );
  for (const engine of engines) {
    try {
      await measure(engine, students, seconds);
    } finally {
      await cleanUp();
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

const entry = process.argv[2] === '--probe' ? probe : main;
entry().catch(async (error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await cleanUp();
  process.exit(1);
});

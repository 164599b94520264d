/**
 * Job queue benchmark (issue 26, "Measure and record"): `npm run bench:jobs`.
 *
 * Needs ffmpeg and PostgreSQL; builds the app first if apps/server/dist is missing. It measures
 * the built server (`node apps/server/dist/server.js`) from outside, as an operator would see it:
 *
 *   1. Reset mail during a long transcode. One instance on a fresh database `bench_jobs`, mail
 *      going to a real SMTP server on 127.0.0.1 (the tests' `smtp-server`). The admin uploads a
 *      1080p test video (`--minutes`, 10 by default) through POST /api/media/upload; once its
 *      stream is `processing`, every `--interval` seconds (20) a student asks for a password reset
 *      (POST /api/auth/forgot-password) and the time until the SMTP server has that mail is taken.
 *      The same is done idle before the upload. While ffmpeg runs, its niceness and thread count
 *      are read with `ps`, and GET /api/student/course/get (10 connections) and the home page (1
 *      and 10 connections: a page view, issue 32 part 4) are loaded with autocannon, idle and
 *      during the transcode.
 *   2. Two instances, one transcode. Two server processes on the same (again fresh) database,
 *      each with its own DATA_DIR and METRICS_PORT, media in the S3 stand-in the tests use. A
 *      shorter video (`--two-minutes`, 3 by default: its transcode lasts well past the 30 s
 *      lease) is uploaded to the first; once its stream is ready, `store_job_runs_total` for
 *      media.transcode-video is read from both instances' /metrics (the sum must be 1), and the
 *      stream folder is checked: master.m3u8, every rendition's playlist, every segment they name,
 *      the poster.
 *   3. Receipts under buying students. One instance, mail to the SMTP server. `--courses` (400)
 *      published courses are made in SQL; `--students` (50) register and sign in through the API,
 *      then each buys one course after another for `--buy-seconds` (120) through the sandbox
 *      checkout (create-order, POST /api/payments/sandbox/pay, verify-payment), with the
 *      per-account order limit lifted, `--pace` seconds (10: a person through the checkout sheet
 *      and the payment app takes longer) between one purchase and the next; `--pace=0` buys back
 *      to back, as fast as the server sells, to find what one instance can mail at most. Every 10 s, during the load and after it until the queue
 *      is empty (5 minutes at most), the queued `orders.send-receipt` jobs are counted in the jobs
 *      table and the receipt mails received so far. Each receipt is matched to its order by the
 *      order number it names: every paid order must have exactly one, the last within 60 s of
 *      the last purchase.
 *
 * Test videos are made with ffmpeg's test sources (H.264 at a constant 4.5 Mbit/s, as bench:video
 * makes them) and cached in the system's temporary folder, so reruns reuse them.
 *
 * Flags: --minutes=N, --two-minutes=N, --interval=N (seconds between reset requests),
 * --parts=reset,instances,receipts (which parts run), --time-limit=N (minutes for the whole run, 90),
 * --probe-minutes=N (part 1 stops after N minutes of transcoding even if the stream is not ready),
 * --database=NAME (instead of bench_jobs), --students=N, --buy-seconds=N, --courses=N, --pace=S
 * (part 3).
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server where
 * `bench_jobs` is dropped and made again. FFMPEG_THREADS and FFMPEG_NICE are passed on when set.
 *
 * Nothing leaves 127.0.0.1. The servers (with any ffmpeg of theirs), the SMTP server and the S3
 * stand-in are stopped, and the temporary folders removed, on success, failure, Ctrl-C or when the
 * time limit runs out. Prints Markdown ready for docs/benchmarks.md; exits 1 when a target is
 * missed. Not part of `npm test`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/support/smtp';
import { startS3StandIn, type S3StandIn } from '../apps/server/test/stand-ins/s3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const HOST = '127.0.0.1';
const DATABASE =
  process.argv.find((arg) => arg.startsWith('--database='))?.slice('--database='.length) ?? 'bench_jobs';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`--database must be a plain name, not ${DATABASE}`);
const TRANSCODE_KIND = 'media.transcode-video';
const ADMIN = {
  name: 'Bench Admin',
  email: 'bench-admin@kalakriti.test',
  password: 'bench-admin-passphrase-2026',
};
const STUDENT_PASSWORD = 'bench-student-passphrase-2026';
/** The server sends one account at most this many reset mails an hour (ACCOUNT_MAILS_PER_HOUR). */
const RESETS_PER_STUDENT = 3;
/** A reset mail not there after this long is recorded as lost, and the run goes on. */
const MAIL_GIVE_UP_MS = 180_000;
const LOAD_SECONDS = 10;
const LOAD_PATH = '/api/student/course/get?page=1&limit=24';
/**
 * What the web server is asked idle and while ffmpeg works: a list read by ten clients at once,
 * and a page view (issue 32, part 4): the home page rendered on the server for one visitor at a
 * time, and for ten.
 */
const LOAD_TARGETS = [
  { label: `GET ${LOAD_PATH}`, path: LOAD_PATH, connections: 10 },
  { label: 'GET / (home, rendered on the server)', path: '/', connections: 1 },
  { label: 'GET / (home, rendered on the server)', path: '/', connections: 10 },
] as const;

const out = (line = '') => process.stdout.write(`${line}\n`);
const log = (line: string) =>
  process.stderr.write(`[bench:jobs ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/* ------------------------------------------------------------------ flags */

function numberFlag(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${raw}`);
  return value;
}
const MINUTES = numberFlag('minutes', 10);
const TWO_MINUTES = numberFlag('two-minutes', 3);
const INTERVAL_MS = numberFlag('interval', 20) * 1000;
const TIME_LIMIT_MS = numberFlag('time-limit', 90) * 60_000;
/** Part 1 stops asking after this long even if the stream is not ready (default: until ready). */
const PROBE_LIMIT_MS = numberFlag('probe-minutes', Infinity) * 60_000;
const PARTS = new Set(
  (
    process.argv.find((arg) => arg.startsWith('--parts='))?.slice('--parts='.length) ??
    'reset,instances,receipts'
  ).split(','),
);
for (const part of PARTS) {
  if (part !== 'reset' && part !== 'instances' && part !== 'receipts')
    throw new Error(`--parts takes reset, instances and receipts, not ${part}`);
}
const STUDENTS = Math.round(numberFlag('students', 50));
const BUY_SECONDS = numberFlag('buy-seconds', 120);
const COURSES = Math.round(numberFlag('courses', 400));
/** Part 3: seconds a student spends between one purchase and the next (0: back to back). */
const PACE_SECONDS = numberFlag('pace', 10);

const adminUrl = new URL(process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(adminUrl.hostname)) {
  throw new Error(`BENCH_DATABASE_URL must point at this machine, not ${adminUrl.hostname}`);
}
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${DATABASE}`;

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something, or throws naming `what` after `ms`. */
async function until<T>(
  what: string,
  ms: number,
  check: () => Promise<T | undefined>,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${Math.round(ms / 1000)} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/* ------------------------------------------------------------------ the video */

/** The cached test video of `minutes`, made on first use. */
function testVideo(minutes: number): string {
  const file = path.join(tmpdir(), `kalakriti-bench-jobs-1080p-${minutes}min.mp4`);
  if (existsSync(file)) return file;
  log(`making a ${minutes}-minute 1080p test video (${file}), once…`);
  const partial = `${file}.partial`;
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
      ...['-t', String(Math.round(minutes * 60))],
      // A lecture's weight (4.5 Mbit/s, as bench:video); ultrafast: the source's look is not measured.
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-x264-params', 'nal-hrd=cbr'],
      ...['-b:v', '4500k', '-minrate', '4500k', '-maxrate', '4500k', '-bufsize', '9000k', '-g', '60'],
      ...[
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        partial,
      ],
    ],
    { stdio: 'inherit' },
  );
  renameSync(partial, file);
  return file;
}

/* ------------------------------------------------------------------ database and servers */

async function freshDatabase() {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
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

type Server = {
  name: string;
  baseURL: string;
  metricsURL: string;
  pid: number;
  /** The last 40 KB of its output. */
  output(): string;
  stop(): Promise<void>;
};

async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kalakriti-bench-jobs-data-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    // Its own process group: a stop takes any ffmpeg of its with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...(process.env['TMPDIR'] ? { TMPDIR: process.env['TMPDIR'] } : {}),
      ...(process.env['FFMPEG_THREADS'] ? { FFMPEG_THREADS: process.env['FFMPEG_THREADS'] } : {}),
      ...(process.env['FFMPEG_NICE'] ? { FFMPEG_NICE: process.env['FFMPEG_NICE'] } : {}),
      NODE_ENV: 'development',
      HOST,
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      DATABASE_URL: benchUrl.toString(),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      MEDIA_MAX_VIDEO_MB: '4096',
      // Each reset request comes from an address of its own (X-Forwarded-For), so the hourly
      // limit per address does not cut the run short; sign-ups likewise.
      TRUST_PROXY_HOPS: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-40_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid ?? 0;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const server: Server = {
    name,
    baseURL: `http://${HOST}:${port}`,
    metricsURL: `http://${HOST}:${metricsPort}/metrics`,
    pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => killGroup('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      // Whatever the server started and left behind (an ffmpeg it did not stop).
      killGroup('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => server.stop());
  await until(`${name} to answer /api/health/ready`, 180_000, async () => {
    if (child.exitCode !== null) throw new Error(`${name} stopped while starting:\n${output}`);
    const ready = await fetch(`${server.baseURL}/api/health/ready`, {
      signal: AbortSignal.timeout(5000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    return ready || undefined;
  });
  return server;
}

async function api<T>(
  server: Server,
  pathname: string,
  init: RequestInit & { token?: string; from?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.from) headers.set('x-forwarded-for', init.from);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseURL}/api${pathname}`, { ...init, headers });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${body.message ?? ''}`);
  return body;
}

const login = async (server: Server) =>
  (
    await api<{ data: { accessToken: string } }>(server, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, role: 'admin' }),
    })
  ).data.accessToken;

async function upload(server: Server, token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'video/mp4' }), path.basename(file));
  const { data } = await api<{ data: { public_id: string } }>(server, '/media/upload', {
    method: 'POST',
    body: form,
    token,
  });
  return data.public_id;
}

type Stream = { status: string; progress: number; error: string | null };
async function streamOf(server: Server, token: string, videoId: string): Promise<Stream | undefined> {
  const { data } = await api<{ data: Stream[] }>(server, `/admin/media/streams?ids=${videoId}`, { token });
  const stream = data[0];
  if (stream?.status === 'failed' || stream?.status === 'unavailable')
    throw new Error(`The stream is ${stream.status}: ${stream.error ?? ''}`);
  return stream;
}

/** The ffmpeg processes under `pid`, with their niceness, thread count and CPU share. */
function ffmpegUnder(pid: number): { pid: number; nice: number; threads: number; cpu: number }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,ni=,nlwp=,pcpu=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([own, parent, ni, nlwp, pcpu, comm]) => ({
      pid: Number(own),
      parent: Number(parent),
      nice: Number(ni),
      threads: Number(nlwp),
      cpu: Number(pcpu),
      comm: comm ?? '',
    }));
  const family = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (family.has(row.parent) && !family.has(row.pid)) {
        family.add(row.pid);
        grew = true;
      }
    }
  }
  return rows
    .filter((row) => row.pid !== pid && family.has(row.pid) && row.comm === 'ffmpeg')
    .map(({ pid: own, nice, threads, cpu }) => ({ pid: own, nice, threads, cpu }));
}

/** store_job_runs_total of `kind`, by outcome. */
async function jobRuns(server: Server, kind: string): Promise<Record<string, number>> {
  const text = await fetch(server.metricsURL).then((response) => response.text());
  const runs: Record<string, number> = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith('store_job_runs_total{') || !line.includes(`kind="${kind}"`)) continue;
    const outcome = /outcome="([^"]+)"/.exec(line)?.[1] ?? '?';
    runs[outcome] = (runs[outcome] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return runs;
}

const runsText = (runs: Record<string, number>) =>
  Object.entries(runs)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ') || 'none';

type Load = { mean: number; p50: number; p97_5: number; p99: number; requests: number };
/** Each of LOAD_TARGETS in turn, LOAD_SECONDS each. */
async function loadTest(server: Server): Promise<Load[]> {
  const loads: Load[] = [];
  for (const target of LOAD_TARGETS) {
    const result = await autocannon({
      url: `${server.baseURL}${target.path}`,
      connections: target.connections,
      duration: LOAD_SECONDS,
    });
    const latency = result.latency as unknown as Record<string, number>;
    loads.push({
      mean: latency['average'] ?? 0,
      p50: latency['p50'] ?? 0,
      p97_5: latency['p97_5'] ?? 0,
      p99: latency['p99'] ?? 0,
      requests: result.requests.total,
    });
  }
  return loads;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/* ------------------------------------------------------------------ part 1 */

type Probe = { atSeconds: number; progress: number; delayMs: number | null; load: string };

async function resetDuringTranscode(smtp: TestSmtpServer): Promise<boolean> {
  const video = testVideo(MINUTES);
  await freshDatabase();
  const server = await startServer('the server', { SMTP_URL: smtp.url });
  const token = await login(server);

  let registered = 0;
  let addresses = 0;
  let resets = 0;
  let student = '';
  /** A student with resets left this hour (each is made with its welcome mail delivered). */
  async function nextStudent(): Promise<string> {
    if (student && resets < RESETS_PER_STUDENT) return student;
    registered += 1;
    const email = `bench-student-${registered}@kalakriti.test`;
    await api(server, '/auth/register', {
      method: 'POST',
      from: `10.26.1.${registered % 250}`,
      body: JSON.stringify({
        name: `Bench Student ${registered}`,
        email,
        phone: `+91 98765 ${String(10_000 + registered)}`,
        password: STUDENT_PASSWORD,
        role: 'user',
      }),
    });
    await until(
      `the welcome mail of ${email}`,
      MAIL_GIVE_UP_MS,
      async () => smtp.to(email).length > 0 || undefined,
      20,
    );
    student = email;
    resets = 0;
    return email;
  }

  /** Asks for a reset and answers the time until the SMTP server has it, or null past the limit. */
  async function probe(): Promise<number | null> {
    const email = await nextStudent();
    resets += 1;
    addresses += 1;
    const before = smtp.to(email).length;
    const started = performance.now();
    await api(server, '/auth/forgot-password', {
      method: 'POST',
      from: `10.26.${2 + Math.floor(addresses / 250)}.${addresses % 250}`,
      body: JSON.stringify({ email }),
    });
    const deadline = started + MAIL_GIVE_UP_MS;
    while (smtp.to(email).length <= before) {
      if (performance.now() > deadline) return null;
      await sleep(10);
    }
    return performance.now() - started;
  }

  log('idle: three reset mails and the load test before any upload');
  const idle: number[] = [];
  for (let i = 0; i < 3; i++) {
    const delay = await probe();
    if (delay !== null) idle.push(delay);
  }
  const idleLoad = await loadTest(server);
  const idleLoadAverage = loadNow();

  log(`uploading the ${MINUTES}-minute video…`);
  const uploadStarted = Date.now();
  const videoId = await upload(server, token, video);
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  await until('the stream to be processing', 10 * 60_000, async () => {
    const stream = await streamOf(server, token, videoId);
    return stream?.status === 'processing' || stream?.status === 'ready' || undefined;
  });
  const processingAt = Date.now();
  log('transcoding: a reset mail every interval until the stream is ready');

  const probes: Probe[] = [];
  const ffmpegSeen: ReturnType<typeof ffmpegUnder> = [];
  let busyLoad: Load[] | undefined;
  let busyLoadAverage = '';
  let ready = false;
  for (let tick = 1; !ready; tick++) {
    const stream = await streamOf(server, token, videoId);
    if (stream?.status === 'ready') break;
    for (const found of ffmpegUnder(server.pid)) {
      if (!ffmpegSeen.some((seen) => seen.pid === found.pid)) ffmpegSeen.push(found);
    }
    const atSeconds = (Date.now() - processingAt) / 1000;
    const delayMs = await probe();
    probes.push({ atSeconds, progress: stream?.progress ?? 0, delayMs, load: loadNow() });
    log(
      `  at ${atSeconds.toFixed(0)} s (${stream?.progress ?? 0} %): ${delayMs === null ? 'no mail' : seconds(delayMs)}`,
    );
    // The web server under load once, while ffmpeg works (between two reset requests).
    if (!busyLoad && ffmpegSeen.length > 0) {
      busyLoad = await loadTest(server);
      busyLoadAverage = loadNow();
    }
    // The next request on the interval's tick, or as soon as the stream is ready.
    while (Date.now() < processingAt + tick * INTERVAL_MS) {
      if ((await streamOf(server, token, videoId))?.status === 'ready') {
        ready = true;
        break;
      }
      await sleep(1000);
    }
    if (!ready && Date.now() - processingAt > PROBE_LIMIT_MS) break;
  }
  const transcodeSeconds = (Date.now() - processingAt) / 1000;
  const finalStream = await streamOf(server, token, videoId);
  // The run is counted once the handler has returned, just after the stream is marked ready.
  const runs =
    finalStream?.status === 'ready'
      ? await until('the transcode run to be counted', 60_000, async () => {
          const counted = await jobRuns(server, TRANSCODE_KIND);
          return Object.keys(counted).length > 0 ? counted : undefined;
        })
      : await jobRuns(server, TRANSCODE_KIND);
  await server.stop();

  const delays = probes.flatMap((probe) => (probe.delayMs === null ? [] : [probe.delayMs]));
  const lost = probes.filter((probe) => probe.delayMs === null).length;
  const max = Math.max(...delays);
  const met = lost === 0 && delays.length > 0 && max <= 10_000;

  out(`### Reset mail during a ${MINUTES}-minute 1080p transcode\n`);
  out(
    `Test video ${(statSync(video).size / 1e6).toFixed(0)} MB, uploaded in ${uploadSeconds.toFixed(1)} s; ` +
      (finalStream?.status === 'ready'
        ? `stream processing to ready in ${transcodeSeconds.toFixed(0)} s; `
        : `the stream still ${finalStream?.status ?? 'missing'} at ${finalStream?.progress ?? 0} % when the run stopped after ${transcodeSeconds.toFixed(0)} s (--probe-minutes); `) +
      `transcode runs: ${runsText(runs)}. Idle reset mail (before the upload): ` +
      `${idle.map(seconds).join(', ')}.\n`,
  );
  out(
    '| request at (s after processing) | stream progress | mail received after | load average 1/5/15 min |',
  );
  out('| --- | --- | --- | --- |');
  for (const probe of probes) {
    out(
      `| ${probe.atSeconds.toFixed(0)} | ${probe.progress} % | ${probe.delayMs === null ? `none in ${MAIL_GIVE_UP_MS / 1000} s` : seconds(probe.delayMs)} | ${probe.load} |`,
    );
  }
  out(
    `\n**${probes.length} reset mails during the transcode: max ${delays.length ? seconds(max) : '-'}, ` +
      `median ${delays.length ? seconds([...delays].sort((a, b) => a - b)[Math.floor(delays.length / 2)] ?? 0) : '-'}` +
      `${lost ? `, ${lost} not received` : ''}; target within 10 s: ${met ? 'met' : 'MISSED'}.**\n`,
  );
  out(
    `ffmpeg seen under the server: ${
      ffmpegSeen.length
        ? ffmpegSeen
            .map(
              (seen) =>
                `pid ${seen.pid} nice ${seen.nice}, ${seen.threads} threads (${seen.cpu} % CPU so far)`,
            )
            .join('; ')
        : 'none'
    }.\n`,
  );
  out(`The web server, autocannon for ${LOAD_SECONDS} s each, idle and during the transcode:\n`);
  out(
    '| request | connections | when | requests | mean | p50 | p97.5 | p99 | mean and p99 against idle | load average 1/5/15 min |',
  );
  out('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const ratio = (busy: number, calm: number) => (calm > 0 ? `${(busy / calm).toFixed(2)}×` : 'n/a');
  LOAD_TARGETS.forEach((target, index) => {
    const calm = idleLoad[index];
    const busy = busyLoad?.[index];
    if (!calm) return;
    out(
      `| ${target.label} | ${target.connections} | idle | ${calm.requests} | ${calm.mean.toFixed(2)} ms | ${calm.p50} ms | ${calm.p97_5} ms | ${calm.p99} ms | | ${idleLoadAverage} |`,
    );
    if (busy)
      out(
        `| ${target.label} | ${target.connections} | during the transcode | ${busy.requests} | ${busy.mean.toFixed(2)} ms | ${busy.p50} ms | ${busy.p97_5} ms | ${busy.p99} ms | ${ratio(busy.mean, calm.mean)}, ${ratio(busy.p99, calm.p99)} | ${busyLoadAverage} |`,
      );
  });
  out();
  return met;
}

/* ------------------------------------------------------------------ part 2 */

/** The files a stream's master playlist needs that the store lacks, and how many it has. */
function missingFromStream(s3: S3StandIn, videoId: string): { missing: string[]; files: number } {
  const folder = `${videoId}.hls`;
  const files = [...s3.objects.keys()].filter((key) => key.startsWith(`${folder}/`)).length;
  const text = (key: string) => s3.objects.get(key)?.body.toString('utf8');
  const master = text(`${folder}/master.m3u8`);
  if (master === undefined) return { missing: ['master.m3u8'], files };
  const missing: string[] = [];
  if (!s3.objects.has(`${folder}/poster.jpg`)) missing.push('poster.jpg');
  const named = (playlist: string) =>
    playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  for (const rendition of named(master)) {
    const playlist = text(`${folder}/${rendition}`);
    if (playlist === undefined) {
      missing.push(rendition);
      continue;
    }
    const dir = path.posix.dirname(rendition);
    for (const segment of named(playlist)) {
      if (!s3.objects.has(`${folder}/${dir}/${segment}`)) missing.push(`${dir}/${segment}`);
    }
  }
  return { missing, files };
}

async function twoInstancesOneTranscode(smtp: TestSmtpServer): Promise<boolean> {
  const video = testVideo(TWO_MINUTES);
  await freshDatabase();
  const s3 = await startS3StandIn();
  cleanups.push(() => s3.close());
  const env = { SMTP_URL: smtp.url, ...s3.env() };
  const servers = await Promise.all([startServer('instance A', env), startServer('instance B', env)]);
  const [a, b] = servers as [Server, Server];
  const token = await login(a);

  log(`uploading the ${TWO_MINUTES}-minute video to instance A…`);
  const videoId = await upload(a, token, video);
  const seen = new Map<string, Set<number>>();
  let processingAt = 0;
  await until(
    'the stream to be ready',
    TIME_LIMIT_MS,
    async () => {
      const stream = await streamOf(a, token, videoId);
      if (stream?.status === 'processing' && !processingAt) processingAt = Date.now();
      for (const server of servers) {
        for (const found of ffmpegUnder(server.pid)) {
          seen.set(server.name, (seen.get(server.name) ?? new Set()).add(found.pid));
        }
      }
      return stream?.status === 'ready' || undefined;
    },
    1000,
  );
  const transcodeSeconds = (Date.now() - (processingAt || Date.now())) / 1000;
  // A second claim would come within a lease of the first run's end: wait one out before counting.
  log('ready; waiting one lease (35 s) for any second run before counting');
  await sleep(35_000);

  const runsA = await jobRuns(a, TRANSCODE_KIND);
  const runsB = await jobRuns(b, TRANSCODE_KIND);
  const total = [...Object.values(runsA), ...Object.values(runsB)].reduce((sum, value) => sum + value, 0);
  const [job] = await query<{ attempts: number; completed: boolean }>(
    'select attempts, completed_at is not null as completed from jobs where kind = $1',
    [TRANSCODE_KIND],
  );
  const masterWrites = s3.requests.filter(
    (request) => request.action === 'PutObject' && request.key === `${videoId}.hls/master.m3u8`,
  ).length;
  const { missing, files } = missingFromStream(s3, videoId);
  const leaseLines = servers.flatMap((server) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('lease was taken'))
      .map((line) => `${server.name}: ${line.slice(0, 200)}`),
  );
  for (const server of servers) await server.stop();

  const met = total === 1 && missing.length === 0 && masterWrites === 1;
  out(`### Two instances, one ${TWO_MINUTES}-minute 1080p transcode\n`);
  out(`Stream processing to ready in ${transcodeSeconds.toFixed(0)} s (the lease is 30 s).\n`);
  out('| | instance A (upload) | instance B | sum |');
  out('| --- | --- | --- | --- |');
  out(
    `| \`store_job_runs_total{kind="${TRANSCODE_KIND}"}\` | ${runsText(runsA)} | ${runsText(runsB)} | **${total}** |`,
  );
  out(
    `| ffmpeg processes seen | ${[...(seen.get(a.name) ?? [])].length} | ${[...(seen.get(b.name) ?? [])].length} | |`,
  );
  out(
    `\nThe job: attempts ${job?.attempts ?? '-'}, completed ${job?.completed ?? '-'}. master.m3u8 written ` +
      `${masterWrites} time(s); the stream folder has ${files} files, ` +
      `${missing.length ? `MISSING ${missing.slice(0, 10).join(', ')}` : 'every playlist and segment the master names, and the poster'}.` +
      `${leaseLines.length ? `\nLease warnings:\n${leaseLines.join('\n')}` : ' No lease warning in either log.'}`,
  );
  out(`\n**One run: ${met ? 'yes' : 'NO'}.**\n`);
  return met;
}

/* ------------------------------------------------------------------ part 3 */

const RECEIPT_KIND = 'orders.send-receipt';
const MAIL_KIND = 'mail.send';
/** The receipt mail's X-Academy-Mail-Kind. */
const RECEIPT_MAIL_KIND = 'order-receipt';
const SAMPLE_EVERY_MS = 10_000;
/** After the load, the backlog is watched this long at most. */
const DRAIN_LIMIT_MS = 5 * 60_000;
/** "Keeping up": the last receipt is out this soon after the last purchase. */
const CATCH_UP_MS = 60_000;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

type Buyer = { email: string; userId: string; token: string };
type Backlog = { queued: number; running: number; failed: number; mailQueued: number };
type Sample = Backlog & { atSeconds: number; loading: boolean; paid: number; receipts: number; load: string };

async function backlog(): Promise<Backlog> {
  const [row] = await query<Record<keyof Backlog, string>>(
    `select
       count(*) filter (where kind = $1 and completed_at is null and failed_at is null) as queued,
       count(*) filter (where kind = $1 and completed_at is null and failed_at is null
                          and locked_until > now()) as running,
       count(*) filter (where kind = $1 and failed_at is not null) as failed,
       count(*) filter (where kind = $2 and completed_at is null and failed_at is null) as "mailQueued"
     from jobs`,
    [RECEIPT_KIND, MAIL_KIND],
  );
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    mailQueued: Number(row?.mailQueued ?? 0),
  };
}

/** The mean run time of `kind` from store_job_duration_seconds, and its runs. */
async function jobSeconds(server: Server, kind: string): Promise<{ mean: number; runs: number }> {
  const text = await fetch(server.metricsURL).then((response) => response.text());
  const value = (name: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name}{`) && line.includes(`kind="${kind}"`))
        ?.split(' ')
        .pop() ?? 0,
    );
  const runs = value('store_job_duration_seconds_count');
  return { mean: runs ? value('store_job_duration_seconds_sum') / runs : 0, runs };
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU seconds the process has used (the PDF worker threads are inside it). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields of stat (the 12th and 13th after the name).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function receiptsUnderBuyers(smtp: TestSmtpServer): Promise<boolean> {
  await freshDatabase();
  const server = await startServer('the server', {
    SMTP_URL: smtp.url,
    // Each student buys back to back, faster than the 20 orders a minute one account may start.
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  });

  // The catalogue: enough published courses that no student runs out of ones to buy.
  const courseIds = (
    await query<{ id: string }>(
      `insert into courses (title, category, level, primary_language, objectives, welcome_message,
                            price_paise, fake_price_paise, description, admin_name)
       select 'Bench Course ' || n, 'Typography', 'Beginner', 'English', 'Letterforms, step by step.',
              'Welcome to the course.', 49900 + (n % 20) * 5000, 99900 + (n % 20) * 5000,
              'A course made by bench:jobs.', 'Bench Admin'
       from generate_series(1, $1::int) as n
       returning id`,
      [COURSES],
    )
  ).map((row) => row.id);
  log(`${courseIds.length} courses made; registering ${STUDENTS} students…`);

  const buyers: Buyer[] = [];
  for (let first = 1; first <= STUDENTS; first += 5) {
    const batch = Array.from({ length: Math.min(5, STUDENTS - first + 1) }, (_, k) => first + k);
    buyers.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const email = `bench-buyer-${n}@kalakriti.test`;
          await api(server, '/auth/register', {
            method: 'POST',
            from: `10.27.1.${n % 250}`,
            body: JSON.stringify({
              name: `Bench Buyer ${n}`,
              email,
              phone: `+91 98766 ${String(10_000 + n)}`,
              password: STUDENT_PASSWORD,
              role: 'user',
            }),
          });
          const { data } = await api<{ data: { accessToken: string; user: { _id: string } } }>(
            server,
            '/auth/login',
            {
              method: 'POST',
              from: `10.27.2.${n % 250}`,
              body: JSON.stringify({ email, password: STUDENT_PASSWORD, role: 'user' }),
            },
          );
          return { email, userId: data.user._id, token: data.accessToken };
        }),
      )),
    );
  }
  // The welcome mails first, so that the load starts with an idle queue.
  await until(
    'the welcome mails',
    MAIL_GIVE_UP_MS,
    async () => buyers.every((buyer) => smtp.to(buyer.email).length > 0) || undefined,
  );

  // When each message reached the SMTP server (to a tenth of a second).
  const arrivals: number[] = [];
  const stamp = () => {
    while (arrivals.length < smtp.received.length) arrivals.push(performance.now());
  };
  const stamper = setInterval(stamp, 100);
  cleanups.push(() => clearInterval(stamper));

  /** Order id → when its payment was verified (the buyer's answer). */
  const paid = new Map<string, number>();
  const errors = new Map<string, number>();
  let ranOut = 0;

  async function buy(buyer: Buyer, courseId: string): Promise<void> {
    const { token, userId } = buyer;
    const created = await api<{ data: { orderId: string; razorpayOrderId: string | null } }>(
      server,
      '/student/order/create-order',
      { method: 'POST', token, body: JSON.stringify({ userId, courseId }) },
    );
    const { orderId, razorpayOrderId } = created.data;
    if (!razorpayOrderId) throw new Error('create-order: no gateway order');
    const payment = await api<{
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    }>(server, '/payments/sandbox/pay', {
      method: 'POST',
      token,
      body: JSON.stringify({ razorpayOrderId, outcome: 'success' }),
    });
    await api(server, '/student/order/verify-payment', {
      method: 'POST',
      token,
      body: JSON.stringify({
        orderId,
        razorpayPaymentId: payment.razorpay_payment_id,
        razorpayOrderId: payment.razorpay_order_id,
        razorpaySignature: payment.razorpay_signature,
      }),
    });
    paid.set(orderId, performance.now());
  }

  const receiptMails = () =>
    smtp.received.flatMap((mail, index) =>
      mail.headers.get('x-academy-mail-kind') === RECEIPT_MAIL_KIND ? [{ mail, index }] : [],
    );

  log(
    `${STUDENTS} students buying for ${BUY_SECONDS} s, ${PACE_SECONDS ? `${PACE_SECONDS} s apart` : 'back to back'}…`,
  );
  const cpuBefore = cpuSeconds(server.pid);
  const loadStarted = performance.now();
  const loadEnds = loadStarted + BUY_SECONDS * 1000;
  const samples: Sample[] = [];
  let loading = true;
  const takeSample = async (): Promise<Sample> => {
    stamp();
    const sample = {
      atSeconds: (performance.now() - loadStarted) / 1000,
      loading,
      paid: paid.size,
      receipts: receiptMails().length,
      load: loadNow(),
      ...(await backlog()),
    };
    samples.push(sample);
    log(
      `  ${sample.atSeconds.toFixed(0)} s: ${sample.paid} paid, ${sample.receipts} receipts mailed, ` +
        `${sample.queued} receipt jobs queued (${sample.running} running), ${sample.mailQueued} mails queued`,
    );
    return sample;
  };
  const sampler = (async () => {
    for (let tick = 1; loading; tick++) {
      await sleep(Math.max(0, loadStarted + tick * SAMPLE_EVERY_MS - performance.now()));
      if (loading) await takeSample();
    }
  })();
  await Promise.all(
    buyers.map(async (buyer, index) => {
      // Each student starts elsewhere in the catalogue and goes through it in order.
      const offset = Math.floor((index * courseIds.length) / buyers.length);
      // Paced students start spread over one pace, so they do not all pay in the same second.
      await sleep((PACE_SECONDS * 1000 * index) / buyers.length);
      for (let k = 0; k < courseIds.length; k++) {
        if (k > 0) {
          if (performance.now() + PACE_SECONDS * 1000 >= loadEnds) return;
          await sleep(PACE_SECONDS * 1000);
        }
        if (performance.now() >= loadEnds) return;
        const courseId = courseIds[(offset + k) % courseIds.length] ?? '';
        try {
          await buy(buyer, courseId);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.set(message, (errors.get(message) ?? 0) + 1);
        }
      }
      ranOut += 1;
    }),
  );
  const loadEnded = performance.now();
  // The sampler sees this when it next wakes, and stops.
  loading = false;
  const cpuLoad = cpuSeconds(server.pid) - cpuBefore;
  const loadSeconds = (loadEnded - loadStarted) / 1000;
  log(`the load stopped after ${loadSeconds.toFixed(0)} s: ${paid.size} paid; watching the backlog…`);
  const purchasesAtEnd = paid.size;
  const receiptsAtEnd = receiptMails().length;
  const atEnd = await takeSample();

  // Every 10 s until the receipt jobs and the mail they wrote are gone, or the limit.
  for (let tick = 1; ; tick++) {
    const last = samples.at(-1);
    if (last && last.queued === 0 && (last.mailQueued === 0 || last.receipts >= paid.size)) break;
    if (performance.now() - loadEnded >= DRAIN_LIMIT_MS) break;
    await sleep(Math.max(0, loadEnded + tick * SAMPLE_EVERY_MS - performance.now()));
    await takeSample();
  }
  await sampler;
  samples.sort((a, b) => a.atSeconds - b.atSeconds);
  const cpuAll = cpuSeconds(server.pid) - cpuBefore;
  const watchedSeconds = (performance.now() - loadEnded) / 1000;
  const [receiptRuns, mailRuns] = [
    await jobSeconds(server, RECEIPT_KIND),
    await jobSeconds(server, MAIL_KIND),
  ];
  const runs = await jobRuns(server, RECEIPT_KIND);
  const [paidInDatabase] = await query<{ count: string }>(
    `select count(*) from orders where status = 'paid'`,
  );
  clearInterval(stamper);
  stamp();
  await server.stop();

  // Each paid order's receipts, by the order id the mail names (its number and its link).
  const receipts = receiptMails();
  const receiptsOf = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  let withPdf = 0;
  let unmatched = 0;
  for (const { mail, index } of receipts) {
    const named = new Set([...`${mail.subject}\n${mail.text}`.matchAll(UUID)].map((match) => match[0]));
    const orderIds = [...named].filter((id) => paid.has(id));
    if (orderIds.length !== 1) unmatched += 1;
    for (const orderId of orderIds) {
      receiptsOf.set(orderId, (receiptsOf.get(orderId) ?? 0) + 1);
      if (!arrivedAt.has(orderId)) arrivedAt.set(orderId, arrivals[index] ?? performance.now());
    }
    if (mail.attachments.some((file) => file.content.subarray(0, 5).toString('latin1') === '%PDF-'))
      withPdf += 1;
  }
  const missing = [...paid.keys()].filter((orderId) => !receiptsOf.has(orderId)).length;
  const twice = [...receiptsOf.values()].filter((count) => count > 1).length;
  const exactlyOnce = missing === 0 && twice === 0 && unmatched === 0;
  const lastArrival = Math.max(0, ...receipts.map(({ index }) => arrivals[index] ?? 0));
  const lastAfterLoad = (lastArrival - loadEnded) / 1000;
  const waits = [...arrivedAt].map(([orderId, at]) => (at - (paid.get(orderId) ?? at)) / 1000);
  waits.sort((a, b) => a - b);
  const drained = samples.at(-1)?.queued === 0 && missing === 0;
  const met = exactlyOnce && drained && lastAfterLoad * 1000 <= CATCH_UP_MS;

  const perSecond = (count: number, secondsTaken: number) => (count / secondsTaken).toFixed(1);
  out(
    `### Receipts under ${STUDENTS} students buying ${PACE_SECONDS ? `every ${PACE_SECONDS} s` : 'back to back'}\n`,
  );
  out(
    `${courseIds.length} courses (made in SQL, ₹499 to ₹1,449); ${STUDENTS} students registered and signed ` +
      `in through the API, each buying one course after another (create-order, sandbox pay, ` +
      `verify-payment) for ${BUY_SECONDS} s, ${PACE_SECONDS ? `${PACE_SECONDS} s between one purchase and the next` : 'back to back'}, ORDER_RATE_LIMIT_PER_MINUTE lifted. The receipt jobs ` +
      `(\`${RECEIPT_KIND}\`, documents lane) counted in the jobs table every ${SAMPLE_EVERY_MS / 1000} s.\n`,
  );
  out('| | figure |');
  out('| --- | --- |');
  out(
    `| purchases | **${purchasesAtEnd} paid in ${loadSeconds.toFixed(0)} s: ${perSecond(purchasesAtEnd, loadSeconds)} a second** ` +
      `(the database: ${paidInDatabase?.count ?? '?'} paid orders)` +
      `${errors.size ? `; failed: ${[...errors].map(([message, count]) => `${count} × ${message}`).join('; ')}` : '; none failed'}` +
      `${ranOut ? `; ${ranOut} students ran out of courses` : ''} |`,
  );
  out(
    `| receipts mailed during the load | ${receiptsAtEnd}: **${perSecond(receiptsAtEnd, loadSeconds)} a second** |`,
  );
  out(`| receipt jobs queued when the load stopped | **${atEnd.queued}** |`);
  const receiptsAfter = receipts.length - receiptsAtEnd;
  out(
    `| after the load | ${
      drained
        ? `queue empty and every receipt out **${lastAfterLoad.toFixed(0)} s** after the last purchase`
        : `**${samples.at(-1)?.queued ?? '?'} receipt jobs still queued, ${missing} receipts not received** after ${watchedSeconds.toFixed(0)} s`
    }${receiptsAfter > 0 && lastAfterLoad > 0 ? `; ${receiptsAfter} receipts mailed meanwhile, ${perSecond(receiptsAfter, lastAfterLoad)} a second` : ''} |`,
  );
  out(
    `| from payment to receipt mail (the ${waits.length} received) | p50 ${percentile(waits, 0.5).toFixed(1)} s, p90 ${percentile(waits, 0.9).toFixed(1)} s, max ${(waits.at(-1) ?? 0).toFixed(1)} s |`,
  );
  out(
    `| one receipt per paid order | ${exactlyOnce ? 'yes' : 'NO'}: ${receipts.length} receipt mails for ${paid.size} paid orders, ` +
      `${missing} not received, ${twice} orders with more than one${unmatched ? `, ${unmatched} naming no paid order` : ''}; ${withPdf} with the invoice PDF |`,
  );
  out(
    `| receipt job runs | ${runsText(runs)}; ${receiptRuns.mean.toFixed(2)} s each on average (\`${MAIL_KIND}\`: ${mailRuns.mean.toFixed(2)} s) |`,
  );
  out(
    `| the server's CPU | ${cpuLoad.toFixed(0)} s in the ${loadSeconds.toFixed(0)} s of load (${((cpuLoad / loadSeconds) * 100).toFixed(0)} % of a core), ` +
      `${cpuAll.toFixed(0)} s up to the end (${((cpuAll / (loadSeconds + watchedSeconds)) * 100).toFixed(0)} %) |`,
  );
  out(
    `| load average 1/5/15 min | ${atEnd.load} at the end of the load, ${samples.at(-1)?.load ?? '-'} at the end |`,
  );
  out(
    '\n| s after the start | paid | receipts mailed | receipt jobs queued (running) | mails queued | load average |',
  );
  out('| --- | --- | --- | --- | --- | --- |');
  for (const sample of samples) {
    out(
      `| ${sample.atSeconds.toFixed(0)}${sample.loading ? '' : ' (after)'} | ${sample.paid} | ${sample.receipts} | ` +
        `${sample.queued} (${sample.running})${sample.failed ? `, ${sample.failed} failed` : ''} | ${sample.mailQueued} | ${sample.load} |`,
    );
  }
  out(
    `\n**Receipts keep up (exactly one each, the last within ${CATCH_UP_MS / 1000} s of the last purchase): ${met ? 'yes' : 'NO'}.**\n`,
  );
  return met;
}

/* ------------------------------------------------------------------ main */

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    log('apps/server/dist is missing: npm run build…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const timer = setTimeout(() => {
    log(`the time limit (${TIME_LIMIT_MS / 60_000} min, --time-limit) ran out: stopping`);
    void cleanUp().then(() => process.exit(1));
  }, TIME_LIMIT_MS);
  timer.unref();

  const startLoad = loadNow();
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  const results: boolean[] = [];
  try {
    out(`## Jobs (issue 26): \`npm run bench:jobs\`\n`);
    out(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
        `ffmpeg ${/version (\S+)/.exec(execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }))?.[1] ?? '?'}, ` +
        `PostgreSQL at ${adminUrl.host}; FFMPEG_THREADS ${process.env['FFMPEG_THREADS'] ?? 'default'}, ` +
        `FFMPEG_NICE ${process.env['FFMPEG_NICE'] ?? 'default'}; load average (1/5/15 min) ${startLoad} at the start.\n`,
    );
    if (PARTS.has('reset')) results.push(await resetDuringTranscode(smtp));
    if (PARTS.has('instances')) results.push(await twoInstancesOneTranscode(smtp));
    if (PARTS.has('receipts')) results.push(await receiptsUnderBuyers(smtp));
    out(`Load average at the end: ${loadNow()}.`);
  } finally {
    await cleanUp();
  }
  if (results.includes(false)) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await cleanUp();
  process.exit(1);
});

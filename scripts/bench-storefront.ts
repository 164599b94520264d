/**
 * Storefront benchmark (issue 10, "How it is measured"): `npm run bench:storefront`.
 *
 * Needs a built app (`npm run build`). Starts `node apps/server/dist/server.js` on 127.0.0.1
 * with a fresh temporary DATA_DIR (the demo catalogue seeds itself, NODE_ENV=development),
 * picks the first course and the first asset of the demo catalogue, then for the home page,
 * /all-courses, that course's page and that asset's page:
 *   1. runs Lighthouse with its default config (the mobile preset: Moto G Power screen,
 *      simulated slow 4G and 4x CPU) on Debian's Chromium, N runs per page, each in a fresh
 *      browser once it has finished starting, and reports the median of each score and metric;
 *   2. loads the page once in a fresh Chromium context (no cache, a phone's screen) and adds up
 *      the bytes on the wire per kind of resource from the DevTools protocol
 *      (`Network.loadingFinished` encodedDataLength: compressed bodies plus response headers).
 *   3. renders each page on the server over and over with autocannon (10 connections, a few
 *      seconds each, after a warm-up), as a visitor's first request does, and reports requests per
 *      second and latency: what a page costs the server to render.
 * It prints Markdown tables and the machine's facts, ready to paste into docs/benchmarks.md.
 *
 * --languages measures the home page and a course page in English, Hindi and Marathi instead
 * (issue 29: /hi/ and /mr/course/details/{id} score what English scores, and rendering a page in
 * Hindi costs the server no more than in English).
 *
 * --server=transcoding measures while the server transcodes the demo's lecture videos (issue 32,
 * part 4: ffmpeg on, as `npm start` runs it; the demo's backlog starts with the server and lasts
 * longer than the benchmark), and says in how many measurements ffmpeg was seen running. The
 * default, --server=idle, starts the server without ffmpeg, so nothing is transcoded.
 *
 * Flags: --runs=N (Lighthouse runs per page, default 3), --render-seconds=N (each page's server
 * rendering, default 10), --port=N (the server's port; Chromium's
 * debugging ports are N+1, N+2, ... one per Lighthouse run; default: free ports from the system), --json-dir=DIR (keep every
 * Lighthouse report as JSON there).
 *
 * Nothing leaves 127.0.0.1: both browsers resolve every other host name to nothing and send any
 * other address to a dead proxy on 127.0.0.1:9. The server and the browsers are stopped, and the
 * temporary folder removed, on success, failure, Ctrl-C, or when the time limit runs out.
 * Not part of `npm test`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  closeSync,
  rmSync,
  writeFileSync,
  readFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const HOST = '127.0.0.1';

/** Every host but 127.0.0.1 resolves to nothing; an address literal goes to a closed port. */
const LOOPBACK_ONLY_FLAGS = [
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${HOST}`,
  `--proxy-server=http://${HOST}:9`,
];
const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS, ...LOOPBACK_ONLY_FLAGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

type PageUnderTest = { label: string; path: string };
type LighthouseRun = {
  scores: Record<(typeof CATEGORIES)[number], number | undefined>;
  metrics: Record<keyof typeof METRICS, number | undefined>;
  benchmarkIndex: number | undefined;
  failing: string[];
  error: string | undefined;
  /** The whole report as JSON, kept with --json-dir. */
  report: string;
};
type ByteKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'api' | 'other';
type PageBytes = {
  bytes: Record<ByteKind, number>;
  decodedTotal: number;
  requests: number;
  failed: number;
  notLoopback: string[];
  jsEncodings: Set<string>;
  acceptEncoding: string | undefined;
};

const out = (line = '') => process.stdout.write(`${line}\n`);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/* ------------------------------------------------------------------ flags */

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function positiveInteger(name: string, fallback: number | undefined): number | undefined {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    throw new Error(`--${name} must be a whole number from 1, not ${raw}`);
  }
  return value;
}

/* ------------------------------------------------------------------ clean-up */

const cleanups: Array<() => Promise<void> | void> = [];

async function cleanUp() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      log(`clean-up step failed: ${String(error)}`);
    }
  }
}

async function abort(reason: string): Promise<never> {
  log(reason);
  await cleanUp();
  process.exit(1);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/* ------------------------------------------------------------------ server */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Whether an ffmpeg process is running on the machine (the server's transcode, here). */
function ffmpegRunning(): boolean {
  try {
    return execFileSync('pgrep', ['-x', 'ffmpeg'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    // pgrep exits 1 when nothing matches.
    return false;
  }
}

async function startServer(
  port: number,
  workDir: string,
  transcoding: boolean,
): Promise<{ origin: string; logFile: string }> {
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const logFile = path.join(workDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const origin = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'development',
      HOST,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      // Idle: no ffmpeg, so the demo's videos are not transcoded (they play as files).
      ...(transcoding ? {} : { FFMPEG_PATH: '/nonexistent/ffmpeg' }),
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  cleanups.push(() => stopProcess(child));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { origin, logFile };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within 90 s`);
}

async function firstId(origin: string, apiPath: string): Promise<string> {
  const response = await fetch(`${origin}${apiPath}`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { data?: Array<{ _id?: string }> };
  const id = body.data?.[0]?._id;
  if (!id) throw new Error(`${apiPath} listed nothing (${response.status})`);
  return id;
}

/* ------------------------------------------------------------------ Lighthouse */

/** /proc's unit of CPU time: Linux's USER_HZ, 100 on every architecture it runs on here. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds used so far by a process and all its descendants (Linux's /proc; 0 elsewhere). */
function treeCpuSeconds(rootPid: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      // The command may hold spaces and parentheses: the fields that follow start after the last ')'.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 10; depth += 1) {
      if (current === rootPid) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: used }] of stats) if (inTree(pid)) ticks += used;
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until a browser just started has finished starting: less than 50 ms of CPU in half a
 * second, or 15 s. Debian's Chromium 156 starts the address bar's popup in a renderer of its own
 * even headless (`--top-chrome-webui`), 0.2-0.3 s of script that otherwise ran beside the page's
 * first seconds on this machine's two cores (seen in a trace, 2026-12-03). Returns the wait.
 */
async function browserSettled(pid: number | undefined): Promise<number> {
  const since = Date.now();
  if (pid === undefined) return 0;
  let used = treeCpuSeconds(pid);
  while (Date.now() - since < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = treeCpuSeconds(pid);
    if (now - used < 0.05) break;
    used = now;
  }
  return Date.now() - since;
}

async function lighthouseRun(url: string, debugPort: number | undefined): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
    ...(debugPort ? { port: debugPort } : {}),
  });
  const killChrome = () => chrome.kill();
  cleanups.push(killChrome);
  try {
    const settled = await browserSettled(chrome.pid);
    if (settled > 1_000) log(`the browser took ${(settled / 1000).toFixed(1)} s to settle before the run`);
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableFullPageScreenshot: true,
      }),
      180_000,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : undefined];
      }),
    ) as LighthouseRun['scores'];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, auditId]) => [key, lhr.audits[auditId]?.numericValue]),
    ) as LighthouseRun['metrics'];
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1,
        )
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      scores,
      metrics,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      report: Array.isArray(result.report) ? result.report.join('\n') : result.report,
    };
  } finally {
    cleanups.splice(cleanups.indexOf(killChrome), 1);
    await chrome.kill();
  }
}

function median(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

/* ------------------------------------------------------------------ server rendering */

type ServerRendering = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  htmlBytes: number;
  non2xx: number;
};

/** A page's HTML, as a first visit asks for it (no cookie, no compression), for `seconds`. */
async function serverRendering(url: string, seconds: number): Promise<ServerRendering> {
  const run = (duration: number) =>
    withTimeout(
      autocannon({ url, connections: 10, duration, headers: { accept: 'text/html' } }),
      (duration + 30) * 1000,
      `the server rendering of ${url}`,
    );
  await run(3);
  const result = await run(seconds);
  const html = await fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.text());
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    htmlBytes: Buffer.byteLength(html),
    non2xx: result.non2xx,
  };
}

/* ------------------------------------------------------------------ first-load bytes */

function kindOf(resourceType: string | undefined): ByteKind {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Font':
      return 'font';
    case 'Image':
    case 'Media':
      return 'image';
    case 'XHR':
    case 'Fetch':
      return 'api';
    default:
      return 'other';
  }
}

async function firstLoadBytes(browser: Browser, url: string): Promise<PageBytes> {
  // Lighthouse's mobile screen (Moto G Power), so responsive images pick the same sizes.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<
      string,
      {
        url: string;
        type: string | undefined;
        done: boolean;
        encoded: number;
        decoded: number;
        encoding?: string;
      }
    >();
    // The sent headers can arrive before or after the request they belong to.
    const acceptEncodings = new Map<string, string>();
    let documentRequestId: string | undefined;
    let failed = 0;

    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      documentRequestId ??= event.type === 'Document' ? event.requestId : undefined;
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        done: false,
        encoded: 0,
        decoded: 0,
      });
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const header = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'accept-encoding');
      if (header) acceptEncodings.set(event.requestId, header[1]);
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = requests.get(event.requestId);
      if (!entry) return;
      entry.type = event.type;
      const header = Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      entry.encoding = header?.[1] ?? 'none';
    });
    cdp.on('Network.dataReceived', (event) => {
      const entry = requests.get(event.requestId);
      if (entry) entry.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = requests.get(event.requestId);
      if (!entry) return;
      entry.encoded = event.encodedDataLength;
      entry.done = true;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      const entry = requests.get(event.requestId);
      if (!entry) return;
      entry.done = true;
      lastActivity = Date.now();
      failed += 1;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Done when nothing is in flight, nothing started for 500 ms, and the page's main thread has
    // been idle since: on a busy machine the app's scripts can still be running (and about to
    // fetch the catalogue and its pictures) long after the network last moved.
    const quiet = async () => {
      while ([...requests.values()].some((entry) => !entry.done) || Date.now() - lastActivity < 500) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let seen = -1;
    while (seen !== requests.size) {
      await quiet();
      seen = requests.size;
      await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))');
      await quiet();
    }

    const bytes: PageBytes['bytes'] = { html: 0, js: 0, css: 0, font: 0, image: 0, api: 0, other: 0 };
    const jsEncodings = new Set<string>();
    const notLoopback: string[] = [];
    let decodedTotal = 0;
    for (const entry of requests.values()) {
      const target = new URL(entry.url);
      if (target.protocol === 'data:' || target.protocol === 'blob:') continue;
      if (target.hostname !== HOST) notLoopback.push(entry.url);
      const kind = kindOf(entry.type);
      bytes[kind] += entry.encoded;
      decodedTotal += entry.decoded;
      if (kind === 'js' && entry.encoding) jsEncodings.add(entry.encoding);
    }
    return {
      bytes,
      decodedTotal,
      requests: [...requests.values()].filter((entry) => !/^(data|blob):/.test(entry.url)).length,
      failed,
      notLoopback,
      jsEncodings,
      acceptEncoding: documentRequestId ? acceptEncodings.get(documentRequestId) : undefined,
    };
  } finally {
    await context.close();
  }
}

/* ------------------------------------------------------------------ output */

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;
const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
const whole = (value: number | undefined) => (value === undefined ? 'n/a' : String(Math.round(value)));

function table(header: string[], rows: string[][], rightFrom = 1) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column >= rightFrom ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  out(line(header));
  out(
    `| ${widths.map((width, column) => (column >= rightFrom ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`,
  );
  for (const row of rows) out(line(row));
}

function machineFacts(browserVersion: string) {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--', 'apps', 'packages') !== '';
  return {
    commit: dirty ? `${commit} (with uncommitted changes in apps/ or packages/)` : commit,
    cpu: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
    node: process.version,
    chromium: browserVersion,
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/* ------------------------------------------------------------------ main */

async function main() {
  const runs = positiveInteger('runs', 3) ?? 3;
  const renderSeconds = positiveInteger('render-seconds', 10) ?? 10;
  const fixedPort = positiveInteger('port', undefined);
  const jsonDir = flag('json-dir');
  const serverMode = flag('server') ?? 'idle';
  if (serverMode !== 'idle' && serverMode !== 'transcoding') {
    throw new Error(`--server must be idle or transcoding, not ${serverMode}`);
  }
  const transcoding = serverMode === 'transcoding';
  /** Each measurement, and whether ffmpeg ran at its start and at its end. */
  const ffmpegSeen: boolean[] = [];
  const whileWatchingFfmpeg = async <T>(measure: () => Promise<T>): Promise<T> => {
    const before = ffmpegRunning();
    const result = await measure();
    ffmpegSeen.push(before && ffmpegRunning());
    return result;
  };
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });

  // Bounded: every Lighthouse run and page load has its own limit; this one catches the rest.
  // Up to six pages: Lighthouse's runs, and each page's rendering with its warm-up and margin.
  const limitMs = (10 + runs * 6 * 2) * 60_000 + 6 * (renderSeconds + 36) * 1000;
  setTimeout(() => void abort(`gave up after ${limitMs / 60_000} minutes`), limitMs).unref();
  process.on('SIGINT', () => void abort('interrupted'));
  process.on('SIGTERM', () => void abort('terminated'));

  const loadBefore = loadAverage();
  const startedAt = new Date();
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-storefront-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

  const port = fixedPort ?? (await freePort());
  log(`starting the server on ${HOST}:${port} (demo data in ${workDir})`);
  const { origin } = await startServer(port, workDir, transcoding);
  const courseId = await firstId(origin, '/api/student/course/get');
  const assetId = await firstId(origin, '/api/student/digital-assets/get');
  const pages: PageUnderTest[] = process.argv.includes('--languages')
    ? [
        { label: 'home `/`', path: '/' },
        { label: 'home `/hi/`', path: '/hi/' },
        { label: 'home `/mr/`', path: '/mr/' },
        { label: 'course `/course/details/{id}`', path: `/course/details/${courseId}` },
        { label: 'course `/hi/course/details/{id}`', path: `/hi/course/details/${courseId}` },
        { label: 'course `/mr/course/details/{id}`', path: `/mr/course/details/${courseId}` },
      ]
    : [
        { label: 'home `/`', path: '/' },
        { label: '`/all-courses`', path: '/all-courses' },
        { label: 'course `/course/details/{id}`', path: `/course/details/${courseId}` },
        { label: 'asset `/digital/details/{id}`', path: `/digital/details/${assetId}` },
      ];

  // First, while nothing else runs: the server's own cost of each page.
  const renderResults = new Map<string, ServerRendering>();
  for (const page of pages) {
    log(`server rendering ${page.path} for ${renderSeconds} s`);
    renderResults.set(
      page.path,
      await whileWatchingFfmpeg(() => serverRendering(`${origin}${page.path}`, renderSeconds)),
    );
  }

  const lighthouseResults = new Map<string, LighthouseRun[]>();
  // A Chromium that has just quit can still hold its debugging port: each run gets its own.
  let debugPort = fixedPort;
  for (const page of pages) {
    const results: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`Lighthouse ${page.path} run ${run}/${runs}`);
      const url = `${origin}${page.path}`;
      // One more try when Chromium could not be started or reached, which a busy machine causes.
      const result = await whileWatchingFfmpeg(() =>
        lighthouseRun(url, debugPort ? (debugPort += 1) : undefined).catch((error: unknown) => {
          log(`  retrying once: ${String(error)}`);
          return lighthouseRun(url, debugPort ? (debugPort += 1) : undefined);
        }),
      );
      if (result.error) log(`  runtime error: ${result.error}`);
      if (jsonDir) {
        const name = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
        writeFileSync(path.join(jsonDir, name), result.report);
      }
      results.push(result);
    }
    lighthouseResults.set(page.path, results);
  }

  log('first-load bytes');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  cleanups.push(() => browser.close());
  const byteResults = new Map<string, PageBytes>();
  for (const page of pages) {
    byteResults.set(
      page.path,
      await withTimeout(
        firstLoadBytes(browser, `${origin}${page.path}`),
        150_000,
        `the first load of ${page.path}`,
      ),
    );
  }
  const facts = machineFacts(browser.version());
  const loadAfter = loadAverage();
  await cleanUp();

  const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(1);
  out(`Storefront benchmark, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min`);
  out();
  out(
    `- commit ${facts.commit}; Node.js ${facts.node}; Chromium ${facts.chromium}; Lighthouse 12 (default = mobile config)`,
  );
  out(`- CPU: ${facts.cpu}; load average (1 / 5 / 15 min) before ${loadBefore}, after ${loadAfter}`);
  out(
    transcoding
      ? `- server: transcoding the demo's videos; ffmpeg running from start to end of ${ffmpegSeen.filter(Boolean).length} of ${ffmpegSeen.length} measurements (renderings and Lighthouse runs)`
      : '- server: idle (started without ffmpeg: nothing transcodes)',
  );
  const indexes = pages.flatMap((page) =>
    (lighthouseResults.get(page.path) ?? []).map((run) => run.benchmarkIndex),
  );
  out(
    `- Lighthouse benchmarkIndex median ${whole(median(indexes))} (range ${whole(Math.min(...indexes.filter((i) => i !== undefined)))}-${whole(Math.max(...indexes.filter((i) => i !== undefined)))})`,
  );
  out();
  out(`Lighthouse, mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per page:`);
  out();
  table(
    [
      'page',
      'perf.',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'Speed Index',
      'perf. each run',
      'TBT each run',
    ],
    pages.map((page) => {
      const results = lighthouseResults.get(page.path) ?? [];
      const score = (id: (typeof CATEGORIES)[number]) => whole(median(results.map((run) => run.scores[id])));
      const metric = (key: keyof typeof METRICS) => median(results.map((run) => run.metrics[key]));
      const cls = metric('cls');
      return [
        page.label,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        seconds(metric('lcp')),
        seconds(metric('fcp')),
        `${whole(metric('tbt'))} ms`,
        cls === undefined ? 'n/a' : cls.toFixed(3),
        seconds(metric('si')),
        results.map((run) => whole(run.scores.performance)).join(', '),
        results.map((run) => `${whole(run.metrics.tbt)}`).join(', '),
      ];
    }),
  );
  out();
  out(
    'First load in a fresh Chromium context (412 × 823 phone screen, no cache), kB on the wire (1 kB = 1,000 bytes,',
  );
  out('compressed bodies plus response headers), counted until the network and the page are idle:');
  out();
  table(
    [
      'page',
      'HTML',
      'JS',
      'CSS',
      'fonts',
      'images',
      'API',
      'other',
      'total',
      'requests',
      'decoded bodies',
      'JS encoding',
    ],
    pages.map((page) => {
      const result = byteResults.get(page.path);
      if (!result) return [page.label];
      const { bytes } = result;
      const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
      return [
        page.label,
        kB(bytes.html),
        kB(bytes.js),
        kB(bytes.css),
        kB(bytes.font),
        kB(bytes.image),
        kB(bytes.api),
        kB(bytes.other),
        kB(total),
        String(result.requests),
        kB(result.decodedTotal),
        [...result.jsEncodings].join(', ') || 'n/a',
      ];
    }),
  );
  out();
  out(
    `Server rendering: each page's HTML requested over and over, 10 connections, ${renderSeconds} s after a 3 s warm-up (autocannon):`,
  );
  out();
  table(
    ['page', 'requests/s', 'latency p50', 'latency p99', 'HTML kB (uncompressed)', 'non-2xx'],
    pages.map((page) => {
      const result = renderResults.get(page.path);
      if (!result) return [page.label];
      return [
        page.label,
        whole(result.requestsPerSecond),
        `${whole(result.p50)} ms`,
        `${whole(result.p99)} ms`,
        kB(result.htmlBytes),
        String(result.non2xx),
      ];
    }),
  );
  const acceptEncoding = [...byteResults.values()].find((result) => result.acceptEncoding)?.acceptEncoding;
  out();
  out(`Chromium's Accept-Encoding on the page request: \`${acceptEncoding ?? 'not seen'}\``);

  const notes = pages.flatMap((page) => {
    const bytes = byteResults.get(page.path);
    const failing = [...new Set((lighthouseResults.get(page.path) ?? []).flatMap((run) => run.failing))];
    const errors = [...new Set((lighthouseResults.get(page.path) ?? []).flatMap((run) => run.error ?? []))];
    return [
      failing.length > 0 ? `- ${page.path}: audits not passed in some run: ${failing.join(', ')}` : '',
      errors.length > 0 ? `- ${page.path}: Lighthouse runtime errors: ${errors.join('; ')}` : '',
      bytes && bytes.failed > 0
        ? `- ${page.path}: ${bytes.failed} request(s) failed during the first load`
        : '',
      bytes && bytes.notLoopback.length > 0
        ? `- ${page.path}: requests off 127.0.0.1 (blocked): ${bytes.notLoopback.join(', ')}`
        : '',
    ].filter(Boolean);
  });
  if (notes.length > 0) {
    out();
    out('Notes (accessibility, best-practices and SEO audits with weight that did not pass):');
    out();
    for (const note of notes) out(note);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => void abort(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);

/**
 * Video benchmark (issue 14, "How it is measured"): `npm run bench:video`.
 *
 * Needs a built app (`npm run build`) and ffmpeg. In a temporary folder it:
 *   1. makes a 1080p test video with ffmpeg's test sources (testsrc2 and a sine tone, H.264 at a
 *      constant 4.5 Mbit/s, the rate of a screen-recorded lecture; 10 minutes by default);
 *   2. starts `node apps/server/dist/server.js` WITHOUT ffmpeg, uploads the video as the admin,
 *      makes a course of it and gives a student access: the lecture plays its MP4;
 *   3. for each network (1.6 Mbit/s and 400 kbit/s down, 150 ms latency, through the DevTools
 *      protocol in Debian's Chromium), opens the lecture in the student's course player, presses
 *      Play as soon as it can, and records the time to the first frame (from opening the page and
 *      from the press) and every stall ('waiting' until 'playing' again) over the first
 *      `--watch-seconds` (120) of playback;
 *   4. restarts the server WITH ffmpeg on the same data: the video is transcoded to the HLS
 *      ladder; the transcoding time is taken from the stream's processing to ready;
 *   5. measures the same lecture again, now streamed adaptively (hls.js).
 * It prints Markdown tables and the machine's facts, ready for docs/benchmarks.md.
 *
 * Flags: --minutes=N (length of the test video, default 10), --watch-seconds=N (default 120).
 * Nothing leaves 127.0.0.1. The server and the browser are stopped, and the temporary folder
 * removed, on success, failure or Ctrl-C. Not part of `npm test`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const HOST = '127.0.0.1';
const ADMIN = {
  name: 'Bench Admin',
  email: 'bench-admin@kalakriti.test',
  password: 'bench-admin-passphrase-2026',
};
const STUDENT = {
  name: 'Bench Student',
  email: 'bench-student@kalakriti.test',
  phone: '+91 98765 43210',
  password: 'bench-student-passphrase-2026',
};

const NETWORKS = [
  { name: '1.6 Mbit/s, 150 ms', downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 },
  { name: '400 kbit/s, 150 ms', downloadKbps: 400, uploadKbps: 400, latencyMs: 150 },
] as const;
type Network = (typeof NETWORKS)[number];

const flag = (name: string, fallback: number) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return value === undefined ? fallback : Number(value);
};
const MINUTES = flag('minutes', 10);
const WATCH_SECONDS = flag('watch-seconds', 120);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Running = { baseURL: string; stop(): Promise<void> };

async function startServer(dataDir: string, withFfmpeg: boolean): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    MEDIA_MAX_VIDEO_MB: '4096',
    FFMPEG_PATH: '/nonexistent/ffmpeg',
  };
  // With ffmpeg: the system's, as an operator installs it.
  if (withFfmpeg) delete env['FFMPEG_PATH'];
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    const ready = await fetch(`${baseURL}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('The server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function api<T>(baseURL: string, pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${baseURL}/api${pathname}`, { ...init, headers });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${body.message ?? ''}`);
  return body;
}

type Session = { accessToken: string; user: { _id: string } };
const login = async (baseURL: string, who: { email: string; password: string }, role: string) =>
  (
    await api<{ data: Session }>(baseURL, '/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: who.email, password: who.password, role }),
    })
  ).data;

function makeTestVideo(file: string) {
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
      ...['-t', String(MINUTES * 60)],
      // Constant 4.5 Mbit/s with filler, as a real screen recording would weigh; ultrafast
      // because the source's picture quality is not what is measured.
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-x264-params', 'nal-hrd=cbr'],
      ...['-b:v', '4500k', '-minrate', '4500k', '-maxrate', '4500k', '-bufsize', '9000k', '-g', '60'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', file],
    ],
    { stdio: 'inherit' },
  );
}

/** Uploads the video, makes a published course of it and gives the student access. */
async function prepareCourse(baseURL: string, video: string) {
  const admin = await login(baseURL, ADMIN, 'admin');
  const form = new FormData();
  form.append('file', await openAsBlob(video, { type: 'video/mp4' }), 'lecture-1080p.mp4');
  const uploaded = await api<{ data: { public_id: string; secure_url: string } }>(baseURL, '/media/upload', {
    method: 'POST',
    body: form,
    token: admin.accessToken,
  });
  const course = await api<{ data: { _id: string } }>(baseURL, '/admin/course/add', {
    method: 'POST',
    token: admin.accessToken,
    body: JSON.stringify({
      title: 'Benchmark: a 1080p lecture',
      category: 'Graphic Design',
      level: 'Beginner',
      primaryLanguage: 'English',
      objectives: 'Measure',
      welcomeMessage: 'Welcome',
      price: 999,
      fakePrice: 1999,
      description: 'A course made by the video benchmark.',
      isPublished: true,
      curriculum: [
        {
          title: 'The lecture',
          videoUrl: uploaded.data.secure_url,
          public_id: uploaded.data.public_id,
          // Every course opens one lecture as a free preview; the student watches as an owner.
          freePreview: true,
        },
      ],
    }),
  });
  await api(baseURL, '/auth/register', {
    method: 'POST',
    body: JSON.stringify({ ...STUDENT, role: 'user' }),
  });
  const student = await login(baseURL, STUDENT, 'user');
  await api(baseURL, '/admin/course/grant-manual-access', {
    method: 'POST',
    token: admin.accessToken,
    body: JSON.stringify({ id: course.data._id, studentIds: [student.user._id] }),
  });
  return { courseId: course.data._id, videoId: uploaded.data.public_id, admin, student };
}

/* What the page-side code uses of the browser (the scripts are compiled without the DOM's types). */
type BenchState = {
  playAt: number;
  firstFrameAt: number;
  stalls: number;
  stalledMs: number;
  stalledSince: number;
  heights: number[];
};
type PageVideo = {
  currentTime: number;
  ended: boolean;
  videoHeight: number;
  addEventListener(type: string, listener: () => void): void;
  requestVideoFrameCallback(callback: () => void): number;
};
type PageWindow = {
  document: { querySelector(selector: string): PageVideo | null };
  localStorage: { setItem(key: string, value: string): void };
  setInterval(callback: () => void, ms: number): number;
  bench: BenchState;
};

type Playback = {
  network: string;
  kind: string;
  firstFrameFromOpenMs: number;
  firstFrameFromPlayMs: number;
  stalls: number;
  stalledMs: number;
  /** Where playback was when the watch ended. */
  reachedSeconds: number;
  heights: number[];
  bytes: number;
};

/** Opens the lecture on a throttled network, presses Play, and watches. */
async function measure(
  browser: Browser,
  baseURL: string,
  student: Session,
  courseId: string,
  network: Network,
  kind: string,
): Promise<Playback> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ({ token, user }) => {
      const { localStorage } = globalThis as unknown as PageWindow;
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', user);
      localStorage.setItem('authData', 'true');
    },
    { token: student.accessToken, user: JSON.stringify(student.user) },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downloadKbps * 1000) / 8,
    uploadThroughput: (network.uploadKbps * 1000) / 8,
  });
  let bytes = 0;
  // Bytes as they arrive: a video's request may still be open when the watch ends.
  cdp.on('Network.dataReceived', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });

  await page.goto(`${baseURL}/course-progress/${courseId}`);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.waitFor({ timeout: 120_000 });
  await page.evaluate(() => {
    const page = globalThis as unknown as PageWindow;
    const video = page.document.querySelector('video');
    if (!video) throw new Error('No video on the page');
    const state: BenchState = {
      playAt: 0,
      firstFrameAt: 0,
      stalls: 0,
      stalledMs: 0,
      stalledSince: 0,
      heights: [],
    };
    page.bench = state;
    // The first frame presented once playing: a frame shown while paused does not count.
    video.addEventListener('play', () => {
      if (state.playAt) return;
      state.playAt = performance.now();
      video.requestVideoFrameCallback(() => {
        state.firstFrameAt = performance.now();
      });
    });
    video.addEventListener('waiting', () => {
      if (state.firstFrameAt && !state.stalledSince) {
        state.stalls += 1;
        state.stalledSince = performance.now();
      }
    });
    video.addEventListener('playing', () => {
      if (state.stalledSince) state.stalledMs += performance.now() - state.stalledSince;
      state.stalledSince = 0;
    });
    page.setInterval(() => {
      if (video.videoHeight && state.heights.at(-1) !== video.videoHeight)
        state.heights.push(video.videoHeight);
    }, 1000);
  });
  await play.click();
  await page.waitForFunction(() => (globalThis as unknown as PageWindow).bench.firstFrameAt > 0, undefined, {
    timeout: 180_000,
    polling: 100,
  });
  // The first `WATCH_SECONDS` after the first frame, as a student would sit through them.
  await page.waitForTimeout(WATCH_SECONDS * 1000);
  const state = await page.evaluate(() => {
    const { bench } = globalThis as unknown as PageWindow;
    const stalledNow = bench.stalledSince ? performance.now() - bench.stalledSince : 0;
    const video = (globalThis as unknown as PageWindow).document.querySelector('video');
    return { ...bench, stalledMs: bench.stalledMs + stalledNow, reached: video?.currentTime ?? 0 };
  });
  await context.close();
  return {
    network: network.name,
    kind,
    firstFrameFromOpenMs: state.firstFrameAt,
    firstFrameFromPlayMs: state.firstFrameAt - state.playAt,
    stalls: state.stalls,
    stalledMs: state.stalledMs,
    reachedSeconds: state.reached,
    heights: state.heights,
    bytes,
  };
}

async function waitForStream(baseURL: string, token: string, videoId: string) {
  let startedAt = 0;
  for (;;) {
    const { data } = await api<{ data: { status: string; progress: number; error: string | null }[] }>(
      baseURL,
      `/admin/media/streams?ids=${videoId}`,
      { token },
    );
    const stream = data[0];
    if (stream?.status === 'processing' && !startedAt) startedAt = Date.now();
    if (stream?.status === 'ready') return (Date.now() - (startedAt || Date.now())) / 1000;
    if (stream?.status === 'failed' || stream?.status === 'unavailable')
      throw new Error(`The stream is ${stream.status}: ${stream.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'kalakriti-bench-video-'));
  const dataDir = path.join(work, 'data');
  let server: Running | undefined;
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const video = path.join(work, 'lecture-1080p.mp4');
    console.error(`Making a ${MINUTES}-minute 1080p test video…`);
    makeTestVideo(video);
    const videoBytes = statSync(video).size;

    server = await startServer(dataDir, false);
    console.error('Uploading it, and making its course…');
    const { courseId, videoId, admin, student } = await prepareCourse(server.baseURL, video);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${HOST}`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    const results: Playback[] = [];
    for (const network of NETWORKS) {
      console.error(`MP4 at ${network.name}…`);
      results.push(await measure(browser, server.baseURL, student, courseId, network, 'MP4 (1080p file)'));
    }
    await server.stop();

    server = await startServer(dataDir, true);
    console.error('Transcoding…');
    const transcodeSeconds = await waitForStream(server.baseURL, admin.accessToken, videoId);
    for (const network of NETWORKS) {
      console.error(`HLS at ${network.name}…`);
      results.push(await measure(browser, server.baseURL, student, courseId, network, 'HLS (hls.js, Auto)'));
    }

    const load = loadavg().map((value) => value.toFixed(2));
    console.log(`### Video: ${MINUTES}-minute 1080p lecture, first ${WATCH_SECONDS} s of playback\n`);
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
        `${execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
          .toString()
          .trim()}, load average ${load.join(' / ')} at the end. ` +
        `Test video: ${(videoBytes / 1e6).toFixed(0)} MB.\n`,
    );
    console.log(
      '| network | video | first frame from opening | from Play | stalls | time stalled | played | heights played | bytes |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const result of results) {
      console.log(
        `| ${result.network} | ${result.kind} | ${seconds(result.firstFrameFromOpenMs)} | ` +
          `${seconds(result.firstFrameFromPlayMs)} | ${result.stalls} | ${seconds(result.stalledMs)} | ` +
          `${result.reachedSeconds.toFixed(0)} s | ` +
          `${result.heights.map((height) => `${height}p`).join(' → ')} | ${(result.bytes / 1e6).toFixed(1)} MB |`,
      );
    }
    console.log(
      `\nTranscoding (probe to ready, the whole ladder): ${transcodeSeconds.toFixed(0)} s for ${MINUTES} min, ` +
        `${(transcodeSeconds / MINUTES).toFixed(0)} s per minute of video.`,
    );
  } finally {
    await cleanUp();
  }
}

await main();

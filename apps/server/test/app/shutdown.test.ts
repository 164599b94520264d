import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundle, SHORT_LIVED_NODE_FLAGS } from '../support/commands';
import { fillWithMigratedPglite } from '../support/database';

/*
 * Issue 13: SIGTERM used to cut uploads after a hard-coded 10 s, leave the database open and
 * exit 1. The real server, as a process: an upload in flight when SIGTERM arrives finishes,
 * the database is closed (its folder's lock released) and the exit code is 0. And what a
 * killed process left in the media folder is cleared when the next one starts.
 */

const ADMIN = { email: 'owner@kalakriti.test', password: 'a long admin password' };

const LEFT_PARTIAL = 'video_6f1c2f9e-54a4-4f0e-9a53-0d6a8c1b2e3f.0123456789ab.partial';
const LEFT_ORPHAN = 'raw_0b7e4c1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c';

let dataDir: string;
let server: ChildProcess;
let origin: string;
let output = '';
let exited: Promise<number | null>;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls the health route until the server answers: what an orchestrator waits on too. */
async function untilHealthy(deadline = Date.now() + 90_000): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${output}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-shutdown-'));
  // A store that has run before: its database is there, so the start does not make one first.
  await fillWithMigratedPglite(dataDir);
  // What kill -9 leaves: a half-written upload, and a whole file whose row was never written.
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir);
  const anHourAgo = new Date(Date.now() - 60 * 60_000);
  for (const name of [LEFT_PARTIAL, LEFT_ORPHAN]) {
    writeFileSync(path.join(mediaDir, name), 'left behind by a killed process');
    utimesSync(path.join(mediaDir, name), anHourAgo, anHourAgo);
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, serverBundle()], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
      SHUTDOWN_GRACE_SECONDS: '60',
      LOG_LEVEL: 'info',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  await untilHealthy();
});

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start', () => {
  it('clears the partial uploads and unclaimed files a killed process left', async () => {
    const mediaDir = path.join(dataDir, 'media');
    await expect
      .poll(() => readdirSync(mediaDir).filter((name) => name === LEFT_PARTIAL || name === LEFT_ORPHAN), {
        timeout: 30_000,
      })
      .toEqual([]);
    // The sweep logs once it has finished, which can come a moment after the files are gone.
    await expect
      .poll(() => output, { timeout: 30_000 })
      .toContain('removed unfinished uploads and files no row claims');
  });
});

describe('SIGTERM', () => {
  it('lets an upload in flight finish, closes the database and exits 0', { timeout: 90_000 }, async () => {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const {
      data: { accessToken },
    } = (await login.json()) as { data: { accessToken: string } };

    const picture = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const boundary = 'kalakriti-shutdown-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, picture, tail]);
    const half = Math.floor(body.length / 2);

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = httpRequest(`${origin}/api/media/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          // The server's 100 Continue says it holds the request: only then is SIGTERM sent.
          expect: '100-continue',
        },
      });
      upload.on('continue', () => {
        upload.write(body.subarray(0, half), () => {
          server.kill('SIGTERM');
          // New connections are refused from now on; this one finishes its upload.
          setImmediate(() => upload.end(body.subarray(half)));
        });
      });
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      upload.on('error', reject);
    });

    const uploaded = await answer;
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(JSON.parse(uploaded.body)).toMatchObject({ success: true });
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down: finishing the requests in flight');
    expect(output).toContain('shut down cleanly');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

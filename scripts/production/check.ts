/**
 * The production check (issue 13), run by .ci/run after scripts/production/prepare.sh:
 * two instances of the production install (built code, no dev dependencies, Node 24,
 * NODE_ENV=production) on one PostgreSQL database with media in S3, checked from outside over
 * HTTP, the way an operator's first day would go:
 *
 *  1. both start at once, and the migrations run once;
 *  2. both answer their health routes;
 *  3. a course created on one, with its picture and video, is served by the other;
 *  4. a coupon's usage limit holds across both;
 *  5. one purchase through Razorpay (a local stand-in speaking its API) on the other instance;
 *  6. a rate limit holds across both; the metrics and the API documentation are served;
 *  7. SIGTERM stops both cleanly (exit 0);
 *  8. `npm run backup` of the production install (encrypted: production refuses a clear one),
 *     restored into a new database and a local media folder, serves the same course, media
 *     and sign-ins from a third instance.
 *
 * Usage: APP_DIR=<production install> NODE_BIN=<node 24> DATABASE_URL=<empty database> \
 *        tsx scripts/production/check.ts
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { createMediaSigner } from '../../apps/server/src/modules/media/signing';
import { startRazorpayStandIn } from '../../apps/server/test/stand-ins/razorpay';
import { startS3StandIn } from '../../apps/server/test/stand-ins/s3';
import { freePort } from '../../e2e/servers';

const runFile = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (see the header of scripts/production/check.ts)`);
  return value;
};
const appDir = required('APP_DIR');
const nodeBin = required('NODE_BIN');
const databaseUrl = required('DATABASE_URL');

const ADMIN = { email: 'owner@kalakriti.example', password: 'Production check: a long admin passphrase' };
const ENQUIRIES_PER_HOUR = 3;

type Instance = {
  name: string;
  origin: string;
  process: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
};

function step(message: string) {
  process.stdout.write(`  ✓ ${message}\n`);
}

function fail(message: string, instances: Instance[] = []): never {
  for (const instance of instances)
    process.stderr.write(`\n--- ${instance.name} log ---\n${instance.log()}\n`);
  throw new Error(message);
}

function expectStatus(
  response: { status: number },
  body: unknown,
  status: number,
  what: string,
  instances: Instance[],
) {
  if (response.status !== status)
    fail(`${what}: expected ${status}, got ${response.status}: ${JSON.stringify(body)}`, instances);
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(nodeBin, ['apps/server/dist/server.js'], {
    cwd: appDir,
    env: { PATH: process.env['PATH'] ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-40_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-40_000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, origin: `http://127.0.0.1:${port}`, process: child, log: () => output, exited };
}

async function untilReady(instance: Instance, instances: Instance[]) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      fail(`${instance.name} exited with ${instance.process.exitCode}`, instances);
    const ready = await fetch(`${instance.origin}/api/health/ready`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${instance.name} did not become ready`, instances);
}

async function call<T = { success: boolean; message?: string; data?: never }>(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${instance.origin}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, body: body as T };
}

async function bytesOf(instance: Instance, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, instance.origin));
  if (!response.ok) throw new Error(`GET ${url} on ${instance.name}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The lecture's `videoUrl` on this instance is its stream's master playlist, and the instance
 * serves it, its first rendition's playlist and that rendition's first segment.
 */
async function expectStreamServed(instance: Instance, videoUrl: string, instances: Instance[]) {
  if (!/\/api\/media\/hls\/[^/]+\/\d+\/[^/]+\/master\.m3u8$/.test(videoUrl))
    fail(`${instance.name} gives no stream for the lecture: ${videoUrl}`, instances);
  const uris = (playlist: Buffer) =>
    playlist
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
  const base = new URL(videoUrl, instance.origin);
  const rendition = new URL(uris(await bytesOf(instance, base.href))[0] ?? '', base);
  const segment = new URL(uris(await bytesOf(instance, rendition.href))[0] ?? '', rendition);
  if ((await bytesOf(instance, segment.href))[0] !== 0x47)
    fail(`${instance.name} served a segment that is not MPEG-TS`, instances);
}

/** Waits until the video's adaptive stream is ready in that database; answers its renditions. */
async function untilStreamReady(url: string, publicId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query<{
        status: string;
        error: string | null;
        renditions: { name: string }[];
      }>('select status, error, renditions from video_streams where public_id = $1', [publicId]);
      const stream = rows[0];
      if (stream?.status === 'ready') return stream.renditions.map((rendition) => rendition.name).join(', ');
      if (stream?.status === 'failed' || stream?.status === 'unavailable') {
        throw new Error(`the video's stream is ${stream.status}: ${stream.error ?? ''}`);
      }
      if (Date.now() > deadline)
        throw new Error(`the video's stream is still ${stream?.status ?? 'not queued'}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const s3 = await startS3StandIn();
  const razorpay = await startRazorpayStandIn({ keySecret: randomBytes(24).toString('base64url') });
  const common: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'https://store.kalakriti.example',
    TRUST_PROXY_HOPS: '1',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    MEDIA_SIGNING_SECRET: randomBytes(36).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    GSTIN: '27AAPFU0939F1ZV',
    GST_LEGAL_NAME: 'Kalakriti Design Academy LLP',
    GST_ADDRESS: 'Shivaji Nagar, Pune 411005',
    // The check reads no email: what its students are sent stays in the outbox, on purpose.
    MAIL_HOLD: 'true',
    ...s3.env(),
    ENQUIRY_RATE_LIMIT_PER_HOUR: String(ENQUIRIES_PER_HOUR),
    METRICS_TOKEN: randomBytes(36).toString('base64url'),
    LOG_LEVEL: 'info',
    ...razorpay.env(),
  };
  const instances: Instance[] = [];
  try {
    // 1. Both at once, each with its own DATA_DIR (nothing shared but the database and S3).
    for (const name of ['instance A', 'instance B']) {
      instances.push(
        await startInstance(name, { ...common, DATA_DIR: path.join(appDir, `data-${name.at(-1)}`) }),
      );
    }
    const [a, b] = instances as [Instance, Instance];
    await Promise.all(instances.map((instance) => untilReady(instance, instances)));
    const nodeVersion = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
    step(`both instances ready on Node ${nodeVersion}, NODE_ENV=production, PostgreSQL and S3 media`);

    const journal = JSON.parse(
      readFileSync(path.join(appDir, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const applied = await client.query<{ count: string }>(
      'select count(*) from drizzle.__drizzle_migrations',
    );
    const instanceRows = await client.query<{ count: string }>('select count(*) from server_instances');
    await client.end();
    if (Number(applied.rows[0]?.count) !== journal.entries.length) {
      fail(
        `migrations: ${applied.rows[0]?.count} applied, ${journal.entries.length} in the journal`,
        instances,
      );
    }
    if (Number(instanceRows.rows[0]?.count) !== 2)
      fail(`expected 2 registered instances, got ${instanceRows.rows[0]?.count}`, instances);
    step(`migrations ran once (${journal.entries.length} recorded) with two instances starting together`);

    // 3. A course made on A, with media uploaded to A, served by B.
    const login = await call<{ data: { accessToken: string } }>(a, 'POST', '/api/auth/login', {
      json: ADMIN,
    });
    expectStatus(login, login.body, 200, 'admin sign-in on A', instances);
    const admin = login.body.data.accessToken;
    const picture = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: { r: 196, g: 84, b: 48 } },
    })
      .png()
      .toBuffer();
    const video = readFileSync(path.join(repositoryRoot, 'apps/server/seed/media/videos/pen.mp4'));
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      const response = await call<{ data: { secure_url: string; public_id: string; preview_url?: string } }>(
        a,
        'POST',
        '/api/media/upload',
        {
          token: admin,
          form,
        },
      );
      expectStatus(response, response.body, 201, `upload of ${name} to A`, instances);
      return response.body.data;
    };
    const banner = await upload(picture, 'banner.png', 'image/png');
    const lecture = await upload(video, 'introduction.mp4', 'video/mp4');
    const created = await call<{ data: { _id: string } }>(a, 'POST', '/api/admin/course/add', {
      token: admin,
      json: {
        title: 'Production Check: Poster Design',
        category: 'Graphic Design',
        level: 'Beginner',
        primaryLanguage: 'English',
        subtitle: 'Made on one instance, served by the other',
        description: 'A course created by the production check.',
        objectives: 'Grids, Type',
        welcomeMessage: 'Welcome!',
        price: 999,
        fakePrice: 1999,
        image: banner.secure_url,
        curriculum: [
          {
            title: 'Introduction',
            videoUrl: lecture.secure_url,
            public_id: lecture.public_id,
            freePreview: true,
          },
        ],
      },
    });
    expectStatus(created, created.body, 201, 'course created on A', instances);
    const courseId = created.body.data._id;
    const detail = await call<{ data: { image: string; curriculum: { videoUrl: string }[] } }>(
      b,
      'GET',
      `/api/student/course/get/details/${courseId}`,
    );
    expectStatus(detail, detail.body, 200, 'course detail on B', instances);
    const servedPicture = await bytesOf(b, detail.body.data.image);
    // The file itself, by the link A signed when it stored it (the lecture's own URL becomes
    // its stream as soon as the transcoding is done, which may be before this call).
    const servedVideo = await bytesOf(b, lecture.preview_url ?? '');
    if (!servedVideo.equals(video)) fail('the video B served differs from the one uploaded to A', instances);
    if ((await sharp(servedPicture).metadata()).format === undefined) fail('B served no picture', instances);
    step('a course created on A, with its picture and video, is served by B');

    const streamReady = await untilStreamReady(databaseUrl, lecture.public_id);
    if (!s3.objects.has(`${lecture.public_id}.hls/master.m3u8`))
      fail('the HLS master playlist is not in S3', instances);
    // As the admin: a visitor's detail may come from the 1 s cache of decision 005, from before the stream was ready.
    const streamed = await call<{ data: { curriculum: { videoUrl: string }[] } }>(
      a,
      'GET',
      `/api/student/course/get/details/${courseId}`,
      { token: admin },
    );
    await expectStreamServed(b, streamed.body.data.curriculum[0]?.videoUrl ?? '', instances);
    step(
      `the lecture video was transcoded to HLS in the background (${streamReady}), signed by A and served by B`,
    );

    // 4 and 5. A coupon with one use, wanted by two students on two instances; one purchase.
    const coupon = await call(b, 'POST', '/api/admin/coupon/create', {
      token: admin,
      json: {
        code: 'ONEONLY',
        discountType: 'percentage',
        discountValue: 10,
        usageLimit: 1,
        applicableTo: 'all',
      },
    });
    expectStatus(coupon, coupon.body, 201, 'coupon created on B', instances);
    const student = async (instance: Instance, name: string) => {
      const credentials = {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@students.example`,
        phone: '+91 98220 12345',
        password: `A long passphrase for ${name}`,
      };
      const registered = await call(instance, 'POST', '/api/auth/register', { json: credentials });
      expectStatus(registered, registered.body, 201, `registration of ${name}`, instances);
      const signedIn = await call<{ data: { accessToken: string; user: { _id: string } } }>(
        instance,
        'POST',
        '/api/auth/login',
        {
          json: { email: credentials.email, password: credentials.password },
        },
      );
      expectStatus(signedIn, signedIn.body, 200, `sign-in of ${name}`, instances);
      return { token: signedIn.body.data.accessToken, id: signedIn.body.data.user._id };
    };
    const asha = await student(a, 'Asha Patil');
    const rohan = await student(b, 'Rohan Deshmukh');
    const order = await call<{ data: { orderId: string; razorpayOrderId: string; amount: number } }>(
      a,
      'POST',
      '/api/student/order/create-order',
      { token: asha.token, json: { userId: asha.id, courseId, couponCode: 'ONEONLY' } },
    );
    expectStatus(order, order.body, 200, "Asha's order with the coupon on A", instances);
    const second = await call(b, 'POST', '/api/student/order/create-order', {
      token: rohan.token,
      json: { userId: rohan.id, courseId, couponCode: 'ONEONLY' },
    });
    if (second.status < 400 || second.status >= 500) {
      fail(
        `Rohan's order on B took a coupon already held on A: ${second.status} ${JSON.stringify(second.body)}`,
        instances,
      );
    }
    step(
      `a coupon limited to one use holds across instances (B answered ${second.status}: ${second.body.message ?? ''})`,
    );

    const paid = razorpay.pay(order.body.data.razorpayOrderId);
    const verified = await call(b, 'POST', '/api/student/order/verify-payment', {
      token: asha.token,
      json: {
        orderId: order.body.data.orderId,
        razorpayOrderId: order.body.data.razorpayOrderId,
        razorpayPaymentId: paid.paymentId,
        razorpaySignature: paid.signature,
      },
    });
    expectStatus(verified, verified.body, 200, 'payment verified on B', instances);
    const access = await call<{ data: unknown }>(
      a,
      'GET',
      `/api/student/course/purchase-info/${courseId}/${asha.id}`,
      {
        token: asha.token,
      },
    );
    expectStatus(access, access.body, 200, 'purchase info on A', instances);
    if (access.body.data !== true)
      fail(`A does not see Asha's purchase: ${JSON.stringify(access.body)}`, instances);
    const invoice = await fetch(`${a.origin}/api/orders/${order.body.data.orderId}/invoice`, {
      headers: { authorization: `Bearer ${asha.token}` },
    });
    if (invoice.status !== 200 || invoice.headers.get('content-type') !== 'application/pdf') {
      fail(`the invoice on A answered ${invoice.status} ${invoice.headers.get('content-type')}`, instances);
    }
    step(
      `one purchase: ordered on A, paid through Razorpay, verified on B, owned and invoiced on A (₹${(order.body.data.amount / 100).toFixed(2)} with the coupon)`,
    );

    // 6. The enquiry limit, from one client address behind the proxy, across both instances.
    const enquiry = (n: number) => ({
      name: 'Priya Joshi',
      email: `priya.${n}@example.com`,
      phone: '+91 98220 12345',
      address: 'Flat 4, Shivaji Nagar, Pune 411005',
      subject: 'Weekend batch',
      gender: 'female',
      message: 'When does the next offline batch start?',
    });
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let n = 0; n < ENQUIRIES_PER_HOUR; n += 1) {
      const sent = await call(n % 2 === 0 ? a : b, 'POST', '/api/enquiries', {
        json: enquiry(n),
        headers: from,
      });
      expectStatus(sent, sent.body, 201, `enquiry ${n + 1}`, instances);
    }
    const over = await call(b, 'POST', '/api/enquiries', { json: enquiry(99), headers: from });
    expectStatus(over, over.body, 429, `enquiry ${ENQUIRIES_PER_HOUR + 1}, over the limit`, instances);
    step(
      `the rate limit holds across instances (${ENQUIRIES_PER_HOUR} enquiries an hour, the next answered 429)`,
    );

    const metrics = await fetch(`${b.origin}/metrics`, {
      headers: { authorization: `Bearer ${common['METRICS_TOKEN'] ?? ''}` },
    });
    const scraped = await metrics.text();
    if (
      !scraped.includes('store_http_requests_total{method="POST",route="/api/student/order/verify-payment"')
    ) {
      fail(`B's metrics do not count the payment verification:\n${scraped.slice(0, 2000)}`, instances);
    }
    const openapi = await call<{ openapi: string; paths: Record<string, unknown> }>(
      b,
      'GET',
      '/api/docs/json',
    );
    expectStatus(openapi, openapi.body, 200, 'the OpenAPI document on B', instances);
    if (!openapi.body.paths['/api/student/order/create-order'])
      fail('the OpenAPI document lacks create-order', instances);
    const reader = await fetch(`${b.origin}/api/docs`, { redirect: 'follow' });
    if (!reader.ok || !(reader.headers.get('content-type') ?? '').startsWith('text/html')) {
      fail(`the API reader answered ${reader.status} ${reader.headers.get('content-type')}`, instances);
    }
    step(
      `metrics (with METRICS_TOKEN) and the API documentation (OpenAPI ${openapi.body.openapi}) are served`,
    );

    // 7. A clean stop.
    for (const instance of instances) instance.process.kill('SIGTERM');
    const codes = await Promise.all(instances.map((instance) => instance.exited));
    if (codes.some((code) => code !== 0)) fail(`exit codes after SIGTERM: ${codes.join(', ')}`, instances);
    step('SIGTERM stopped both instances cleanly (exit 0)');

    // 8. Backup, restore into a new database with media on local disk, and serve from it.
    const backups = path.join(appDir, 'backups');
    // Asynchronous: the S3 stand-in answering the CLI lives in this process.
    const runCli = async (script: string, args: string[], env: Record<string, string>) => {
      try {
        await runFile(nodeBin, [`apps/server/dist/cli/${script}`, ...args], {
          cwd: appDir,
          env: { PATH: process.env['PATH'] ?? '', ...env },
        });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        fail(`${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
      }
    };
    // Production refuses a clear archive (issue 25): encrypted with a passphrase here, as age files.
    const passphraseFile = path.join(appDir, 'backup-passphrase');
    writeFileSync(passphraseFile, `${randomBytes(24).toString('base64')}\n`, { mode: 0o600 });
    await runCli('backup.js', ['--output', backups], {
      ...common,
      DATA_DIR: path.join(appDir, 'data-A'),
      BACKUP_PASSPHRASE_FILE: passphraseFile,
    });
    const archive = readdirSync(backups).find((name) => name.endsWith('.tar.gz.age'));
    if (!archive) fail('npm run backup wrote no encrypted archive');
    const restoredUrl = new URL(databaseUrl);
    restoredUrl.pathname = `${restoredUrl.pathname}_restored`;
    const server = new pg.Client({ connectionString: databaseUrl });
    await server.connect();
    await server.query(`drop database if exists ${restoredUrl.pathname.slice(1)} with (force)`);
    await server.query(`create database ${restoredUrl.pathname.slice(1)}`);
    await server.end();
    const restoredEnv = {
      ...common,
      DATABASE_URL: restoredUrl.toString(),
      MEDIA_STORAGE: 'local',
      DATA_DIR: path.join(appDir, 'data-restored'),
    };
    await runCli(
      'restore.js',
      [path.join(backups, archive), '--passphrase-file', passphraseFile],
      restoredEnv,
    );
    const restored = await startInstance('instance C (restored)', restoredEnv);
    instances.push(restored);
    await untilReady(restored, instances);
    const again = await call<{ data: { curriculum: { videoUrl: string }[] } }>(
      restored,
      'GET',
      `/api/student/course/get/details/${courseId}`,
    );
    expectStatus(again, again.body, 200, 'course detail on the restored instance', instances);
    const signer = createMediaSigner(common.MEDIA_SIGNING_SECRET ?? '');
    if (!(await bytesOf(restored, signer.signedUrl(lecture.public_id))).equals(video)) {
      fail('the restored instance serves another video', instances);
    }
    await untilStreamReady(restoredUrl.toString(), lecture.public_id);
    const restreamed = await call<{ data: { curriculum: { videoUrl: string }[] } }>(
      restored,
      'GET',
      `/api/student/course/get/details/${courseId}`,
      { token: admin },
    );
    await expectStreamServed(restored, restreamed.body.data.curriculum[0]?.videoUrl ?? '', instances);
    const stillOwned = await call<{ data: unknown }>(
      restored,
      'GET',
      `/api/student/course/purchase-info/${courseId}/${asha.id}`,
      {
        token: asha.token,
      },
    );
    expectStatus(
      stillOwned,
      stillOwned.body,
      200,
      "Asha's purchase, with her token from before the backup",
      instances,
    );
    await untilStreamReady(restoredUrl.toString(), lecture.public_id);
    const adminAgain = await call(restored, 'POST', '/api/auth/login', { json: ADMIN });
    expectStatus(adminAgain, adminAgain.body, 200, 'admin sign-in on the restored instance', instances);
    restored.process.kill('SIGTERM');
    if ((await restored.exited) !== 0) fail('the restored instance did not stop cleanly', instances);
    step(
      `npm run backup → ${archive}, restored into a new database and local media: same course, video and sign-ins; the HLS stream remade`,
    );
  } finally {
    for (const instance of instances)
      if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    await s3.close();
    await razorpay.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nProduction check failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

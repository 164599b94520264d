/**
 * PDF benchmark (issue 25): `node scripts/bench-pdf.mjs http://127.0.0.1:PORT`.
 *
 * Against a running server with the demo data (SEED_DEMO=true, a fresh DATA_DIR): signs in as
 * the demo student, buys a course through the sandbox and measures `GET /api/health/live`, one
 * request every 20 ms, first alone, then while four downloads of that order's invoice PDF run
 * side by side (two rounds: with the warm-up, nine downloads, under the per-account limit of ten a minute). Prints p50 and max of each, and how long the downloads took.
 * Before issue 25 each PDF was laid out on the event loop and held the health check for as long.
 * Not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const ROUNDS = 2;
const PARALLEL = 4;

async function call(method, path, { body, token } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A paid order of the demo student's, bought as a student buys: answers its id and the token. */
async function paidOrder() {
  const login = await call('POST', '/api/auth/login', {
    body: { email: 'student@kalakriti.test', password: 'student-demo-2026' },
  });
  const { accessToken: token, user } = login.data;
  const courses = (await call('GET', '/api/student/course/get', { token })).data;
  const course = courses.find((candidate) => candidate.price > 0);
  const order = (
    await call('POST', '/api/student/order/create-order', {
      token,
      body: { userId: user._id, courseId: course._id },
    })
  ).data;
  const paid = await call('POST', '/api/payments/sandbox/pay', {
    token,
    body: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
  });
  await call('POST', '/api/student/order/verify-payment', {
    token,
    body: {
      orderId: order.orderId,
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });
  return { orderId: order.orderId, token };
}

/** health/live latencies (ms), one request every 20 ms, until `done` settles. */
async function probeHealth(done) {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies = [];
  while (!finished) {
    const started = performance.now();
    await fetch(`${base}/api/health/live`).then((response) => response.arrayBuffer());
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `p50 ${p50.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} requests)`;
};

const { orderId, token } = await paidOrder();
const download = async () => {
  const response = await fetch(`${base}/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`invoice: ${response.status} ${bytes.subarray(0, 200).toString()}`);
  }
};
// A first download starts the workers (or loads the fonts): the rounds measure a warm server.
await download();

console.log(`health/live alone: ${summary(await probeHealth(sleep(2000)))}`);
const during = [];
const rounds = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  const downloads = Promise.all(Array.from({ length: PARALLEL }, download));
  during.push(...(await probeHealth(downloads)));
  await downloads;
  rounds.push(performance.now() - started);
}
console.log(`health/live during ${PARALLEL} parallel invoice PDFs: ${summary(during)}`);
console.log(
  `${PARALLEL} parallel invoice PDFs took ${rounds.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
);

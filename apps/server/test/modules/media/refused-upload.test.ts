import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../support/app';

/*
 * Issue 25: an upload the server refuses before reading its body (a student's token, an expired
 * session, a wrong type) was answered and the connection reset under the body still being sent:
 * in 14 of 20 tries Node's fetch saw EPIPE, not the answer, and the admin's page said "network
 * error". The refusal now arrives as JSON, every time.
 */

let t: TestApp;
let base: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  studentToken = (await registerAndLogin(t.app)).token;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'refused-upload-boundary';
const encoder = new TextEncoder();

/**
 * `pieces` of 512 KB between `head` and `tail`, sent as a phone on a slow link sends them: with
 * pauses between, so the server's answer arrives while the body is still on its way.
 */
function slowly(
  pieces: number,
  head = new Uint8Array(),
  tail = new Uint8Array(),
): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0 && head.length > 0) controller.enqueue(head);
      if (sent === pieces) {
        if (tail.length > 0) controller.enqueue(tail);
        controller.close();
        return;
      }
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(new Uint8Array(512 * 1024));
    },
  });
}

/** An 8 MB video in a multipart form, as the admin's upload sends it, sent slowly. */
function slowForm(): { body: ReadableStream<Uint8Array>; duplex: 'half'; headers: Record<string, string> } {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lecture.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  return {
    body: slowly(16, head, tail),
    duplex: 'half',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe('an upload refused before its body is read', () => {
  it('answers a student 403 in JSON, not a reset connection, 20 times in 20', async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        const { headers, ...form } = slowForm();
        const response = await fetch(`${base}/api/media/upload`, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${studentToken}` },
          ...form,
        });
        outcomes.push(`${response.status} ${((await response.json()) as { message: string }).message}`);
      } catch (error) {
        outcomes.push(`failed: ${String((error as { cause?: unknown }).cause ?? error)}`);
      }
    }
    expect(outcomes).toEqual(Array(20).fill('403 Only admins can do this.'));
  });

  it('answers an expired or missing session 401 in JSON', async () => {
    const { headers, ...form } = slowForm();
    const response = await fetch(`${base}/api/media/raw/upload`, {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer not-a-token' },
      ...form,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it('answers a refused resumable chunk in JSON too', async () => {
    const response = await fetch(`${base}/api/media/uploads/anything`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${studentToken}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: slowly(16),
      duplex: 'half',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });
});

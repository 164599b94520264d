import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * An app that sends its mail (through its job queue: drain it) to a local SMTP server the test
 * reads, with links to https://store.example; both made before the file's tests and closed
 * after them. Call it at the top level of the file; read `t` and `smtp` inside tests only.
 * `addressPrefix` ("10.1") starts the client addresses `freshAddress` hands out.
 */
export function useMailCapture(addressPrefix: string) {
  let smtp: TestSmtpServer | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://store.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const current = () => {
    if (!t || !smtp) throw new Error('The mail capture is made in beforeAll: read it inside a test');
    return { t, smtp };
  };

  let addressCounter = 0;
  return {
    get t() {
      return current().t;
    },
    get smtp() {
      return current().smtp;
    },
    /** A client address of its own, so one test's requests do not count against another's limit. */
    freshAddress: () => `${addressPrefix}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
  };
}

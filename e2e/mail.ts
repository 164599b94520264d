import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpServer } from '../apps/server/test/support/smtp';

/*
 * The e2e servers send real mail over SMTP to a real SMTP server (the one the API tests use),
 * started by the global setup in the runner. The tests run in worker processes, so the runner
 * also serves what arrived over HTTP (E2E_MAIL_URL) for them to read.
 */

export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
};

/** Starts the SMTP server and its reading endpoint; answers the SMTP URL, the reading URL and a stop. */
export async function startMailCatcher(): Promise<{
  smtpUrl: string;
  readUrl: string;
  stop(): Promise<void>;
}> {
  const smtp = await startSmtpServer();
  const reader: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to') ?? '';
    const mails: CaughtMail[] = smtp.to(to).map(({ to: recipients, subject, text, html, attachments }) => ({
      to: recipients,
      subject,
      text,
      html,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const { port } = reader.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    readUrl: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** The mail that reached `address` so far, oldest first (read from a test's worker). */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const readUrl = process.env['E2E_MAIL_URL'];
  if (!readUrl) throw new Error('The global setup sets E2E_MAIL_URL');
  const response = await fetch(`${readUrl}?to=${encodeURIComponent(address.toLowerCase())}`);
  return (await response.json()) as CaughtMail[];
}

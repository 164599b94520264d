import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, parsed. */
export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

export type TestSmtpServer = {
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages to `address` so far. */
  to(address: string): ReceivedMail[];
  /** From now on, refuse every message with a temporary failure (a mail server outage). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
};

const USER = 'academy';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, requiring the
 * credentials in its URL, that keeps what arrives for the test to read.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            headers: mail.headers,
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { Executor } from '../db/client';
import { type Mailer, REMOVED_SECRET, storedAttachments } from './mail/mailer';

/*
 * Sending a message of the outbox again (issue 26): a new message, a copy of the old one with its
 * attachments, so the outbox keeps what happened to each. It reads through the mailer and
 * writes through `send`.
 */

export type ResendRefusal = 'not-found' | 'link-removed' | 'still-sending' | 'held';

/**
 * Writes message `id` again as a new message and schedules its delivery. Refused when there is
 * no such message, when its one-time link was blanked out (REMOVED_SECRET: resending it would
 * hand the student a dead link), while it still waits to be sent, and when nothing is delivered
 * (no SMTP: the copy would only be held beside the original). A link still alive goes with the
 * copy, valid as long as it was, and is blanked out of the copy once delivered.
 */
export async function resendMessage(
  db: Executor,
  mailer: Mailer,
  id: string,
): Promise<{ id: string } | { refused: ResendRefusal }> {
  const message = await mailer.find(id);
  if (!message) return { refused: 'not-found' };
  if (message.html.includes(REMOVED_SECRET) || message.text.includes(REMOVED_SECRET)) {
    return { refused: 'link-removed' };
  }
  if (message.status === 'queued') return { refused: 'still-sending' };
  if (!mailer.delivers) return { refused: 'held' };
  const attachments = await storedAttachments(db, message.id);
  const validForMs = message.secretExpiresAt ? message.secretExpiresAt.getTime() - Date.now() : 0;
  if (message.secret && validForMs <= 0) return { refused: 'link-removed' };
  return mailer.send(db, {
    kind: message.kind,
    to: message.toAddress,
    subject: message.subject,
    html: message.html,
    text: message.text,
    userId: message.userId,
    attachments,
    ...(message.secret ? { secret: { value: message.secret, validForMs } } : {}),
  });
}

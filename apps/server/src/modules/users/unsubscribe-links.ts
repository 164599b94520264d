import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/ids';

/*
 * The unsubscribe links of marketing mail (issue 30, RFC 8058): `<account id>.<signature>`. They
 * do not expire, as such a link must work for as long as the mail sits in an inbox; all one can
 * do with it is switch that account's marketing mail off.
 */

const PURPOSE = 'marketing-emails-unsubscribe';

const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

/** The token of `userId`'s unsubscribe links, signed with the server's secret. */
export const unsubscribeToken = (secret: string, userId: string): string =>
  `${userId}.${signatureOf(secret, userId)}`;

/** The account a token was made for, or nothing for a token this server did not sign. */
export function accountOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(userId)) return undefined;
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

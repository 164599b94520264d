import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/ids';

/*
 * A gift's claim link carries `<order id>.<link version>.<signature>` after the `#` of
 * /gift, so it reaches neither the server's logs nor another site's Referer. It does not
 * expire (a gift may wait in an inbox for weeks); correcting the address raises the version,
 * and the links sent before stop working.
 */

const PURPOSE = 'gift-claim';

const signatureOf = (secret: string, orderId: string, version: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${orderId}:${version}`).digest('base64url');

export const giftToken = (secret: string, orderId: string, version: number): string =>
  `${orderId}.${version}.${signatureOf(secret, orderId, version)}`;

/** The gift and link version a token was made for, or nothing for one this server did not sign. */
export function readGiftToken(
  secret: string,
  token: string,
): { orderId: string; version: number } | undefined {
  const [orderId = '', versionText = '', signature = '', ...rest] = token.split('.');
  const version = Number(versionText);
  if (rest.length > 0 || !isUuid(orderId) || !Number.isSafeInteger(version) || version < 1) return undefined;
  const expected = Buffer.from(signatureOf(secret, orderId, version));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { orderId, version }
    : undefined;
}

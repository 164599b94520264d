import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads what is left of a refused request's body and drops it, up to `limitBytes`; answers whether
 * the body ended. A server that answers and closes while the client is still sending makes the
 * client's next write fail (EPIPE, a reset), and the client then reports a network failure and
 * never reads the answer.
 */
function discardBody(raw: IncomingMessage, limitBytes: number): Promise<boolean> {
  const ended = () => raw.complete || raw.readableEnded;
  // A parser that read the body to its end leaves nothing to wait for (nor does a closed socket).
  if (ended() || raw.destroyed || !raw.readable) return Promise.resolve(ended());
  return new Promise((resolve) => {
    let received = 0;
    const finish = (whole: boolean) => {
      raw.off('data', count);
      raw.off('end', onEnd);
      raw.off('close', closed);
      raw.off('error', closed);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const closed = () => finish(ended());
    raw.on('data', count);
    raw.once('end', onEnd);
    raw.once('close', closed);
    raw.once('error', closed);
    // A multipart parser the refusal interrupted may still be reading: the rest is only dropped.
    raw.unpipe();
    raw.resume();
  });
}

/**
 * An `onSend` hook for routes that take large bodies (uploads): a refusal sent before the body
 * has arrived (a student's token, an expired session, a type or size refused from the first
 * bytes) waits until the rest, up to `limitBytes`, has been read and dropped, so the client reads
 * the answer and the connection stays usable (issue 25). A body past the limit is not waited
 * for: the answer goes out and the connection closes.
 */
export function answerRefusalsAfterBody(limitBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 && !request.raw.complete && !request.raw.readableEnded) {
      const whole = await discardBody(request.raw, limitBytes);
      if (!whole) reply.header('connection', 'close');
    }
    return payload;
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response. Scripts only from our origin. Styles allow
 * inline because the toast library and React's `style` props set them at run time; nothing
 * user-supplied reaches a style.
 *
 * Helmet's middleware is built once, here. (@fastify/helmet, used before, builds it again for
 * every request, parsing the policy each time: 8 % of the CPU of a cached course detail.) We use
 * none of its per-route options or nonces, and the headers are the same.
 *
 * With the Razorpay gateway the storefront loads Razorpay Checkout, which runs its script from
 * checkout.razorpay.com and its payment form in a frame from api.razorpay.com; those origins are
 * allowed only then.
 */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { razorpayCheckout?: boolean; inlineScriptHashes?: string[] }) => {
    const razorpay = options.razorpayCheckout
      ? RAZORPAY_CHECKOUT
      : { script: [], frame: [], connect: [], img: [] };
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...razorpay.script, ...(options.inlineScriptHashes ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...razorpay.img],
          mediaSrc: ["'self'", 'blob:'],
          // hls.js transmuxes the stream in a worker it makes from a blob.
          workerSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...razorpay.connect],
          frameSrc: ["'self'", ...razorpay.frame],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
        done(error instanceof Error ? error : undefined);
      });
    });
  },
  { name: 'security' },
);

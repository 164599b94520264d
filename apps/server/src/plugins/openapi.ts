import { STATUS_CODES } from 'node:http';
import { errorResponseSchema } from '@academy/shared/auth';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import type { Access } from './auth';

/** Where the reader is; the document itself is at `${DOCS_PREFIX}/json` (and `/yaml`). */
export const DOCS_PREFIX = '/api/docs';

/** A request body Fastify does not parse itself: a multipart upload, or bytes read raw. */
export type OpenapiBody = {
  contentType: string;
  description: string;
  /** The file fields of a multipart upload, by name: what goes in them. */
  files?: Record<string, { description: string; repeated?: boolean }>;
  /** The shape of a body the handler parses itself. */
  schema?: z.ZodType;
};

/** An answer that is not JSON (a file, a PDF, a CSV): its media types and what it is. */
export type OpenapiResponse = { contentTypes: readonly string[]; description: string };

declare module 'fastify' {
  interface FastifySchema {
    /** For the API document only (nothing validates it): a body no zod schema describes. */
    openapiBody?: OpenapiBody;
    /** For the API document only: answers that are not JSON, by status code. */
    openapiResponses?: Record<number, OpenapiResponse>;
  }
}

/**
 * One tag per module (apps/server/src/modules/<module>), found from the routes plugin that
 * declared the route. A new routes plugin needs its line here: test/app/openapi.test.ts fails on
 * an untagged operation.
 */
const MODULE_OF_PLUGIN: Record<string, string> = {
  accountRoutes: 'account',
  adminJobRoutes: 'admin-jobs',
  adminOrderRoutes: 'admin-orders',
  adminRoutes: 'admin',
  auditRoutes: 'audit',
  assetRoutes: 'assets',
  authRoutes: 'auth',
  billingRoutes: 'billing',
  bundleRoutes: 'bundles',
  cartRoutes: 'cart',
  certificateRoutes: 'certificates',
  clientErrorRoutes: 'client-errors',
  couponRoutes: 'coupons',
  couponQuoteRoutes: 'coupons',
  courseRoutes: 'courses',
  captionRoutes: 'courses',
  enquiryRoutes: 'enquiries',
  giftRoutes: 'gifts',
  healthRoutes: 'health',
  invoiceRoutes: 'invoices',
  manualAccessRoutes: 'manual-access',
  mediaRoutes: 'media',
  mediaUploadRoutes: 'media',
  mediaRemovalRoutes: 'media',
  mediaResumableRoutes: 'media',
  mediaStreamRoutes: 'media',
  offlineRoutes: 'offline',
  orderRoutes: 'orders',
  checkoutRoutes: 'orders',
  outboxRoutes: 'outbox',
  paymentRoutes: 'payments',
  progressRoutes: 'progress',
  projectRoutes: 'projects',
  projectReviewRoutes: 'projects',
  purchaseRoutes: 'purchases',
  refundRoutes: 'refunds',
  reviewRoutes: 'reviews',
  searchRoutes: 'search',
  shareCardRoutes: 'share-cards',
  userAdminRoutes: 'users',
  wishlistRoutes: 'wishlist',
};

const TAGS = [
  { name: 'health', description: 'Liveness and readiness, for load balancers and orchestrators.' },
  {
    name: 'auth',
    description: 'Registration, sign-in (password or Google), email verification, password reset.',
  },
  { name: 'account', description: "The signed-in student's own account." },
  { name: 'billing', description: 'Billing details printed on tax invoices.' },
  { name: 'courses', description: 'The course catalogue, and its administration.' },
  { name: 'assets', description: 'Digital assets (downloadable products), and their administration.' },
  {
    name: 'bundles',
    description: 'Kits of courses and digital assets at one price, and their administration.',
  },
  { name: 'search', description: 'Course search.' },
  { name: 'cart', description: 'The student’s cart.' },
  {
    name: 'wishlist',
    description: 'The student’s saved courses, assets and bundles, at today’s price.',
  },
  { name: 'coupons', description: 'Active offers, and coupon administration.' },
  { name: 'orders', description: 'Checkout and the student’s orders.' },
  {
    name: 'gifts',
    description: 'Orders bought for someone else: the claim link, and the gift on its buyer’s order.',
  },
  { name: 'payments', description: 'The sandbox checkout, the Razorpay webhook, reconciliation.' },
  { name: 'refunds', description: 'Refunds, by an admin.' },
  { name: 'invoices', description: 'Tax invoices and credit notes, as PDF.' },
  { name: 'purchases', description: 'What a student has bought, and downloads.' },
  {
    name: 'reviews',
    description: 'Verified reviews of courses and assets by their owners, and their moderation.',
  },
  {
    name: 'projects',
    description:
      'Student projects: handed in by owners of a course, answered by the academy, shown in its gallery once approved.',
  },
  { name: 'progress', description: 'Course progress.' },
  {
    name: 'offline',
    description: 'Lectures a student saves on a device to watch offline, under a licence the device renews.',
  },
  { name: 'certificates', description: 'Completion certificates (PDF) and their public verification.' },
  { name: 'media', description: 'Pictures, signed video and file streams, uploads.' },
  { name: 'share-cards', description: 'Each product’s Open Graph picture, a 1200 × 630 JPEG.' },
  { name: 'enquiries', description: 'The contact form, and its inbox.' },
  { name: 'admin', description: 'The admin dashboard.' },
  {
    name: 'admin-orders',
    description: 'The order register, one order in full, the GST register, resending a receipt.',
  },
  { name: 'manual-access', description: 'Course access granted by hand.' },
  { name: 'outbox', description: 'The mail outbox, and sending one of its emails again.' },
  {
    name: 'admin-jobs',
    description: 'The background job queue: failed, waiting and running jobs; retry, discard.',
  },
  { name: 'audit', description: 'The audit log of admin actions on money, access, roles and content.' },
  { name: 'users', description: 'Accounts an admin disables or enables.' },
  { name: 'client-errors', description: 'Errors the web app met in browsers, logged and counted.' },
];

const BEARER = 'bearerAuth';
const BINARY = { type: 'string', format: 'binary' };

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  (({ $schema: _, ...rest }) => rest)(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchemaOf(errorResponseSchema, 'output') } },
});

/**
 * The routes plugin that declared a route. Fastify makes each plugin's instance from its
 * parent's (Object.create), so a nested anonymous scope (the webhook's raw body) is found
 * through the prototype chain.
 */
function moduleOf(instance: FastifyInstance): string | undefined {
  for (let scope: unknown = instance; scope; scope = Object.getPrototypeOf(scope)) {
    const chain = (scope as Partial<FastifyInstance>).pluginName?.split(' -> ') ?? [];
    const known = chain.map((name) => MODULE_OF_PLUGIN[name]).find(Boolean);
    if (known) return known;
  }
  return undefined;
}

function documentedBody({ contentType, description, files, schema }: OpenapiBody) {
  const properties = Object.fromEntries(
    Object.entries(files ?? {}).map(([field, file]) => [
      field,
      file.repeated
        ? { type: 'array', items: BINARY, description: file.description }
        : { ...BINARY, description: file.description },
    ]),
  );
  const fields = { type: 'object', properties, required: Object.keys(properties) };
  return {
    description,
    content: { [contentType]: { schema: schema ? jsonSchemaOf(schema, 'input') : files ? fields : BINARY } },
  };
}

function documentedResponse({ contentTypes, description }: OpenapiResponse) {
  // @fastify/swagger leaves the content out only of a schema typed null.
  if (contentTypes.length === 0) return { type: 'null', description };
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: BINARY }])) };
}

/**
 * The zod provider's transform (request schemas as their input, responses as their output),
 * then what the zod schemas cannot say: the module's tag, who may call the route, error
 * answers, and bodies and answers that are not JSON.
 */
const transform =
  (modules: WeakMap<object, string>) => (document: Parameters<typeof jsonSchemaTransform>[0]) => {
    // The document describes the API. The storefront's pages, the sitemap and robots.txt are
    // for browsers and crawlers, and the reader's own routes are hidden by @fastify/swagger-ui.
    if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
    const { schema: zodSchema, url } = jsonSchemaTransform(document);
    const { openapiBody, openapiResponses, ...schema }: FastifySchema & Record<string, unknown> = {
      ...zodSchema,
    };
    const access: Access = document.route.config?.access ?? 'public';
    const module = modules.get(document.route);
    const responses: Record<string, object> = {};
    for (const [status, answer] of Object.entries(schema.response ?? {}) as [
      string,
      { description?: string },
    ][]) {
      // Named after the status unless the zod schema describes itself (.describe()).
      responses[status] = answer.description
        ? answer
        : { 'x-response-description': STATUS_CODES[status], ...answer };
    }
    for (const [status, answer] of Object.entries(openapiResponses ?? {})) {
      responses[status] = documentedResponse(answer);
    }
    if (access !== 'public') {
      responses['401'] ??= errorAnswer('Not signed in, or the session has expired.');
      schema.security = [{ [BEARER]: [] }];
    }
    if (access === 'admin') responses['403'] ??= errorAnswer('Signed in, but not as an admin.');
    responses['default'] ??= errorAnswer('Any other error.');
    const who = { public: '', user: 'Needs a signed-in account.', admin: 'Admins only.' }[access];
    const description = [who, schema.description].filter(Boolean).join(' ');
    return {
      url,
      schema: {
        ...schema,
        ...(description ? { description } : {}),
        ...(openapiBody ? { body: documentedBody(openapiBody) } : {}),
        tags: schema.tags ?? (module ? [module] : undefined),
        response: responses,
      },
    };
  };

/**
 * The OpenAPI document of every `/api` route, built from the routes' zod schemas, at
 * `/api/docs/json`, and Swagger UI at `/api/docs`. Both are public, in production too: the API
 * is the storefront's contract, and what a route needs (a sign-in, an admin) is both documented
 * and enforced.
 *
 * Registered before the auth plugin, whose rule that every `/api` route declares its access is
 * for the store's own routes: the reader's routes (public, static) are added before that rule
 * exists. Swagger UI is served from its package's folder, with no other host involved, so it
 * runs under the store's Content-Security-Policy as it is.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const modules = new WeakMap<object, string>();
    app.addHook('onRoute', function recordModule(route) {
      const module = moduleOf(this);
      if (module) modules.set(route, module);
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kalakriti Design Academy store API',
          version: serverPackage.version,
          description:
            'Every answer is JSON `{ success, data?, message? }` unless the operation says otherwise; ' +
            'every error is `{ success: false, message }`. Operations marked with a lock need ' +
            '`Authorization: Bearer <accessToken>`, the token `POST /api/auth/login` answers.',
        },
        servers: [{ url: options.publicUrl }],
        tags: TAGS,
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token from POST /api/auth/login (or Google sign-in).',
            },
          },
        },
      },
      transform: transform(modules),
      // Zod schemas registered with an id (.meta({ id })) become components, referenced by $ref.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'Kalakriti Design Academy store API' },
      // No top bar: its logo is Fastify's and its box loads any URL typed into it.
      uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);

import { createHash } from 'node:crypto';
import { formatRupees } from '@academy/shared/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMicroCache } from '../../lib/micro-cache';
import { getAssetSummary } from '../assets/service';
import { getBundle } from '../bundles/service';
import { getCourseDetail } from '../courses/service';
import { readPublicImage } from '../media/images';
import { drawShareCard, type ShareCardContent } from './card';

/** A card changes when its product does: crawlers may keep it for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

const cardParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f-]{36}\.jpg$/i, 'file must be a product id followed by .jpg')
    .transform((file) => file.slice(0, -'.jpg'.length)),
});

const priceText = (rupees: number) => (rupees === 0 ? 'Free' : formatRupees(rupees));
const lectureCount = (count: number) => `${count} ${count === 1 ? 'lecture' : 'lectures'}`;
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * `/api/share/course/<id>.jpg`, `/api/share/asset/<id>.jpg` (issue 28) and `/api/share/bundle/<id>.jpg`
 * (issue 31): a product's Open Graph
 * picture, 1200 × 630 JPEG drawn in the store's fonts, which WhatsApp and LinkedIn show in full
 * (they drop WebP previews). Drawn on request; an unchanged card answers 304.
 */
export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Drawing takes a tenth of a second or more of the CPU: a card is drawn once per change (its
  // ETag), however many crawlers and people ask, and concurrent askers share the one drawing.
  const drawn = createMicroCache<string, Buffer>({ ttlMs: 60 * 60 * 1000, maxEntries: 300 });
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    content: Omit<ShareCardContent, 'picture'> & { pictureUrl: string },
  ) => {
    const etag = `"${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const jpeg = await drawn.get(etag, async () => {
      const picture = await readPublicImage(app.db, app.storage, content.pictureUrl, 800);
      return drawShareCard({ ...content, picture });
    });
    return reply.type('image/jpeg').send(jpeg);
  };

  const schema = {
    params: cardParamsSchema,
    openapiResponses: {
      200: { contentTypes: ['image/jpeg'], description: 'The 1200 × 630 share card.' },
      304: { contentTypes: [], description: 'Unchanged (If-None-Match).' },
    },
  };

  app.get('/share/course/:file', { config: { access: 'public' }, schema }, async (request, reply) => {
    const course = await getCourseDetail(app.db, request.params.file, { signer: app.mediaSigner });
    return answer(request, reply, {
      kind: 'Video course',
      title: course.title,
      facts: [course.primaryLanguage, course.level, lectureCount(course.curriculum.length)],
      price: priceText(course.price),
      pictureUrl: course.image,
    });
  });

  app.get('/share/asset/:file', { config: { access: 'public' }, schema }, async (request, reply) => {
    const asset = await getAssetSummary(app.db, request.params.file);
    return answer(request, reply, {
      kind: 'Digital asset',
      title: asset.name,
      facts: [asset.type || asset.category, asset.format].filter(Boolean),
      price: priceText(asset.price),
      pictureUrl: asset.image[0] ?? '',
    });
  });

  app.get('/share/bundle/:file', { config: { access: 'public' }, schema }, async (request, reply) => {
    const bundle = await getBundle(app.db, request.params.file, null);
    const courses = bundle.items.filter((item) => item.type === 'course').length;
    const assets = bundle.items.length - courses;
    const savedPercent = Math.round((1 - bundle.price / bundle.listPrice) * 100);
    return answer(request, reply, {
      kind: 'Kit',
      title: bundle.title,
      facts: [
        ...(courses > 0 ? [counted(courses, 'course', 'courses')] : []),
        ...(assets > 0 ? [counted(assets, 'digital asset', 'digital assets')] : []),
        ...(savedPercent > 0 ? [`Save ${savedPercent}%`] : []),
      ],
      price: priceText(bundle.price),
      pictureUrl: bundle.image || (bundle.items[0]?.image ?? ''),
    });
  });
};

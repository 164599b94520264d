import type { FastifyPluginAsync } from 'fastify';
import { assetProduct } from '../assets/summaries';
import { bundleProduct } from '../bundles/summaries';
import { visibleProductIds } from '../catalogue/products';
import { courseProduct } from '../courses/summaries';
import { listShownProjectIds } from '../projects/gallery';
import { renderRobots, renderSitemap, SITEMAP_MAX_PAGES, STATIC_PAGES } from './sitemap';

/** Crawlers may cache these for an hour; a new course shows up within that. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/sitemap.xml` and `/robots.txt`, outside `/api`. Registered before the web app's not-found
 * handler; absolute URLs come from PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    // No more than one sitemap holds: the rest would be cut by renderSitemap anyway.
    const [courses, assets, bundles, projects] = await Promise.all([
      visibleProductIds(app.db, courseProduct, SITEMAP_MAX_PAGES),
      visibleProductIds(app.db, assetProduct, SITEMAP_MAX_PAGES),
      visibleProductIds(app.db, bundleProduct, SITEMAP_MAX_PAGES),
      listShownProjectIds(app.db, SITEMAP_MAX_PAGES),
    ]);
    const xml = renderSitemap(publicUrl, [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...courses.map((course) => ({ path: `/course/details/${course.id}`, lastModified: course.updatedAt })),
      ...assets.map((asset) => ({ path: `/digital/details/${asset.id}`, lastModified: asset.updatedAt })),
      ...bundles.map((bundle) => ({ path: `/bundles/${bundle.id}`, lastModified: bundle.updatedAt })),
      ...projects.map((project) => ({
        path: `/projects/${project.id}`,
        lastModified: project.approvedAt ?? undefined,
      })),
    ]);
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(renderRobots(publicUrl)),
  );
};

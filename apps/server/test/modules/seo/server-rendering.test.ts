import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../../src/lib/paths';
import { entitlements } from '../../../src/db/schema/access';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

const PUBLIC_URL = 'https://academy.example.in';
const webRoot = path.join(serverPackageRoot(), '..', 'web');
const repositoryRoot = path.join(serverPackageRoot(), '..', '..');

/** index.html's placeholders, as in apps/web/index.html. */
const TEMPLATE = `<!doctype html><html lang="en-IN"><head>
<!--app-head--><title>Shell title</title><!--/app-head-->
</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

/**
 * A web build of its own: the template and the server renderer built from today's sources (the
 * renderer needs the repository's node_modules, so it is built under node_modules/.cache).
 */
function buildWeb(): string {
  const cache = path.join(repositoryRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(path.join(cache, 'ssr-test-'));
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist', 'index.html'), TEMPLATE);
  execFileSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(root, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    // Built as `npm run build` builds it, not under the tests' NODE_ENV.
    { cwd: webRoot, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return root;
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function headOf(html: string) {
  const meta = (attribute: string, key: string) => {
    const raw = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    return raw === undefined ? undefined : decode(raw);
  };
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd: scripts.map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>),
  };
}

let t: TestApp;
let build: string;

beforeAll(async () => {
  build = buildWeb();
  t = await createTestApp({ PUBLIC_URL, WEB_DIST_DIR: path.join(build, 'dist') });
  await createAdmin(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (build) rmSync(build, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a server-rendered course page', () => {
  it('carries its own head, escaped, and its content and data in the HTML', async () => {
    const title = `Type "Quotes" <b>&</b> टाइपोग्राफी </script><!-- ₹`;
    const course = await addTestCourse(t.app, { title, price: 1299, welcomeMessage: 'Namaste & welcome <3' });

    const response = await get(`/course/details/${course._id}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const head = headOf(html);
    expect(head.title).toBe(`${title} · Kalakriti Design Academy`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/course/details/${course._id}`);
    expect(head.meta('name', 'description')).toBe('Namaste & welcome <3');
    expect(head.meta('property', 'og:title')).toBe(title);
    // Its share card (issue 28): a JPEG with its size and words, which WhatsApp shows.
    expect(head.meta('property', 'og:image')).toBe(`${PUBLIC_URL}/api/share/course/${course._id}.jpg`);
    expect(head.meta('property', 'og:image:type')).toBe('image/jpeg');
    expect(head.meta('property', 'og:image:width')).toBe('1200');
    expect(head.meta('property', 'og:image:height')).toBe('630');
    expect(head.meta('property', 'og:image:alt')).toBe(
      `${title}: a video course from Kalakriti Design Academy`,
    );
    expect(head.meta('property', 'og:site_name')).toBe('Kalakriti Design Academy');
    expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
    // The title's own '</script' and '<!--' never end or comment out a script.
    expect(html.match(/<\/script/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(html).not.toContain('<!-- ₹');
    const courseLd = head.jsonLd.find((item) => item['@type'] === 'Course');
    expect(courseLd).toMatchObject({
      name: title,
      offers: { '@type': 'Offer', price: 1299, priceCurrency: 'INR' },
    });

    // The page itself, and its data for the browser's cache.
    expect(html).toContain('Type &quot;Quotes&quot; &lt;b&gt;&amp;&lt;/b&gt; टाइपोग्राफी');
    expect(html).toContain('EP 01');
    const state = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const parsed = JSON.parse(state ?? 'null') as {
      publicUrl: string;
      rendered: boolean;
      queries: { queries: { queryKey: unknown[]; state: { data: { title: string } } }[] };
    };
    expect(parsed.publicUrl).toBe(PUBLIC_URL);
    expect(parsed.rendered).toBe(true);
    const detail = parsed.queries.queries.find((query) => query.queryKey[1] === 'detail');
    expect(detail?.state.data.title).toBe(title);
  });

  it('an asset page has its share card, and a Product with its pictures', async () => {
    const asset = await addTestAsset(t.app, {
      name: 'Devanagari Brush Pack',
      price: 0,
      image: ['/api/media/public/image_one', '/api/media/public/image_two'],
    });

    const response = await get(`/digital/details/${asset._id}`);

    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.meta('property', 'og:image')).toBe(`${PUBLIC_URL}/api/share/asset/${asset._id}.jpg`);
    expect(head.meta('property', 'og:image:alt')).toBe(
      'Devanagari Brush Pack: a design asset from Kalakriti Design Academy',
    );
    // The main picture is preloaded as its <img> will load it (React writes the link from the
    // eager, high-priority <img>): the copy that fits the screen, not the full-size picture too.
    expect(response.body).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/api\/media\/public\/image_one\?w=400 400w, [^"]*" imageSizes="[^"]+" fetchPriority="high"\/>/,
    );
    expect(response.body).not.toContain('<link rel="preload" as="image" href=');
    expect(head.jsonLd.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'Devanagari Brush Pack',
      image: [`${PUBLIC_URL}/api/media/public/image_one`, `${PUBLIC_URL}/api/media/public/image_two`],
      offers: { price: 0, priceCurrency: 'INR' },
    });
  });
});

describe('a product page’s reviews (issue 30)', () => {
  async function review(courseId: string, name: string, rating: number, text: string) {
    const { token, user } = await registerAndLogin(t.app, { name });
    await t.db.insert(entitlements).values({ userId: user._id, courseId, source: 'purchase' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(token),
      payload: { productType: 'course', productId: courseId, rating, text },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }

  it('carries the figures in the HTML and an AggregateRating with the first reviews in its Course', async () => {
    const course = await addTestCourse(t.app, { title: 'Poster Design' });
    const before = headOf((await get(`/course/details/${course._id}`)).body);
    expect(before.jsonLd.find((item) => item['@type'] === 'Course')).not.toHaveProperty('aggregateRating');

    await review(course._id, 'Priya Sharma', 5, 'The grid lessons changed how I lay out every poster.');
    await review(course._id, 'Rohan Patil', 4, 'Clear and well paced, with exercises that fit after work.');

    const response = await get(`/course/details/${course._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="Rated 4.5 out of 5"');
    expect(response.body).toMatch(/>2 reviews</);
    const courseLd = headOf(response.body).jsonLd.find((item) => item['@type'] === 'Course');
    expect(courseLd).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Rohan P.' },
          reviewBody: 'Clear and well paced, with exercises that fit after work.',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        },
        { author: { name: 'Priya S.' }, reviewRating: { ratingValue: 5 } },
      ],
    });
    // The list itself comes in the browser, as the reviews near the screen.
    expect(response.body).not.toContain('Verified buyer');
  });
});

describe("'Page Not Found'", () => {
  it('answers 404 for an unknown path, an unknown, malformed or unpublished course, an unknown asset', async () => {
    const draft = await addTestCourse(t.app, { title: 'Draft course', isPublished: false });
    for (const url of [
      '/no-such-page',
      `/course/details/${randomUUID()}`,
      '/course/details/not-a-uuid',
      `/course/details/${draft._id}`,
      `/digital/details/${randomUUID()}`,
      '/digital/details/%20',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('>Page Not Found</h1>');
      expect(headOf(response.body).meta('name', 'robots'), url).toBe('noindex');
    }
  });

  it('leaves unknown API paths their JSON 404', async () => {
    const response = await get('/api/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('pages the browser renders', () => {
  it('sends the shell for signed-in pages and the admin area', async () => {
    for (const url of [
      '/my-cart',
      '/my-courses',
      `/course-progress/${randomUUID()}`,
      '/auth',
      '/admin/courses',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Shell title</title>');
      expect(response.body, url).toContain('<div id="root"><!--app-html--></div>');
      expect(response.body, url).toContain('"rendered":false');
    }
  });
});

describe('a renderer that fails', () => {
  let failing: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(repositoryRoot, 'node_modules', '.cache', 'ssr-failing-'));
    mkdirSync(path.join(folder, 'dist'));
    mkdirSync(path.join(folder, 'dist-ssr'));
    writeFileSync(path.join(folder, 'dist', 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(folder, 'dist-ssr', 'entry-server.js'),
      'export async function render() { throw new Error("boom"); }\n',
    );
    failing = await createTestApp({ PUBLIC_URL, WEB_DIST_DIR: path.join(folder, 'dist') });
  });
  afterAll(async () => {
    await failing?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('never makes a 500: the page is the shell, for the browser to render', async () => {
    const response = await failing.app.inject({ method: 'GET', url: '/all-courses' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shell title</title>');
  });
});

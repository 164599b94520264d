import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@academy/shared/messages';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, findAsset, findCourse, firstName, test } from './fixtures';

/** The e2e server's PUBLIC_URL (its default: localhost on its port; global-setup.ts picks the port). */
const PUBLIC_URL = `http://localhost:${new URL(process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1').port}`;

const PHOTOSHOP = 'Photoshop Masterclass: Compositing and Retouching';
const PESHWA = 'Peshwa Serif Display Font';

/** The head of a server-rendered page, read from its HTML as a crawler or a link preview reads it. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const content = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return {
    status: response.status(),
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: content('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogImage: content('property', 'og:image'),
    ogImageType: content('property', 'og:image:type'),
    ogImageSize: `${content('property', 'og:image:width')}×${content('property', 'og:image:height')}`,
    ogImageAlt: content('property', 'og:image:alt'),
    ogType: content('property', 'og:type'),
    ogUrl: content('property', 'og:url'),
    ogLocale: content('property', 'og:locale'),
    twitterCard: content('name', 'twitter:card'),
    jsonLd,
    ofType: (type: string) => jsonLd.find((item) => item['@type'] === type),
  };
}

/** The og:image answers with a picture: fetched from this server by its path under PUBLIC_URL. */
async function expectPicture(request: APIRequestContext, url: string | undefined, type: string) {
  expect(url?.startsWith(`${PUBLIC_URL}/`), `${url} is absolute under PUBLIC_URL`).toBe(true);
  const response = await request.get(new URL(url ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(type);
  return response.body();
}

/** A JPEG's width and height, from its first start-of-frame marker. */
function jpegSize(jpeg: Buffer): string {
  for (let offset = 2; offset < jpeg.length;) {
    const marker = jpeg.readUInt16BE(offset);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return `${jpeg.readUInt16BE(offset + 7)}×${jpeg.readUInt16BE(offset + 5)}`;
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return 'no frame';
}

/** A product's share card (issue 28): a 1200 × 630 JPEG, described in the head. */
async function expectShareCard(
  request: APIRequestContext,
  head: Awaited<ReturnType<typeof headOf>>,
  path: string,
  alt: string,
) {
  expect(head.ogImage).toBe(`${PUBLIC_URL}${path}`);
  expect(head.ogImageType).toBe('image/jpeg');
  expect(head.ogImageSize).toBe('1200×630');
  expect(head.ogImageAlt).toBe(alt);
  expect(jpegSize(await expectPicture(request, head.ogImage, 'image/jpeg'))).toBe('1200×630');
}

test.describe('the HTML of a public page (what link previews and crawlers read)', () => {
  test('a course page: title, description, canonical, its share card as og:image, Course JSON-LD in rupees', async ({
    request,
  }) => {
    const course = await findCourse(request, PHOTOSHOP);
    const head = await headOf(request, `/course/details/${course._id}`);

    expect(head.status).toBe(200);
    expect(head.title).toBe(`${PHOTOSHOP} · Kalakriti Design Academy`);
    expect(head.description?.length).toBeGreaterThan(40);
    expect(head.canonical).toBe(`${PUBLIC_URL}/course/details/${course._id}`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogType).toBe('product');
    expect(head.ogLocale).toBe('en_IN');
    expect(head.twitterCard).toBe('summary_large_image');
    await expectShareCard(
      request,
      head,
      `/api/share/course/${course._id}.jpg`,
      `${PHOTOSHOP}: a video course from Kalakriti Design Academy`,
    );

    const jsonLd = head.ofType('Course');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      name: PHOTOSHOP,
      provider: { '@type': 'Organization', name: 'Kalakriti Design Academy' },
      offers: { '@type': 'Offer', price: course.price, priceCurrency: 'INR' },
    });
    expect(head.ofType('BreadcrumbList')).toBeDefined();
    // The body is the page itself, not an empty shell.
    expect(head.html).toContain(`>${PHOTOSHOP}</h1>`);
  });

  test('an asset page: its share card and a Product with an Offer', async ({ request }) => {
    const asset = await findAsset(request, PESHWA);
    const head = await headOf(request, `/digital/details/${asset._id}`);

    expect(head.status).toBe(200);
    expect(head.title).toBe(`${PESHWA} · Kalakriti Design Academy`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/digital/details/${asset._id}`);
    expect(head.twitterCard).toBe('summary_large_image');
    await expectShareCard(
      request,
      head,
      `/api/share/asset/${asset._id}.jpg`,
      `${PESHWA}: a design asset from Kalakriti Design Academy`,
    );
    expect(head.ofType('Product')).toMatchObject({
      name: PESHWA,
      offers: { '@type': 'Offer', price: asset.price, priceCurrency: 'INR' },
    });
  });

  test('home: the academy, and a site search the search engines can offer', async ({ request }) => {
    const head = await headOf(request, '/');

    expect(head.status).toBe(200);
    expect(head.title).toBe('Kalakriti Design Academy');
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    await expectPicture(request, head.ogImage, 'image/png');
    expect(head.ofType('Organization')).toMatchObject({ name: 'Kalakriti Design Academy' });
    expect(head.ofType('WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` },
      },
    });
  });

  test('the lists, search and legal pages carry their own titles', async ({ request }) => {
    const expected: Record<string, string> = {
      '/all-courses': 'All Courses',
      '/digital-assets': 'Digital Assets',
      '/search?q=logo': 'Search Results for &quot;logo&quot;',
      '/student-enquiry': 'Enquiry For Offline Batches',
      '/privacy-policy': 'Privacy Policy',
      '/refund-policy': 'Refund Policy',
      '/certificate/verify/KDA-2026-NONE': 'Verify a certificate',
    };
    for (const [path, title] of Object.entries(expected)) {
      const head = await headOf(request, path);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toBe(`${title} · Kalakriti Design Academy`);
      expect(head.canonical, path).toBe(`${PUBLIC_URL}${path}`);
    }
  });
});

test.describe("'Page Not Found' answers 404", () => {
  test('an unknown path, an unknown or malformed course or asset, and an unpublished course', async ({
    request,
    admin,
  }) => {
    const session = await apiLogin(request, admin);
    const created = await request.post('/api/admin/course/add', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: {
        title: `Unpublished draft ${randomUUID().slice(0, 8)}`,
        category: 'Typography',
        level: 'Beginner',
        primaryLanguage: 'English',
        objectives: 'Kerning',
        welcomeMessage: 'Not yet.',
        price: 499,
        fakePrice: 999,
        description: 'A draft.',
        isPublished: false,
        curriculum: [{ title: 'Intro', videoUrl: '/v.mp4', public_id: 'v', freePreview: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const draftId = ((await created.json()) as { data: { _id: string } }).data._id;

    for (const path of [
      '/no-such-page',
      `/course/details/${randomUUID()}`,
      '/course/details/not-a-uuid',
      `/course/details/${draftId}`,
      `/digital/details/${randomUUID()}`,
    ]) {
      const head = await headOf(request, path);
      expect(head.status, path).toBe(404);
      expect(head.title, path).toBe(`${MESSAGES.pageNotFound} · Kalakriti Design Academy`);
      expect(head.html, path).toContain(`>${MESSAGES.pageNotFound}</h1>`);
    }

    const api = await request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
  });

  test('in the browser too', async ({ page, allowFailedResponse }) => {
    allowFailedResponse(404, '/no-such-page');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MESSAGES.pageNotFound })).toBeVisible();
    await expect(page).toHaveTitle(`${MESSAGES.pageNotFound} · Kalakriti Design Academy`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its first 3 courses and 4 assets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-courses').getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('home-courses').getByRole('heading').first()).toHaveText(PHOTOSHOP);
    await expect(page.getByTestId('home-assets').getByRole('article')).toHaveCount(4);
  });

  test('a course page shows its title, price and episodes', async ({ page, request }) => {
    const course = await findCourse(request, PHOTOSHOP);
    await page.goto(`/course/details/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHOTOSHOP);
    await expect(page.getByText('₹2,499').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^EP 01: / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^EP \d\d: / })).toHaveCount(6);
  });

  test('an asset page shows its name and price', async ({ page, request }) => {
    const asset = await findAsset(request, PESHWA);
    await page.goto(`/digital/details/${asset._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PESHWA);
    await expect(page.getByTestId('asset-price')).toContainText('₹');
  });

  test('/all-courses shows the course cards', async ({ page }) => {
    await page.goto('/all-courses');
    await expect(page.getByRole('heading', { name: 'All Courses', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: PHOTOSHOP })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(9);
  });
});

test.describe('hydration', () => {
  test('a signed-in student reloading a course page sees their header, with no error', async ({
    page,
    request,
    createStudent,
    signIn,
    allowFailedResponse,
  }) => {
    const course = await findCourse(request, PHOTOSHOP);
    const student = await createStudent();
    const { user } = await signIn(page, student);
    allowFailedResponse(404, `/api/student/course/purchase-info/${course._id}/${user._id}`);

    await page.goto(`/course/details/${course._id}`);
    await expect(page.getByRole('button', { name: firstName(student), exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHOTOSHOP);
    await expect(page.getByRole('button', { name: firstName(student), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  test('the page makes no API call for what the server already rendered', async ({ page, request }) => {
    const course = await findCourse(request, PHOTOSHOP);
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/student/course/get/details/')) calls.push(sent.url());
    });
    await page.goto(`/course/details/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHOTOSHOP);
    // Hydrated and interactive: the episode list opens the preview.
    await page
      .getByRole('button', { name: /free preview$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('client navigation still updates the title, canonical and JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Kalakriti Design Academy');
    await page.getByTestId('home-courses').getByRole('link', { name: PHOTOSHOP }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHOTOSHOP);
    await expect(page).toHaveTitle(`${PHOTOSHOP} · Kalakriti Design Academy`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${PUBLIC_URL}/course/details/`),
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type']),
      );
    expect(types).toEqual(['Course', 'BreadcrumbList']);
  });
});

import type { Page } from '@playwright/test';
import {
  addToCartViaApi,
  apiLogin,
  buyCourseViaApi,
  courseProgressViaApi,
  expect,
  expectToastShown,
  findAsset,
  findBundle,
  findCourse,
  findShownProject,
  grantCourseViaApi,
  markViewedViaApi,
  purchaseInfoPath,
  test,
} from './fixtures';

/*
 * Issue 29: a page in Hindi or Marathi shows no interface word in Latin letters, and no message
 * key. What an admin typed (a course's title, its description, an asset's details) is marked
 * translate="no" where it is shown, as are names and codes; brand names may stay as their
 * owners write them (docs/glossary.md).
 */

const BRANDS = new Set([
  'Kalakriti',
  'DESIGN',
  'ACADEMY',
  'Design',
  'Academy',
  'Photoshop',
  'Illustrator',
  'Lightroom',
  'Figma',
  'Razorpay',
  'UPI',
  'GST',
  'Google',
  'WhatsApp',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Behance',
  'PDF',
  'GSTIN',
  'CGST',
  'SGST',
  'IGST',
  'PAN',
  'UI',
  'PSD',
  'English',
  'Adobe',
  'Creative',
  'Cloud',
  // The picture types a project's form takes, and the unit of its size limits.
  'JPEG',
  'PNG',
  'WebP',
  'MB',
]);

/** A course with a project brief, and a project of it the demo store shows in its gallery. */
const PROJECT_COURSE = 'Typography Essentials for Indian Scripts';
const SHOWN_PROJECT = 'Sahyadri: a specimen for Marathi signage';

/**
 * The visible interface words in Latin letters: text, and the labels a screen reader reads. A
 * label may quote content shown on the page (Remove Freelancing for Designers): that part is
 * not the interface's.
 */
async function latinWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const words: string[] = [];
    const skipped = (element: Element | null) =>
      !element ||
      element.closest('[translate="no"], script, style, noscript, svg') !== null ||
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) words.push(node.textContent ?? '');
    }
    const content = [...document.querySelectorAll('[translate="no"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const withoutContent = (value: string) =>
      content.reduce((rest, shown) => rest.replaceAll(shown, ' '), value);
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) words.push(withoutContent(value));
      }
    }
    words.push(withoutContent(document.title));
    return words.join(' ');
  });
  // Whole words: a code such as WELCOME10 is not one.
  return [...new Set(found.match(/\b[A-Za-z][A-Za-z'’-]*[A-Za-z]\b/g) ?? [])].filter(
    (word) => !BRANDS.has(word),
  );
}

const DOWNLOAD_CERTIFICATE = { hi: 'प्रमाणपत्र डाउनलोड करें', mr: 'प्रमाणपत्र डाउनलोड करा' } as const;

/** How far the page scrolls sideways: a longer Hindi or Marathi word that did not wrap. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The page on screen speaks only its language, and its longer words fit a desktop's width and a
 * phone's (issue 29: Hindi and Marathi run about a third longer than English).
 */
async function expectPageSpoken(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The page's own chunk and messages are in once its list or details show.
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => latinWords(page), { message: page.url() }).toEqual([]);
  const desktop = page.viewportSize();
  expect(await sidewaysOverflow(page), `${page.url()} at ${desktop?.width} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => sidewaysOverflow(page), { message: `${page.url()} at 390 px` })
    .toBeLessThanOrEqual(0);
  if (desktop) await page.setViewportSize(desktop);
}

async function expectSpoken(page: Page, path: string) {
  await page.goto(path);
  await expectPageSpoken(page);
}

for (const language of ['hi', 'mr'] as const) {
  test.describe(`every storefront page in ${language === 'hi' ? 'Hindi' : 'Marathi'}`, () => {
    test("home, the lists, a course, an asset, a student's project, the bundles, search, 'Page Not Found' and signing in", async ({
      page,
      request,
      allowFailedResponse,
    }) => {
      allowFailedResponse(404, `/${language}/no-such-page`);
      // A link that is not one: the page says so, in its language.
      allowFailedResponse(400, '/api/auth/verify-email');
      const course = await findCourse(request, 'Freelancing for Designers');
      const asset = await findAsset(request, 'Deccan Grotesk Font Family');
      const project = await findShownProject(request, PROJECT_COURSE, SHOWN_PROJECT);
      const bundle = await findBundle(request, 'Festive Social Media Kit');
      for (const path of [
        '/',
        '/all-courses',
        '/all-courses?category=Branding',
        '/digital-assets',
        `/course/details/${course._id}`,
        `/digital/details/${asset._id}`,
        `/projects/${project.id}`,
        '/bundles',
        `/bundles/${bundle.id}`,
        '/search?q=typography',
        '/search?q=zzzz',
        '/no-such-page',
        '/auth',
        '/forgot-password',
        '/reset-password?token=not-a-token',
        '/verify-email?token=not-a-token',
        '/student-enquiry',
        '/privacy-policy',
        '/refund-policy',
        '/terms-condition',
      ]) {
        await expectSpoken(page, `/${language}${path}`);
      }
    });

    test("a student's cart and wishlist", async ({ page, request, createStudent, signIn }) => {
      const session = await signIn(page, await createStudent(`cart-${language}`));
      const course = await findCourse(request, 'Freelancing for Designers');
      await addToCartViaApi(request, session, { courseId: course._id });
      await expectSpoken(page, `/${language}/my-cart`);
      const saved = await request.put(`/api/wishlist/course/${course._id}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(saved.status(), 'the course saved to the wishlist').toBe(200);
      await expectSpoken(page, `/${language}/wishlist`);
    });

    test("a student's project page: the brief and the form to hand it in", async ({
      page,
      request,
      admin,
      createStudent,
      signIn,
    }) => {
      const student = await createStudent(`maker-${language}`);
      const course = await findCourse(request, PROJECT_COURSE);
      // Only an owner of the course is given the form.
      await grantCourseViaApi(request, await apiLogin(request, admin), course._id, student.email);
      await signIn(page, student);
      await page.goto(`/${language}/my-courses/projects/${course._id}`);
      await expect(page.locator('form input[name="title"]')).toBeVisible();
      await expectPageSpoken(page);
    });

    test("a student's purchases, an order, the course player, a certificate and the account", async ({
      page,
      request,
      createStudent,
      signIn,
    }) => {
      const session = await signIn(page, await createStudent(`study-${language}`));
      const course = await findCourse(request, 'Freelancing for Designers');
      await buyCourseViaApi(request, session, course._id);
      const { courseDetails } = await courseProgressViaApi(request, session, course._id);
      const done = await markViewedViaApi(
        request,
        session,
        course._id,
        courseDetails.curriculum.map((lecture) => lecture._id),
      );
      const certificateNumber = done?.certificate?.certificateNumber ?? '';
      expect(certificateNumber, 'completing the course issued a certificate').not.toBe('');

      await expectSpoken(page, `/${language}/my-courses`);
      await expectSpoken(page, `/${language}/my-courses/downloads`);
      await page.goto(`/${language}/my-courses`);
      await page.locator(`a[href^="/${language}/my-courses/orders/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${language}/my-courses/orders/`));
      await expectPageSpoken(page);

      // A completed course opens on its completion screen, which leads to the certificate.
      await page.goto(`/${language}/course-progress/${course._id}`);
      const completed = page.getByRole('dialog');
      await expect(completed).toBeVisible();
      await expect.poll(() => latinWords(page), { message: page.url() }).toEqual([]);
      await completed.getByRole('button', { name: DOWNLOAD_CERTIFICATE[language] }).click();
      await expect(page).toHaveURL(`/${language}/certificate`);
      await expectPageSpoken(page);

      await expectSpoken(page, `/${language}/certificate/verify/${certificateNumber}`);
      await expectSpoken(page, `/${language}/account`);
    });
  });
}

test("the server's answers are in the page's language", async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const { user } = await signIn(page, await createStudent('server-hindi'));
  const course = await findCourse(request, 'Freelancing for Designers');
  // Not bought: the store asks, and the server answers 404.
  allowFailedResponse(404, purchaseInfoPath.course(course._id, user._id));
  await page.goto(`/hi/course/details/${course._id}`);
  await page.getByRole('button', { name: 'कार्ट में डालें' }).click();

  await expectToastShown(page, 'कोर्स कार्ट में डाल दिया');
  await expect(page.getByRole('link', { name: 'कार्ट पर जाएँ' })).toBeVisible();
});

import { MESSAGES } from '@academy/shared/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  addToCartViaApi,
  apiLogin,
  buyCourseViaApi,
  courseProgressViaApi,
  expect,
  findAsset,
  findBundle,
  findCourse,
  findShownProject,
  grantCourseViaApi,
  markViewedViaApi,
  purchaseInfoPath,
  type Session,
  test,
} from './fixtures';

/*
 * Issue 10 item 3: every storefront and admin page passes axe-core's WCAG 2.0/2.1/2.2 A and AA
 * rules without a serious or critical violation, for a visitor, a student and the admin, with the
 * dialogs they open. The accessibility specs run this suite at 1366 px and at 390 px. Reading pages
 * changes nothing the other specs count on, so it runs on the shared server.
 */

const COURSE = 'Brand Identity Design';
const OWNED_COURSE = 'UI Design with Figma';
const ASSET = 'Film Grain Photoshop Actions';
const BUNDLE = 'Photoshop Retouching Kit';
/** A course with a project brief, and a project of it the demo store shows in its gallery. */
const PROJECT_COURSE = 'Typography Essentials for Indian Scripts';
const SHOWN_PROJECT = 'Sahyadri: a specimen for Marathi signage';

/** The page's one h1 says this; then no spinner is left (the page's data has arrived). */
async function expectPageReady(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** A page the suite opens by its path, and the h1 that says it is there. */
type Visit = [path: string, heading: string | RegExp];

/**
 * Opens each path in turn in the one page and checks it once its heading shows: one browser
 * context and one sign-in for several pages, and the soft failures name every page with a problem.
 */
async function checkPages(page: Page, visits: Visit[]) {
  for (const [path, heading] of visits) {
    await page.goto(path);
    await expectPageReady(page, heading);
    await expectAccessible(page, path);
  }
}

/** A student who completed the course through the API: their session and its certificate number. */
async function certifiedStudent(request: APIRequestContext, session: Session, title: string) {
  const course = await findCourse(request, title);
  await buyCourseViaApi(request, session, course._id);
  const progress = await courseProgressViaApi(request, session, course._id);
  const done = await markViewedViaApi(
    request,
    session,
    course._id,
    progress.courseDetails.curriculum.map((lecture) => lecture._id),
  );
  const certificateNumber = done?.certificate?.certificateNumber;
  if (!certificateNumber) throw new Error(`Completing ${title} issued no certificate`);
  return { courseId: course._id, certificateNumber };
}

/*
 * Each test visits several pages in one browser page, one after another: a context, a sign-in and
 * a cold first load are paid once for them all. A test keeps to about five scans, so that one
 * still ends well inside the per-test budget on a loaded machine.
 */
export function accessibilitySuite() {
  // Entrance animations end at once, so colours are measured as they settle.
  test.use({ reducedMotion: 'reduce' });

  test.describe('a visitor', () => {
    const pageGroups: Visit[][] = [
      [
        ['/', /^Learn design the way studios/],
        ['/all-courses', 'All Courses'],
        ['/digital-assets', 'Digital Assets'],
        ['/bundles', 'Bundles'],
      ],
      [
        ['/search?q=photoshop', 'Search Results for "photoshop"'],
        ['/search?q=zzzz-nothing', 'Search Results for "zzzz-nothing"'],
        ['/no-such-page', MESSAGES.pageNotFound],
      ],
      [
        ['/student-enquiry', 'Enquiry For Offline Batches'],
        ['/privacy-policy', 'Privacy Policy'],
        ['/refund-policy', 'Refund Policy'],
      ],
      [
        ['/terms-condition', /^Terms/],
        ['/reset-password', 'Choose a new password'],
        ['/verify-email', 'Confirm your email'],
      ],
    ];
    for (const visits of pageGroups) {
      test(`${visits.map(([path]) => path).join(', ')} have no serious accessibility violation`, async ({
        page,
        allowFailedResponse,
      }) => {
        // 'Page Not Found' answers 404 (the browser logs the page's own status as an error).
        allowFailedResponse(404, '/no-such-page');
        await checkPages(page, visits);
      });
    }

    test("a course page, its free preview, an asset page, a student's project page and a bundle page have no serious accessibility violation", async ({
      page,
      request,
    }) => {
      const course = await findCourse(request, COURSE);
      await checkPages(page, [[`/course/details/${course._id}`, COURSE]]);
      await page.getByRole('button', { name: /^EP 01: .*, free preview$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region', { name: /^Video player: Free preview: / })).toBeVisible();
      await expectAccessible(page, 'the free preview');

      const asset = await findAsset(request, ASSET);
      const project = await findShownProject(request, PROJECT_COURSE, SHOWN_PROJECT);
      const bundle = await findBundle(request, BUNDLE);
      await checkPages(page, [
        [`/digital/details/${asset._id}`, ASSET],
        [`/projects/${project.id}`, SHOWN_PROJECT],
        [`/bundles/${bundle.id}`, BUNDLE],
      ]);
    });

    test('Sign In, Sign Up and forgot password have no serious accessibility violation', async ({ page }) => {
      await checkPages(page, [['/auth', 'Sign In']]);
      await page.getByRole('button', { name: 'Register' }).click();
      await expectPageReady(page, 'Sign Up');
      await expectAccessible(page, '/auth (Sign Up)');
      await checkPages(page, [['/forgot-password', 'Forgot your password?']]);
    });

    test('the certificate verification page, found and not found, has no serious accessibility violation', async ({
      page,
      request,
      createStudent,
      allowFailedResponse,
    }) => {
      const session = await apiLogin(request, await createStudent('verified'));
      const { certificateNumber } = await certifiedStudent(request, session, OWNED_COURSE);
      await page.goto(`/certificate/verify/${certificateNumber}`);
      await expect(page.getByRole('region', { name: 'Verified certificate' })).toBeVisible();
      await expectAccessible(page, 'a verified certificate');

      const unknown = 'KDA-0000-NOPE';
      allowFailedResponse(404, `/api/certificate/verify/${unknown}`);
      await page.goto(`/certificate/verify/${unknown}`);
      await expect(page.getByText('No certificate has this number.')).toBeVisible();
      await expectAccessible(page, 'an unknown certificate');
    });
  });

  test.describe('a student', () => {
    test('the cart, empty and with items, the sandbox checkout and the player of a course not bought have no serious accessibility violation', async ({
      page,
      request,
      createStudent,
      signIn,
      allowFailedResponse,
    }) => {
      const session = await signIn(page, await createStudent('a11y-shopper'));
      await page.goto('/my-cart');
      await expectPageReady(page, 'Your Cart');
      await expect(page.getByText(MESSAGES.emptyCart, { exact: true })).toBeVisible();
      await expectAccessible(page, 'the empty cart');

      const course = await findCourse(request, COURSE);
      allowFailedResponse(404, purchaseInfoPath.course(course._id, session.user._id));
      await checkPages(page, [[`/course/details/${course._id}`, COURSE]]);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Kalakriti Design Academy' })).toBeVisible();
      await expectAccessible(page, 'the sandbox checkout');

      await page.goto(`/course-progress/${course._id}`);
      await expect(page.getByRole('dialog', { name: MESSAGES.notPurchasedCourse })).toBeVisible();
      await expectAccessible(page, 'the player of a course not bought');

      await addToCartViaApi(request, session, { courseId: course._id });
      await addToCartViaApi(request, session, { assetId: (await findAsset(request, ASSET))._id });
      await page.goto('/my-cart');
      await expectPageReady(page, 'Your Cart');
      await expect(page.getByText(COURSE)).toBeVisible();
      await expectAccessible(page, 'the cart with a course and an asset');
    });

    test('the wishlist, empty and with a saved course, has no serious accessibility violation', async ({
      page,
      request,
      createStudent,
      signIn,
    }) => {
      const session = await signIn(page, await createStudent('a11y-wisher'));
      await page.goto('/wishlist');
      await expectPageReady(page, 'Your wishlist');
      await expect(page.getByText('Nothing saved yet', { exact: true })).toBeVisible();
      await expectAccessible(page, 'the empty wishlist');

      const course = await findCourse(request, COURSE);
      const saved = await request.put(`/api/wishlist/course/${course._id}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(saved.status(), 'the course saved to the wishlist').toBe(200);
      await page.reload();
      await expect(page.getByRole('link', { name: COURSE })).toBeVisible();
      await expectAccessible(page, 'the wishlist with a course');
    });

    test('the purchases and the player of a bought course have no serious accessibility violation', async ({
      page,
      request,
      createStudent,
      signIn,
    }) => {
      const session = await signIn(page, await createStudent('a11y-owner'));
      const course = await findCourse(request, COURSE);
      await buyCourseViaApi(request, session, course._id);

      await checkPages(page, [
        ['/my-courses', 'Purchases List'],
        ['/my-courses/downloads', 'Downloads'],
      ]);
      await page.goto(`/course-progress/${course._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE);
      await expect(page.getByRole('region', { name: /^Video player: / })).toBeVisible();
      await expectAccessible(page, 'the player of a bought course');
    });

    test("a course's project page, with its brief, its form and the form's field errors, has no serious accessibility violation", async ({
      page,
      request,
      admin,
      createStudent,
      signIn,
    }) => {
      const student = await createStudent('a11y-maker');
      const course = await findCourse(request, PROJECT_COURSE);
      // Only an owner of the course is given the form.
      await grantCourseViaApi(request, await apiLogin(request, admin), course._id, student.email);
      await signIn(page, student);
      await page.goto(`/my-courses/projects/${course._id}`);
      await expectPageReady(page, PROJECT_COURSE);
      await expect(page.getByRole('heading', { level: 2, name: 'Hand in your project' })).toBeVisible();
      await expectAccessible(page, "a course's project page");

      await page.getByRole('button', { name: 'Hand in project' }).click();
      await expect(page.getByText('Give your project a title.')).toBeVisible();
      await expect(page.getByText('Add at least one picture of your work.')).toBeVisible();
      await expectAccessible(page, 'the project form with field errors');
    });

    test('the completion dialog and the certificate have no serious accessibility violation', async ({
      page,
      request,
      createStudent,
      signIn,
    }) => {
      const session = await signIn(page, await createStudent('a11y-certified'));
      const { courseId } = await certifiedStudent(request, session, OWNED_COURSE);
      await page.goto(`/course-progress/${courseId}`);
      const completed = page.getByRole('dialog', { name: MESSAGES.courseCompleted });
      await expect(completed).toBeVisible();
      await expectAccessible(page, 'the completion dialog');

      await completed.getByRole('button', { name: 'Download Certificate' }).click();
      await expect(page).toHaveURL('/certificate');
      await expectPageReady(page, 'Your certificate');
      await expect(page.getByTestId('certificate')).toBeVisible();
      await page.getByText('More formats', { exact: true }).click();
      await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
      await expectAccessible(page, '/certificate');
    });

    test('/account, with its field errors and both confirmations open, has no serious accessibility violation', async ({
      page,
      createStudent,
      signIn,
    }) => {
      await signIn(page, await createStudent('a11y-account'));
      await checkPages(page, [['/account', 'My account']]);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Enter your current password.')).toBeVisible();
      await expectAccessible(page, '/account with field errors');
      await page.getByRole('button', { name: 'Sign out of every device' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign out of every device?' })).toBeVisible();
      await expectAccessible(page, 'the sign-out-everywhere confirmation');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      await expectAccessible(page, 'the delete-account confirmation');
    });
  });

  test.describe('the admin', () => {
    const adminPageGroups: Visit[][] = [
      [
        ['/admin', 'Dashboard'],
        ['/admin/courses', 'All Courses'],
        ['/admin/assets', 'All Assets'],
      ],
      [
        ['/admin/users', 'Students'],
        ['/admin/enquiries', 'Enquiries'],
        ['/admin/outbox', 'Outbox'],
      ],
      [
        ['/admin/jobs', 'Jobs'],
        ['/admin/audit', 'Audit log'],
        ['/account', 'My account'],
      ],
      [
        ['/admin/asset/add-asset', 'Add Digital Asset'],
        ['/admin/coupons/add', 'Add Coupon Code'],
        ['/admin/grant-access', 'Grant Access'],
      ],
    ];
    for (const visits of adminPageGroups) {
      test(`${visits.map(([path]) => path).join(', ')} have no serious accessibility violation`, async ({
        page,
        signIn,
        admin,
      }) => {
        await signIn(page, admin);
        await checkPages(page, visits);
      });
    }

    test('editing an asset, the coupons and their delete confirmation have no serious accessibility violation', async ({
      page,
      request,
      signIn,
      admin,
    }) => {
      await signIn(page, admin);
      const asset = await findAsset(request, ASSET);
      await checkPages(page, [
        [`/admin/edit-asset/${asset._id}`, /^Edit/],
        ['/admin/coupons', 'All Coupons'],
      ]);
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the delete confirmation');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    const courseTabs = ['Course Landing Page', 'Curriculam', 'Settings'];

    const courseForms = [
      { name: 'Add Course', heading: 'Add Course', path: async () => '/admin/course/add-course' },
      {
        name: 'Edit Course',
        heading: /^Edit/,
        path: async (request: APIRequestContext) =>
          `/admin/edit-course/${(await findCourse(request, COURSE))._id}`,
      },
    ];
    for (const form of courseForms) {
      test(`${form.name}, every tab, has no serious accessibility violation`, async ({
        page,
        request,
        signIn,
        admin,
      }) => {
        await signIn(page, admin);
        await page.goto(await form.path(request));
        await expectPageReady(page, form.heading);
        for (const tab of courseTabs) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expectAccessible(page, `${form.name}, ${tab}`);
        }
      });
    }
  });
}

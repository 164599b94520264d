import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type Browser,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  test as base,
} from '@playwright/test';
import { E2E_ADMIN } from './env';
import { copyTemplate, startServer } from './servers';
import { describeTaps, logTaps } from './tap-log';

export { expect };

/** An account's credentials and profile, as typed into the sign-up form. */
export type Credentials = { name: string; email: string; phone: string; password: string };

/** The user object the server answers with (SPEC §7). */
export type SessionUser = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
};

export type Session = { accessToken: string; user: SessionUser };

/** Local storage keys of SPEC §9. */
export const STORAGE = {
  accessToken: 'accessToken',
  userData: 'userData',
  authData: 'authData',
  redirectPath: 'redirectPath',
} as const;

/**
 * A slow phone on a mobile network, applied to the test's page through the DevTools protocol
 * before it opens anything: the CPU `cpuSlowdown` times slower, and the network's latency and
 * throughput capped. The 'phone-profile' project sets it (Lighthouse's mobile preset: 4x CPU,
 * slow 4G); the other projects leave it null.
 */
export type DeviceProfile = {
  cpuSlowdown: number;
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
};

/** The options a project may set in its `use` (playwright.config.ts). */
export type ProjectOptions = { deviceProfile: DeviceProfile | null };

type Fixtures = ProjectOptions & {
  /** Makes credentials that no other test uses; does not register them. */
  newCredentials: (label?: string) => Credentials;
  /** Registers a new student through the API and returns the credentials. */
  createStudent: (label?: string) => Promise<Credentials>;
  /** The admin account the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: Credentials;
  /**
   * Logs in through the API and seeds local storage the way the app does after a login,
   * before any of the app's scripts run on the page's first load. Later loads (reloads,
   * logout then reload) see whatever the app itself left in storage.
   */
  signIn: (page: Page, credentials: Credentials) => Promise<Session>;
  /** Puts these local storage entries in place before the page's first load (once per tab). */
  seedStorage: (page: Page, entries: Record<string, string>) => Promise<void>;
  /**
   * Declares a failed HTTP response the test provokes on purpose, so the browser's
   * "Failed to load resource" console error for it does not fail the test. Status 0 is a
   * request whose connection the test cuts (route.abort).
   */
  allowFailedResponse: (status: number, pathname: string) => void;
  /** The failures declared with allowFailedResponse, read by failOnConsoleErrors. */
  allowedFailures: { status: number; pathname: string }[];
  /**
   * Fails the test on any page error or console error not declared above. A failed test's report
   * also gets its page's taps (tap-log.ts).
   */
  failOnConsoleErrors: void;
};

export async function apiLogin(request: APIRequestContext, credentials: Credentials): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password, role: 'user' },
  });
  expect(response.status(), `login of ${credentials.email}`).toBe(200);
  const body = (await response.json()) as { data: Session };
  return body.data;
}

/** Reads one local storage key of the page's origin. */
export const readStorage = (page: Page, key: string) =>
  page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first
   parameter, which must be an object pattern even when it needs none. */
export const test = base.extend<Fixtures>({
  newCredentials: async ({}, use, testInfo) => {
    await use((label = 'student') => {
      const unique = `${testInfo.workerIndex}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
      return {
        name: `Aarav ${label} Kulkarni`,
        email: `${label}-${unique}@kalakriti.test`,
        phone: '+91 98765 43210',
        password: `pass-${randomUUID()}`,
      };
    });
  },

  createStudent: async ({ request, newCredentials }, use) => {
    await use(async (label) => {
      const credentials = newCredentials(label);
      const response = await request.post('/api/auth/register', { data: { ...credentials, role: 'user' } });
      expect(response.status(), `registration of ${credentials.email}`).toBe(201);
      return credentials;
    });
  },

  admin: async ({}, use) => {
    await use({ name: E2E_ADMIN.name, email: E2E_ADMIN.email, phone: '', password: E2E_ADMIN.password });
  },

  seedStorage: async ({ baseURL }, use) => {
    const origin = new URL(baseURL ?? '').origin;
    await use(async (page, entries) => {
      await page.addInitScript(
        ({ origin, entries }) => {
          // Init scripts run on every document, about:blank included, and on every reload:
          // seed only our origin, and only once per tab (sessionStorage survives reloads).
          if (window.location.origin !== origin) return;
          if (window.sessionStorage.getItem('e2e-seeded') === 'yes') return;
          window.sessionStorage.setItem('e2e-seeded', 'yes');
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        },
        { origin, entries },
      );
    });
  },

  signIn: async ({ request, seedStorage }, use) => {
    await use(async (page, credentials) => {
      const session = await apiLogin(request, credentials);
      await seedStorage(page, {
        [STORAGE.accessToken]: session.accessToken,
        [STORAGE.userData]: JSON.stringify(session.user),
        [STORAGE.authData]: 'true',
      });
      return session;
    });
  },

  deviceProfile: [null, { option: true }],

  // The test's page, with the project's device profile applied.
  page: async ({ page, deviceProfile }, use) => {
    if (deviceProfile) {
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: deviceProfile.cpuSlowdown });
      await session.send('Network.enable');
      const { latencyMs, downloadKbps, uploadKbps } = deviceProfile.network;
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        // Bytes per second.
        downloadThroughput: (downloadKbps * 1000) / 8,
        uploadThroughput: (uploadKbps * 1000) / 8,
      });
    }
    await page.addInitScript(recordToasts);
    await use(page);
  },

  allowedFailures: async ({}, use) => {
    await use([]);
  },

  allowFailedResponse: async ({ allowedFailures }, use) => {
    await use((status, pathname) => {
      allowedFailures.push({ status, pathname });
    });
  },

  failOnConsoleErrors: [
    async ({ page, allowedFailures }, use, testInfo) => {
      const problems: string[] = [];

      /**
       * Chromium logs every 4xx/5xx response as a console error, "Failed to load resource:
       * the server responded with a status of 401 (Unauthorized)", with the resource's URL
       * as the message location. Those are expected only when a test provokes them (a wrong
       * password, a tampered token): the test declares the status and path it expects, and
       * only that exact pair is let through. Every other console error or uncaught page
       * error fails the test, as do unexpected failed responses from the app's own API.
       */
      const isDeclaredFailure = (message: ConsoleMessage) => {
        const match =
          /^Failed to load resource: (?:the server responded with a status of (\d{3})\b|net::ERR_)/.exec(
            message.text(),
          );
        if (!match) return false;
        // No status: a connection the test cut on purpose (route.abort), declared as status 0.
        const status = Number(match[1] ?? 0);
        const url = message.location().url;
        if (!url) return false;
        const { pathname } = new URL(url);
        return allowedFailures.some((entry) => entry.status === status && entry.pathname === pathname);
      };

      /**
       * The fixtures' init script (seedStorage) runs on every document, the outbox's sandboxed
       * email frame included, where Chromium refuses it and says so. That frame is meant to run
       * no script: the refusal is the harness's own script being kept out, not the app's error.
       */
      const isHarnessScriptInSandbox = (message: ConsoleMessage) =>
        /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(
          message.text(),
        );

      page.on('console', (message) => {
        if (message.type() !== 'error' || isDeclaredFailure(message) || isHarnessScriptInSandbox(message))
          return;
        const where = message.location().url;
        problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
      await logTaps(page);

      await use();

      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('taps', { body: await describeTaps(page), contentType: 'text/plain' });
      }
      if (problems.length > 0) {
        await testInfo.attach('browser errors', { body: problems.join('\n'), contentType: 'text/plain' });
      }
      expect(problems, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],
});
/* eslint-enable no-empty-pattern */

/** The desktop user menu: open it and return its entries. */
export async function openUserMenu(page: Page, triggerName: string) {
  await page.getByRole('button', { name: triggerName, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Fills and submits the Sign In form (the page must be on /auth in Sign In mode). */
export async function submitSignIn(page: Page, credentials: Pick<Credentials, 'email' | 'password'>) {
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Runs in every document of a test's tab: writes down the text of each toast as it appears, in
 * the tab's sessionStorage (a reload keeps it). A toast of one or two seconds (SPEC §8) can come
 * and go between two looks of a test process slowed by a busy machine (an assertion's later looks
 * come a second apart); the page itself does not miss it.
 */
function recordToasts() {
  const key = 'e2e-toasts';
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('.Toastify [role="alert"]')) {
      if (seen.has(alert)) continue;
      seen.add(alert);
      const shown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as ShownToast[];
      // Its kind is its toast's modifier class: Toastify__toast--error, --success, --info.
      const kind = [...(alert.closest('.Toastify__toast')?.classList ?? [])]
        .find((name) => name.startsWith('Toastify__toast--'))
        ?.slice('Toastify__toast--'.length);
      shown.push({ text: alert.textContent?.trim() ?? '', kind: kind ?? '', expected: false });
      window.sessionStorage.setItem(key, JSON.stringify(shown));
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A toast the tab showed, its kind, and whether a test's `expectToastShown` has already counted it. */
type ShownToast = { text: string; kind: string; expected: boolean };

/**
 * Waits until the tab has shown a toast saying exactly `text` that no earlier call counted (see
 * recordToasts), for the expect timeout or `timeout` (what leads to it takes longer: an upload,
 * say). Each call counts one toast, so a second call after a second action waits for a second
 * toast rather than passing on the first. With `kind`, only a toast of that kind counts (an
 * error's red toast, say).
 */
export async function expectToastShown(
  page: Page,
  text: string,
  { timeout, kind }: { timeout?: number; kind?: 'error' | 'success' | 'info' | 'warning' } = {},
) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ wanted, wantedKind }) => {
            const key = 'e2e-toasts';
            const shown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as ShownToast[];
            const toast = shown.find(
              (entry) =>
                entry.text === wanted &&
                !entry.expected &&
                (wantedKind === undefined || entry.kind === wantedKind),
            );
            if (!toast) return shown.map((entry) => `${entry.kind}: ${entry.text}`);
            toast.expected = true;
            window.sessionStorage.setItem(key, JSON.stringify(shown));
            return 'shown';
          },
          { wanted: text, wantedKind: kind },
        ),
      {
        message: `a toast saying "${text}"${kind ? `, of the ${kind} kind,` : ''} not counted before (received: every toast the tab has shown)`,
        ...(timeout && { timeout }),
      },
    )
    .toBe('shown');
}

export const firstName = (credentials: Credentials) => credentials.name.split(' ')[0] ?? credentials.name;

/* Commerce helpers (cart, checkout, purchases, downloads). */

/** A course of the demo catalogue, as the public list answers it. */
export type CatalogueCourse = { _id: string; title: string; price: number; category: string };
/** A digital asset of the demo catalogue, as the public list answers it. */
export type CatalogueAsset = { _id: string; name: string; price: number; category: string; type: string };

/** The catalogue course with this exact title (the e2e server seeds the demo catalogue). */
export async function findCourse(request: APIRequestContext, title: string): Promise<CatalogueCourse> {
  const response = await request.get('/api/student/course/get', { params: { limit: 100 } });
  expect(response.status(), 'the course list').toBe(200);
  const { data } = (await response.json()) as { data: CatalogueCourse[] };
  const course = data.find((item) => item.title === title);
  if (!course) throw new Error(`No course titled "${title}" in the catalogue`);
  return course;
}

/** The catalogue asset with this exact name. */
/** A demo bundle on sale, by its title. */
export async function findBundle(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; title: string }> {
  const response = await request.get('/api/bundles', { params: { limit: 100 } });
  expect(response.status(), 'the bundle list').toBe(200);
  const { data } = (await response.json()) as { data: { id: string; title: string }[] };
  const bundle = data.find((item) => item.title === title);
  if (!bundle) throw new Error(`No bundle titled "${title}" on sale`);
  return bundle;
}

export async function findAsset(request: APIRequestContext, name: string): Promise<CatalogueAsset> {
  const response = await request.get('/api/student/digital-assets/get', { params: { limit: 100 } });
  expect(response.status(), 'the asset list').toBe(200);
  const { data } = (await response.json()) as { data: CatalogueAsset[] };
  const asset = data.find((item) => item.name === name);
  if (!asset) throw new Error(`No digital asset named "${name}" in the catalogue`);
  return asset;
}

/** A project the demo catalogue shows in its course's gallery (approved, its student agreed), by title. */
export async function findShownProject(
  request: APIRequestContext,
  courseTitle: string,
  title: string,
): Promise<{ id: string; title: string }> {
  const course = await findCourse(request, courseTitle);
  const response = await request.get(`/api/courses/${course._id}/projects`);
  expect(response.status(), `the gallery of "${courseTitle}"`).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; title: string }[] };
  const project = data.find((item) => item.title === title);
  if (!project) throw new Error(`No shown project titled "${title}" in the gallery of "${courseTitle}"`);
  return project;
}

/**
 * The purchase checks a signed-in student's pages make. They answer 404 for what the student has
 * not bought (SPEC §7), which Chromium logs as a failed resource: declare them with
 * allowFailedResponse when a test shows a student something they do not own.
 */
export const purchaseInfoPath = {
  course: (courseId: string, userId: string) => `/api/student/course/purchase-info/${courseId}/${userId}`,
  asset: (assetId: string, userId: string) => `/api/student/assets/bought/purchase-info/${assetId}/${userId}`,
};

/** Puts a course, an asset or a kit in the student's cart through the API (SPEC §7 Cart, issue 31). */
export async function addToCartViaApi(
  request: APIRequestContext,
  session: Session,
  item: { courseId: string } | { assetId: string } | { bundleId: string },
) {
  const path =
    'courseId' in item
      ? '/api/student/cart/add'
      : 'assetId' in item
        ? '/api/student/cart/assets/add'
        : '/api/student/cart/bundles/add';
  const response = await request.post(path, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { userId: session.user._id, ...item },
  });
  expect(response.status(), `adding ${JSON.stringify(item)} to the cart`).toBe(200);
}

/** The bytes of an owned asset's file, fetched the way the app fetches them (link, then file). */
export async function downloadViaApi(
  request: APIRequestContext,
  session: Session,
  assetId: string,
): Promise<{ filename: string; body: Buffer }> {
  const link = await request.get(`/api/student/assets/download/${assetId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(link.status(), `the download link of ${assetId}`).toBe(200);
  const { data } = (await link.json()) as { data: { url: string; filename: string } };
  const file = await request.get(data.url);
  expect(file.status(), `the file of ${assetId}`).toBe(200);
  return { filename: data.filename, body: await file.body() };
}

/** The header's cart badge. */
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** The sandbox gateway's checkout dialog (SPEC §4 Buy flow; the merchant name is its title). */
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Kalakriti Design Academy' });

/* Learning helpers (course progress, certificates). */

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** A file of the committed seed media (apps/server/seed/media/manifest.json lists them). */
export const seedMedia = (file: string) =>
  fileURLToPath(new URL(`../apps/server/seed/media/${file}`, import.meta.url));

/**
 * A published course with one uploaded video (a free preview) at ₹1,499, made through the API the
 * way the editor makes it: `POST /media/upload`, then `POST /admin/course/add`. Answers its id.
 */
export async function createCourseViaApi(
  request: APIRequestContext,
  admin: Session,
  title: string,
  /** Another category keeps the course out of the recommendations other tests' courses show. */
  category = 'Animation',
  /** More of the course's fields (a project brief). */
  extra: Record<string, unknown> = {},
) {
  const upload = await request.post('/api/media/upload', {
    headers: bearer(admin),
    multipart: {
      file: { name: 'pen.mp4', mimeType: 'video/mp4', buffer: await readFile(seedMedia('videos/pen.mp4')) },
    },
  });
  expect(upload.status(), 'the video upload').toBe(201);
  const video = ((await upload.json()) as { data: { secure_url: string; public_id: string } }).data;
  const created = await request.post('/api/admin/course/add', {
    headers: bearer(admin),
    data: {
      title,
      category,
      level: 'Beginner',
      primaryLanguage: 'English',
      objectives: 'Build an armature, Animate on twos',
      welcomeMessage: 'Welcome to the clay studio.',
      price: 1499,
      fakePrice: 2999,
      description: 'Stop-motion basics with plasticine.',
      curriculum: [
        { title: 'Bouncing ball', videoUrl: video.secure_url, public_id: video.public_id, freePreview: true },
      ],
      ...extra,
    },
  });
  expect(created.status(), 'the new course').toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

/**
 * Buys a course for the session's student through the API, the way the sandbox checkout does:
 * create the order, pay it in the sandbox, verify the payment (SPEC §7 Orders).
 */
export async function buyCourseViaApi(request: APIRequestContext, session: Session, courseId: string) {
  const created = await request.post('/api/student/order/create-order', {
    headers: bearer(session),
    data: { userId: session.user._id, courseId },
  });
  expect(created.status(), `the order for course ${courseId}`).toBe(200);
  const order = ((await created.json()) as { data: { orderId: string; razorpayOrderId: string | null } })
    .data;
  if (!order.razorpayOrderId) throw new Error(`The order for course ${courseId} has no gateway order`);

  const paid = await request.post('/api/payments/sandbox/pay', {
    headers: bearer(session),
    data: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
  });
  expect(paid.status(), 'the sandbox payment').toBe(200);
  const payment = (await paid.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };

  const verified = await request.post('/api/student/order/verify-payment', {
    headers: bearer(session),
    data: {
      orderId: order.orderId,
      razorpayPaymentId: payment.razorpay_payment_id,
      razorpayOrderId: payment.razorpay_order_id,
      razorpaySignature: payment.razorpay_signature,
    },
  });
  expect(verified.status(), 'the payment verification').toBe(200);
}

/* Reviews helpers (issue 30). */

/** Opens a course to a student, named by email, as Admin → Grant Access does (manual access). */
/**
 * The category of the courses the reviews specs make (on the admin tests' server): no other
 * spec's course is in it, so a reviewed course never shows among another's recommendations.
 */
export const REVIEWED_CATEGORY = 'Clay Modelling';

export async function grantCourseViaApi(
  request: APIRequestContext,
  admin: Session,
  courseId: string,
  email: string,
) {
  const granted = await request.post('/api/admin/course/grant-manual-access', {
    headers: bearer(admin),
    data: { id: courseId, studentIds: [email] },
  });
  expect(granted.status(), `access to course ${courseId} for ${email}`).toBe(200);
}

/** The session's student reviews a course they own (text of 20 characters or more); answers the review's id. */
export async function reviewViaApi(
  request: APIRequestContext,
  student: Session,
  courseId: string,
  rating: number,
  text: string,
) {
  const written = await request.post('/api/reviews', {
    headers: bearer(student),
    data: { productType: 'course', productId: courseId, rating, text },
  });
  expect(written.status(), `the review of course ${courseId}`).toBe(201);
  return ((await written.json()) as { data: { id: string } }).data.id;
}

/** A lecture as the progress API answers it. */
export type ProgressLecture = { _id: string; title: string; videoUrl: string; freePreview: boolean };

/** The course progress record of SPEC §3, as far as the tests read it. */
export type CourseProgressRecord = {
  courseDetails: { _id: string; title: string; instructorName: string; curriculum: ProgressLecture[] };
  progress: { lectureId: string; viewed: boolean; dateViewed: string }[];
  isPurchased: boolean;
  completed: boolean;
  certificate: { certificateNumber: string; completedAt: string } | null;
};

/** The student's progress through a course (SPEC §7 Purchases and progress). */
export async function courseProgressViaApi(
  request: APIRequestContext,
  session: Session,
  courseId: string,
): Promise<CourseProgressRecord> {
  const response = await request.get(`/api/student/course-progress/get/${session.user._id}/${courseId}`, {
    headers: bearer(session),
  });
  expect(response.status(), `the progress through course ${courseId}`).toBe(200);
  return ((await response.json()) as { data: CourseProgressRecord }).data;
}

const adminCredentials: Credentials = { ...E2E_ADMIN, phone: '' };

/**
 * Marks these lectures of the session's student viewed, in this order, through the API; answers
 * the progress after the last. An admin marks them, as support may without evidence of watching
 * (issue 14: a student's own mark needs the lecture played): the setup of tests about what comes
 * after. The auth spec's logout ends every admin session, so a 401 signs the admin in again.
 */
export async function markViewedViaApi(
  request: APIRequestContext,
  session: Session,
  courseId: string,
  lectureIds: string[],
): Promise<CourseProgressRecord | undefined> {
  let admin = await apiLogin(request, adminCredentials);
  let latest: CourseProgressRecord | undefined;
  for (const lectureId of lectureIds) {
    const mark = () =>
      request.post('/api/student/course-progress/mark-lecture-viewed', {
        headers: bearer(admin),
        data: { userId: session.user._id, courseId, lectureId },
      });
    let response = await mark();
    if (response.status() === 401) {
      admin = await apiLogin(request, adminCredentials);
      response = await mark();
    }
    expect(response.status(), `lecture ${lectureId} marked viewed`).toBe(200);
    latest = ((await response.json()) as { data: CourseProgressRecord }).data;
  }
  return latest;
}

/* The course player (SPEC §4 Player, Course progress). */

/** The player of the lecture on screen: a region named 'Video player: {title}'. */
export const player = (page: Page, title?: string) =>
  title === undefined
    ? page.getByRole('region', { name: /^Video player: / })
    : page.getByRole('region', { name: `Video player: ${title}`, exact: true });
export const playerVideo = (page: Page) => player(page).locator('video');
export const lectureItems = (page: Page) => page.getByTestId('lecture-item');
/** The site header's main navigation, absent on the course and certificate pages (SPEC §2 Layout). */
export const siteNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Each lecture's tick, in curriculum order: the first `count` viewed, the rest not. */
export async function expectTicks(page: Page, count: number, total: number) {
  const items = lectureItems(page);
  await expect(items).toHaveCount(total);
  for (let index = 0; index < total; index += 1) {
    await expect(items.nth(index), `lecture ${index + 1}'s tick`).toHaveAttribute(
      'data-viewed',
      index < count ? 'true' : 'false',
    );
  }
}

/** Waits until this lecture is on screen and its video is loaded and near its start. */
export async function expectLectureReady(page: Page, title: string) {
  await expect(page.getByTestId('lecture-title')).toHaveText(title);
  await expect(player(page, title)).toBeVisible();
  await expect
    .poll(
      () =>
        playerVideo(page).evaluate(
          (video: HTMLVideoElement) =>
            video.readyState >= 1 &&
            Number.isFinite(video.duration) &&
            video.currentTime < video.duration - 1,
        ),
      { message: `the video of "${title}" is loaded at its start`, timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Jumps the playing video to 0.2 s before its end and lets it play to the end: a preview's end,
 * or a lecture already viewed. A lecture not viewed yet is not marked for so little (issue 14).
 */
export async function playLastMoment(video: Locator) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 0.2);
    return element.play();
  });
}

/**
 * Watches the lecture on screen from its start to its end at the player's fastest speed, 2× (a
 * demo lecture's 9 s in 4.5 s): what the server asks before it marks a student's lecture viewed.
 * Returns once the video has ended.
 */
export async function watchToEnd(video: Locator) {
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        element.addEventListener('ended', () => resolve(), { once: true });
        element.playbackRate = 2;
        element.currentTime = 0;
        element.play().catch(reject);
      }),
  );
}

/* Admin helpers: a server of the admin tests' own, and a second browser for a student. */

/** The admin tests' own server: where it answers, and its data folder. */
export type OwnServer = {
  baseURL: string;
  dataDir: string;
  /** Stops the server and starts it again on the same port and data: a deployment's restart. */
  restart(): Promise<void>;
};

/**
 * Starts a server of the test's own with the run's server's settings (and `env` beyond them), on
 * a copy of the run's template database (servers.ts: about 1 s on a quiet machine), on a free
 * port; hands it to `use`, then stops it and removes its folder.
 */
async function runOwnServer(
  label: string,
  env: Record<string, string | undefined> | undefined,
  workerIndex: number,
  use: (server: OwnServer) => Promise<void>,
) {
  const templateDir = process.env['E2E_TEMPLATE_DIR'];
  const root = process.env['E2E_DATA_DIR'];
  if (!templateDir || !root) throw new Error('The global setup (e2e/global-setup.ts) did not run');
  const dataDir = mkdtempSync(path.join(root, `own-${workerIndex}-`));
  copyTemplate(templateDir, dataDir);
  // A start takes about 1 s of CPU; at load 44 on the 2 cores one took over 60 s.
  const options = { dataDir, label, timeoutMs: 150_000, ...(env ? { env } : {}) };
  let server = await startServer(options);
  const restart = async () => {
    await server.stop();
    server = await startServer({ ...options, port: server.port });
  };
  try {
    await use({ baseURL: server.baseURL, dataDir, restart });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const output = server.stderr();
    if (output.trim()) console.log(`The ${label} (${server.baseURL}) wrote:\n${output}`);
  }
}

/**
 * The admin tests change what the other specs count on (the catalogue's courses and assets, the
 * coupons), and the auth spec logs the one admin out, which ends every admin session. On the
 * shared e2e server they would race each other across the two workers. `ownServerTest` starts a
 * server per worker (runOwnServer); `baseURL`, and with it `page`, `request` and every
 * `browser.newContext()` of the test, point at it.
 */
/* eslint-disable no-empty-pattern -- see above: a fixture without dependencies. */
export const ownServerTest = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    async ({}, use, workerInfo) =>
      runOwnServer("admin tests' server", undefined, workerInfo.workerIndex, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

/**
 * A server of the test's own with ffmpeg (the others run without it, see e2eServerEnv). At its
 * start it queues the demo's lecture videos for transcoding, a backlog of about 35 encodes that
 * nobody in the test watches: the server lives for one test only, so that backlog stops with it
 * instead of taking CPU from the rest of the run.
 */
export const streamingServerTest = test.extend<{ ownServer: OwnServer }>({
  ownServer: [
    async ({}, use, testInfo) =>
      runOwnServer("streaming test's server", { FFMPEG_PATH: undefined }, testInfo.workerIndex, use),
    { timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

/** The web app the e2e servers serve: WEB_DIST_DIR when set (they read it too), else the build. */
export const webDist =
  process.env['WEB_DIST_DIR'] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * A server of the test's own serving `release`: a copy of the built web app (dist and its server
 * renderer beside it, dist-ssr) that the test may change as a deployment would, without touching
 * what the other tests are served.
 */
export const releaseServerTest = test.extend<{ release: string; ownServer: OwnServer }>({
  release: async ({}, use) => {
    const dataRoot = process.env['E2E_DATA_DIR'];
    if (!dataRoot) throw new Error('The global setup (e2e/global-setup.ts) did not run');
    const root = mkdtempSync(path.join(dataRoot, 'release-'));
    const release = path.join(root, 'dist');
    cpSync(webDist, release, { recursive: true });
    cpSync(path.join(webDist, '..', 'dist-ssr'), path.join(root, 'dist-ssr'), { recursive: true });
    try {
      await use(release);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
  ownServer: [
    async ({ release }, use, testInfo) =>
      runOwnServer("release test's server", { WEB_DIST_DIR: release }, testInfo.workerIndex, use),
    { timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});
/* eslint-enable no-empty-pattern */

/**
 * A page in a browser context of its own: another person at another computer. Sign them in with
 * the `signIn` fixture. `failOnConsoleErrors` watches only the test's own `page`, so this page
 * keeps its own list: declare the failures the test provokes with `allow(status, pathname)` and
 * call `expectNoErrors()` at the end.
 */
export async function otherPersonPage(browser: Browser): Promise<{
  page: Page;
  allow: (status: number, pathname: string) => void;
  expectNoErrors: () => void;
  close: () => Promise<void>;
}> {
  const context = await browser.newContext();
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  const allowed: { status: number; pathname: string }[] = [];
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const match = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(
      message.text(),
    );
    if (match && where) {
      const status = Number(match[1]);
      const { pathname } = new URL(where);
      if (allowed.some((entry) => entry.status === status && entry.pathname === pathname)) return;
    }
    problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  return {
    page,
    allow: (status, pathname) => allowed.push({ status, pathname }),
    expectNoErrors: () => expect(problems, 'the other browser reported errors').toEqual([]),
    close: () => context.close(),
  };
}

type ManifestChunk = { file: string; imports?: string[] };

async function viteManifest(): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(
    await readFile(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
}

/** The built chunk of the toast library, which the app fetches only after the first load. */
export async function toastLibraryChunk(): Promise<string> {
  const chunk = Object.entries(await viteManifest()).find(([source]) => source.includes('/react-toastify/'));
  if (!chunk) throw new Error('No react-toastify chunk in the Vite manifest');
  return `/${chunk[1].file}`;
}

/** The built files a lazily imported module (`source`, from the repository root) needs: its own and its imports'. */
export async function lazyModuleFiles(source: string): Promise<string[]> {
  const manifest = await viteManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No ${key} in the Vite manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}

/**
 * Opens the store until its service worker is in charge of the page: the first visit installs it
 * once the page is idle, and pages opened after that are served by it (Chromium may still send
 * the first navigation or two after it activates straight to the network).
 */
export async function installStore(page: Page, address = '/') {
  await page.goto(address);
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
      { message: 'the service worker is installed and active' },
    )
    .toBe('activated');
  await expect
    .poll(
      async () => {
        await page.goto(address);
        return page.evaluate(() => navigator.serviceWorker.controller !== null);
      },
      { message: 'the service worker serves the page' },
    )
    .toBe(true);
}

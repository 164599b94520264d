import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiLogin,
  buyCourseViaApi,
  courseProgressViaApi,
  createCourseViaApi,
  expect,
  installStore,
  lectureItems,
  ownServerTest as test,
  player,
  playerVideo,
  streamingServerTest,
} from './fixtures';

/*
 * Issue 32, part 2: an owner saves a lecture on their phone and watches it on a train. On the
 * admin tests' own server (the test refunds an order) with its service worker allowed: the
 * other browser tests block it (playwright.config.ts). That server has no ffmpeg, so the lecture
 * is saved as its uploaded MP4 (9 s, 105,808 bytes, its length unprobed), which the worker plays back
 * in ranges.
 */

test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

const SAVED_CACHE = 'saved-lectures';

/**
 * Cuts the network and reloads the player (or opens `address`): it opens from the device. What the page asks of the
 * server meanwhile fails, and Chromium logs each (the session's check, the cart's count, the
 * course, the watch report and the mark of a lecture's end), declared here as expected.
 */
async function reloadOffline(
  page: Page,
  allowFailedResponse: (status: number, pathname: string) => void,
  userId: string,
  courseId: string,
  /** Opened offline instead of reloading the page on screen. */
  address?: string,
) {
  await page.context().setOffline(true);
  for (const pathname of [
    '/api/auth/check-auth',
    `/api/student/cart/get/${userId}`,
    `/api/student/course-progress/get/${userId}/${courseId}`,
    '/api/student/course-progress/watch',
    '/api/student/course-progress/mark-lecture-viewed',
  ]) {
    allowFailedResponse(0, pathname);
  }
  if (address) await page.goto(address);
  else await page.reload();
}

test('a saved lecture plays offline, what was watched reaches the server when the network is back, and a refund removes it', async ({
  page,
  request,
  admin,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const adminSession = await apiLogin(request, admin);
  const title = `Offline sketching ${randomUUID().slice(0, 6)}`;
  const courseId = await createCourseViaApi(request, adminSession, title);
  const student = await createStudent('offline');
  const session = await signIn(page, student);
  await buyCourseViaApi(request, session, courseId);

  await installStore(page, `/course-progress/${courseId}`);
  const details = page.getByTestId('save-for-offline');
  const save = details.getByRole('button', { name: 'Save for offline', exact: true });
  // What it will take is said before anything is saved, and read with the button.
  await expect(save).toHaveAccessibleDescription('About 0.1 MB on this device');
  await expectAccessible(page, 'the player with Save for offline');

  // A phone without the room is told so before anything is fetched.
  await page.evaluate(() => {
    const storage = navigator.storage as StorageManager & { keptEstimate?: StorageManager['estimate'] };
    storage.keptEstimate = storage.estimate.bind(storage);
    storage.estimate = () => Promise.resolve({ quota: 1_000_000, usage: 990_000 });
  });
  await save.click();
  await expect(details.getByRole('alert')).toHaveText(
    'This device has no room for this lecture (about 0.1 MB). Remove saved lectures or free some space, then try again.',
  );
  await page.evaluate(() => {
    const storage = navigator.storage as StorageManager & { keptEstimate?: StorageManager['estimate'] };
    if (storage.keptEstimate) storage.estimate = storage.keptEstimate;
  });
  await save.click();
  await expect(details).toContainText('Saved for offline· 0.1 MB');
  await expect(lectureItems(page).first()).toContainText('Saved');

  await page.getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByTestId('downloads-summary')).toHaveText('1 lecture · 0.1 MB on this device');
  const course = page.getByRole('region', { name: title });
  await expect(course).toContainText(/Plays offline until \d{1,2} \w{3} \d{4}/);
  await expect(course.getByTestId('saved-lecture')).toHaveText(['Bouncing ball0.1 MBPlay']);
  await expectAccessible(page, 'the Downloads page with a saved lecture');

  // The licence lasts 14 days from the last check: after that the worker plays nothing of the
  // course, until the device is online again and the check renews it (the Downloads page checks).
  const [lecture] = (await courseProgressViaApi(request, session, courseId)).courseDetails.curriculum;
  const savedVideo = `/saved-lectures/${lecture?._id ?? ''}/video`;
  const played = () => page.evaluate(async (url) => (await fetch(url)).status, savedVideo);
  expect(await played()).toBe(200);
  await page.evaluate(async (url) => {
    const cache = await caches.open('saved-lectures');
    const kept = (await (await cache.match(url))?.json()) as Record<string, unknown>;
    await cache.put(url, new Response(JSON.stringify({ ...kept, expiresAt: '2026-01-01T00:00:00.000Z' })));
  }, `/saved-lectures/courses/${courseId}.json`);
  allowFailedResponse(403, savedVideo);
  expect(await played()).toBe(403);
  // Offline then, the player says the lecture needs the network rather than failing to play it.
  await reloadOffline(page, allowFailedResponse, session.user._id, courseId, `/course-progress/${courseId}`);
  await expect(page.getByText('Not saved on this device: it needs the network.')).toBeVisible();
  await page.context().setOffline(false);
  await page.goto('/my-courses/downloads');
  await expect(course).toContainText(/Plays offline until \d{1,2} \w{3} \d{4}/);
  expect(await played()).toBe(200);

  // On the train: the player opens from the device and plays the saved lecture, watermarked.
  await page.goto(`/course-progress/${courseId}`);
  await expect(details).toContainText('Saved for offline');
  await reloadOffline(page, allowFailedResponse, session.user._id, courseId);
  await expect(
    page.getByRole('status').filter({ hasText: 'Lectures saved on this device play' }),
  ).toBeVisible();
  // The lecture list, as tall as the screen beside the player, ends above the notice over the
  // page's bottom that says the device is offline.
  const offline = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offline).toBeVisible();
  const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : 0);
  await expect
    .poll(async () =>
      bottomOf(await page.getByRole('complementary', { name: 'Next Lectures' }).boundingBox()),
    )
    // Until the page scrolls, the list starts under the player's header and its 1 px border.
    .toBeLessThanOrEqual(((await offline.boundingBox())?.y ?? 0) + 1);
  const region = player(page);
  await expect(region.getByTestId('watermark')).toContainText(student.email);
  await region.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
      message: 'the saved lecture plays without the network',
      timeout: 20_000,
    })
    .toBeGreaterThan(3);
  // Played to its end: its report and its mark could not go, and the browser keeps them.
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.ended), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (JSON.parse(window.localStorage.getItem('watchOutbox') ?? '[]') as { finished: boolean }[]).map(
            (entry) => entry.finished,
          ),
        ),
      { message: 'what was played offline is kept, with the mark of its end' },
    )
    .toEqual([true]);

  // Back online, what was played reaches the server, which credits it whole, and the lecture is
  // marked viewed straight after.
  const credited = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/student/course-progress/watch' && response.status() === 200,
  );
  await page.context().setOffline(false);
  const answer = (await (await credited).json()) as {
    data: { watchedSeconds: number; uncreditedSeconds: number };
  };
  expect(answer.data.watchedSeconds).toBeGreaterThan(8);
  expect(answer.data.uncreditedSeconds).toBe(0);
  await expect
    .poll(async () => (await courseProgressViaApi(request, session, courseId)).progress.length, {
      message: 'the lecture finished offline is marked viewed',
    })
    .toBe(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('watchOutbox'))).toBeNull();

  // The order is refunded: the next visit online removes the saved lecture from the device.
  const orders = await request.get('/api/student/orders', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const order = ((await orders.json()) as { data: { orderId: string; firstTitle: string }[] }).data.find(
    (found) => found.firstTitle === title,
  );
  // The player is still open: what it played offline it reports once more as the page goes (its
  // own copy of what the outbox sent), and after the refund the server refuses that with 403.
  allowFailedResponse(403, '/api/student/course-progress/watch');
  const refunded = await request.post(`/api/admin/orders/${order?.orderId ?? ''}/refund`, {
    headers: { authorization: `Bearer ${adminSession.accessToken}` },
    data: { note: 'Asked within the refund window' },
  });
  expect(refunded.status()).toBe(200);
  await page.goto('/my-courses/downloads');
  await expect(page.getByText('Nothing saved on this device yet', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SAVED_CACHE),
  ).toBe(0);
});

streamingServerTest.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

streamingServerTest(
  'a lecture with a ready stream is saved as its 360p rendition and plays offline through hls.js',
  async ({ page, request, admin, createStudent, signIn, allowFailedResponse }) => {
    // The upload waits for at most the one backlog encode under way, then its own (video-streaming.spec.ts).
    streamingServerTest.setTimeout(240_000);
    const courseId = await createCourseViaApi(
      request,
      await apiLogin(request, admin),
      `Offline lettering ${randomUUID().slice(0, 6)}`,
    );
    const student = await createStudent('offline-stream');
    const session = await signIn(page, student);
    await buyCourseViaApi(request, session, courseId);
    await expect
      .poll(
        async () =>
          (await courseProgressViaApi(request, session, courseId)).courseDetails.curriculum[0]?.videoUrl,
        { message: 'the uploaded lecture is offered as its stream', timeout: 210_000 },
      )
      .toMatch(/\/master\.m3u8$/);

    await installStore(page, `/course-progress/${courseId}`);
    // The whole course, from the lecture list: here its one lecture.
    const course = page.getByTestId('save-course-for-offline');
    const saveAll = course.getByRole('button', { name: 'Save all for offline' });
    await expect(saveAll).toHaveAccessibleDescription(/^1 lecture · about \d+(\.\d)? MB$/);
    await saveAll.click();
    await expect(course).toHaveText('Every lecture is saved for offline');
    await expect(page.getByTestId('save-for-offline')).toContainText('Saved for offline');
    // The rendition's playlist and its segments (9 s in segments of about 6 s), under the lecture.
    const saved = await page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname).sort(),
      SAVED_CACHE,
    );
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/saved-lectures\/[\w-]+\/index\.m3u8$/),
        expect.stringMatching(/^\/saved-lectures\/[\w-]+\/seg_00000\.ts$/),
        expect.stringMatching(/^\/saved-lectures\/[\w-]+\/record\.json$/),
      ]),
    );

    await reloadOffline(page, allowFailedResponse, session.user._id, courseId);
    const region = player(page);
    await region.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
        message: 'the saved stream plays without the network',
        timeout: 20_000,
      })
      .toBeGreaterThan(3);
    expect(await playerVideo(page).evaluate((video: HTMLVideoElement) => video.videoHeight)).toBe(360);
    expect(await playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/^blob:/);
  },
);

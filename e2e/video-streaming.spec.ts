import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import {
  apiLogin,
  buyCourseViaApi,
  courseProgressViaApi,
  createCourseViaApi,
  expect,
  player,
  playerVideo,
  streamingServerTest as test,
} from './fixtures';

/*
 * Issue 14: once a lecture's video is transcoded, the student's player streams it adaptively
 * (HLS through hls.js in Chromium) from its signed playlist, shows its poster, offers Auto and
 * each quality of the ladder, and keeps the academy's player as it was: its controls, the
 * watermark, and the lecture marked viewed at its end. On a server with ffmpeg: the admin uploads
 * a lecture video (9 s at 640×360, so 240p and 360p), which is transcoded ahead of the demo's
 * backlog that the server queued at its start.
 */

/** The uploaded lecture's length: a chosen quality must show before it ends. */
const LECTURE_MS = 9_000;

const STREAM_URL = /^\/api\/media\/hls\/video_[0-9a-f-]{36}\/\d+\/(?:[0-9a-f-]{36}\.)?[\w-]+\/master\.m3u8$/;

const pathOf = (response: Response) => new URL(response.url()).pathname;
const streamFile = (page: Page, pattern: RegExp) =>
  page.waitForResponse((response) => pattern.test(pathOf(response)) && response.status() === 200);

test('a lecture with a ready stream plays adaptively, with its poster, the watermark, and Auto or a chosen quality', async ({
  page,
  request,
  admin,
  createStudent,
  signIn,
}) => {
  // The upload waits for at most the one backlog encode under way, then its own: a few seconds
  // each on an idle machine, ffmpeg niced below everything else, so many times that on a busy one.
  test.setTimeout(240_000);
  const courseId = await createCourseViaApi(
    request,
    await apiLogin(request, admin),
    `Clay animation ${randomUUID().slice(0, 6)}`,
  );
  const student = await createStudent();
  const session = await signIn(page, student);
  await buyCourseViaApi(request, session, courseId);
  await expect
    .poll(
      async () =>
        (await courseProgressViaApi(request, session, courseId)).courseDetails.curriculum[0]?.videoUrl,
      { message: 'the uploaded lecture is offered as its stream', timeout: 210_000 },
    )
    .toMatch(STREAM_URL);

  // Issue 28: Auto starts on the rung the network carries (here what an earlier lecture measured,
  // 5 Mbit/s) within the player's size, not on the ladder's first rung, 240p.
  await page.addInitScript(() => window.localStorage.setItem('videoBandwidth', '5000000'));
  const master = streamFile(page, /\/master\.m3u8$/);
  const segments: string[] = [];
  page.on('request', (sent) => {
    if (/\/\d{3}p\/seg_\d{5}\.ts$/.test(new URL(sent.url()).pathname))
      segments.push(new URL(sent.url()).pathname);
  });
  const segment = streamFile(page, /\/\d{3}p\/seg_\d{5}\.ts$/);
  await page.goto(`/course-progress/${courseId}`);
  expect((await master).headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  const region = player(page);
  await expect(region.locator('video')).toHaveAttribute('poster', /\/poster\.jpg$/);
  await expect(region.getByTestId('watermark')).toContainText(student.email);
  const quality = region.getByRole('button', { name: /^Quality: Auto/ });
  await expect(quality).toBeVisible();

  await region.getByRole('button', { name: 'Play', exact: true }).click();
  expect((await segment).headers()['content-type']).toBe('video/mp2t');
  expect(segments[0], 'the first segment is of the 360p rendition').toMatch(/\/360p\/seg_00000\.ts$/);
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), {
      message: 'the stream plays',
    })
    .toBeGreaterThan(0.5);
  await region.getByRole('button', { name: 'Pause', exact: true }).click();
  // hls.js feeds the element through Media Source Extensions.
  expect(await playerVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/^blob:/);

  await quality.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Auto \(\d{3}p\)$/, '360p', '240p']);
  await expect(menu.getByRole('menuitemradio', { name: /^Auto/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // Each choice is what then plays: the picture is that rendition's height.
  for (const height of [360, 240]) {
    await region.getByRole('button', { name: /^Quality: / }).click();
    await menu.getByRole('menuitemradio', { name: `${height}p`, exact: true }).click();
    await expect(region.getByRole('button', { name: `Quality: ${height}p` })).toBeVisible();
    // From the start: the switch has the whole 9 s lecture to show, however busy the machine, and
    // the lecture does not end (and close the player behind its completion card) meanwhile.
    await playerVideo(page).evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0;
    });
    await region.getByRole('button', { name: 'Play', exact: true }).click();
    // The switch drops what was buffered and fetches the rendition's first segment: the student
    // sees it while the lecture plays, which on a busy machine can take longer than expect's 5 s.
    await expect
      .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => video.videoHeight), {
        message: `the picture is the ${height}p rendition`,
        timeout: LECTURE_MS,
      })
      .toBe(height);
    await region.getByRole('button', { name: 'Pause', exact: true }).click();
  }
});

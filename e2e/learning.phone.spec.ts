import { MESSAGES } from '@academy/shared/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  buyCourseViaApi,
  courseProgressViaApi,
  expect,
  findCourse,
  markViewedViaApi,
  type Session,
  test,
  watchToEnd,
} from './fixtures';

// The longest course title of the demo catalogue, to make the header as crowded as it gets.
const PHOTOSHOP = 'Photoshop Masterclass: Compositing and Retouching';
const FREELANCING = 'Freelancing for Designers';

/** The page's full width: more than the 390 px viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** Buys the course and answers its lectures. */
async function buy(request: APIRequestContext, session: Session, title: string) {
  const course = await findCourse(request, title);
  await buyCourseViaApi(request, session, course._id);
  const { curriculum } = (await courseProgressViaApi(request, session, course._id)).courseDetails;
  return { courseId: course._id, lectures: curriculum };
}

test('at 390 px the course player fits, and so do the completion overlay and the certificate', async ({
  page,
  request,
  createStudent,
  signIn,
}) => {
  const student = await createStudent('phoneplayer');
  const session = await signIn(page, student);
  const { courseId, lectures } = await buy(request, session, PHOTOSHOP);
  const last = lectures.at(-1)!;
  await markViewedViaApi(
    request,
    session,
    courseId,
    lectures.slice(0, -1).map((lecture) => lecture._id),
  );

  // Resumes at the last lecture, under a header that still fits.
  await page.goto(`/course-progress/${courseId}`);
  await expect(page.getByTestId('lecture-title')).toHaveText(last.title);
  const region = page.getByRole('region', { name: `Video player: ${last.title}`, exact: true });
  await expect(region).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Hide lectures' })).toBeInViewport({ ratio: 1 });
  await expect(region.getByRole('button', { name: 'Fullscreen' })).toBeInViewport({ ratio: 1 });
  expect((await region.boundingBox())?.width).toBeLessThanOrEqual(390);
  expect(await scrollWidth(page), 'the course page scrolls sideways').toBeLessThanOrEqual(390);

  // The last lecture watched to its end completes the course.
  const video = region.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await watchToEnd(video);
  const completed = page.getByRole('dialog', { name: MESSAGES.courseCompleted });
  await expect(completed).toBeVisible();
  await expect(completed.getByRole('button', { name: 'Rewatch' })).toBeInViewport({ ratio: 1 });
  const download = completed.getByRole('button', { name: 'Download Certificate' });
  await expect(download).toBeInViewport({ ratio: 1 });

  await download.tap();
  await expect(page).toHaveURL('/certificate');
  await expect(page.getByTestId('certificate-student')).toHaveText(student.name);
  await expect(page.getByTestId('certificate-course')).toHaveText(PHOTOSHOP);
  await expect(page.getByRole('button', { name: 'Download certificate' })).toBeVisible();
  await page.getByText('More formats', { exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  expect(await scrollWidth(page), 'the certificate page scrolls sideways').toBeLessThanOrEqual(390);
});

test('on a touch screen, a tap on the playing picture brings back the hidden controls and keeps playing', async ({
  page,
  request,
  createStudent,
  signIn,
}) => {
  const session = await signIn(page, await createStudent('phonetap'));
  await page.clock.install();
  const { courseId, lectures } = await buy(request, session, FREELANCING);
  const first = lectures[0]!;

  await page.goto(`/course-progress/${courseId}`);
  const region = page.getByRole('region', { name: `Video player: ${first.title}`, exact: true });
  const video = region.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  const controls = region.getByTestId('player-controls');
  await region.getByRole('button', { name: 'Play', exact: true }).tap();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await page.clock.fastForward(3_200);
  await expect(controls).toBeHidden();

  const box = await region.boundingBox();
  if (!box) throw new Error('The player has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
  await expect(controls).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused), 'still playing').toBe(false);

  // A second tap, with the controls showing, pauses.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

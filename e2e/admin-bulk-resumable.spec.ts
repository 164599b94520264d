import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import type { Page, Route } from '@playwright/test';
import { expect, expectToastShown, lazyModuleFiles, test } from './fixtures';

/*
 * Issue 14, bulk uploads over the resumable path: the curriculum editor's Bulk Upload sends each
 * video on its own tus upload (two at a time) under one bar, and each stored video becomes its
 * 'Lecture N' row in the order picked. The videos are the committed demo MP4s (one chunk each);
 * the test servers run without ffmpeg, so they are never decoded.
 */

const VIDEOS = fileURLToPath(new URL('../apps/server/seed/media/videos/', import.meta.url));
const video = (name: string) => path.join(VIDEOS, name);
const CREATE = /\/api\/media\/uploads$/;
const UPLOADS = /\/api\/media\/uploads\/[0-9a-f]{32}$/;

/** A demo video padded past two chunks, so that it can stop part-way. */
async function longLecture(filePath: string): Promise<string> {
  const demo = await readFile(video('grid.mp4'));
  await writeFile(
    filePath,
    Buffer.concat([demo, Buffer.alloc(2 * RESUMABLE_CHUNK_BYTES + 1000 - demo.length)]),
  );
  return filePath;
}

const lectures = (page: Page) => page.getByRole('group', { name: /^Lecture \d+$/ });
const lecture = (page: Page, number: number) =>
  page.getByRole('group', { name: `Lecture ${number}`, exact: true });

async function openCurriculum(page: Page) {
  await page.goto('/admin/course/add-course');
  await page.getByRole('tab', { name: 'Curriculam' }).click();
  await expect(lectures(page)).toHaveCount(1);
  // The editor fetches the uploader (tus-js-client) as it opens. On a busy machine the server may
  // still be sending it when the videos are picked, and the bar's first words would wait on it:
  // the steps below time the upload, so they start once the page has it.
  const [uploader] = await lazyModuleFiles('../../node_modules/tus-js-client/lib.esm/browser/index.js');
  await page.evaluate(async (file) => {
    await import(/* @vite-ignore */ file);
  }, uploader!);
}

/** The file name a tus creation request declares in its Upload-Metadata. */
function declaredName(route: Route): string | undefined {
  const metadata = route.request().headers()['upload-metadata'] ?? '';
  const pair = metadata
    .split(',')
    .map((entry) => entry.trim().split(' '))
    .find(([key]) => key === 'filename');
  return pair?.[1] ? Buffer.from(pair[1], 'base64').toString('utf8') : undefined;
}

/**
 * Lets each tus creation through and calls `created` with the file's name and its upload's
 * path before the browser sees the answer, so the test knows the upload before its first chunk.
 */
async function onCreated(page: Page, created: (name: string, uploadPath: string) => void) {
  await page.route(CREATE, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const location = response.headers()['location'];
    const name = declaredName(route);
    if (location && name) created(name, new URL(location, route.request().url()).pathname);
    return route.fulfill({ response });
  });
}

/** Every value the bulk upload bar's aria-valuenow takes, in order. Call before the upload. */
async function watchBulkBar(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bulkBarValues: string[] }).bulkBarValues = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Bulk upload progress"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { bulkBarValues: string[] }).bulkBarValues.map(Number));
}

test.describe('bulk lecture uploads, one resumable upload per video (issue 14)', () => {
  test('a cut chunk of the second video is sent again; three Lecture N rows, the bar reaches 100 %', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }) => {
    await signIn(page, admin);
    await openCurriculum(page);
    const barValues = await watchBulkBar(page);

    const uploadOf = new Map<string, string>();
    await onCreated(page, (name, uploadPath) => uploadOf.set(name, uploadPath));
    const cut: string[] = [];
    await page.route(UPLOADS, async (route) => {
      const request = route.request();
      const pathname = new URL(request.url()).pathname;
      if (request.method() === 'PATCH' && pathname === uploadOf.get('type.mp4') && cut.length === 0) {
        cut.push(pathname);
        allowFailedResponse(0, pathname);
        return route.abort('connectionreset');
      }
      return route.fallback();
    });

    await page
      .getByLabel('Bulk Upload')
      .setInputFiles([video('colour.mp4'), video('type.mp4'), video('layers.mp4')]);
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await expectToastShown(page, '3 lectures added', { timeout: 30_000 });

    await expect(lectures(page)).toHaveCount(3);
    const files = ['colour.mp4', 'type.mp4', 'layers.mp4'];
    for (const [index, name] of files.entries()) {
      await expect(lecture(page, index + 1).getByLabel('Lecture Title')).toHaveValue(`Lecture ${index + 1}`);
      await expect(lecture(page, index + 1).getByText(name)).toBeVisible();
    }
    expect(cut, 'one chunk of type.mp4 was cut').toHaveLength(1);

    const values = await barValues();
    expect(values.at(-1)).toBe(100);
    // One bar for all the bytes: it only ever goes forward.
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect(page.getByTestId('upload-progress')).toBeHidden();
  });

  test('a refused second file is named with its reason; the videos before and after it become lectures', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }, testInfo) => {
    const fake = testInfo.outputPath('not-a-video.mp4');
    await writeFile(fake, 'These are lecture notes, saved with the wrong name.\n'.repeat(2000));
    await signIn(page, admin);
    await openCurriculum(page);
    await onCreated(page, (name, uploadPath) => {
      if (name === 'not-a-video.mp4') allowFailedResponse(415, uploadPath);
    });

    await page.getByLabel('Bulk Upload').setInputFiles([video('motion.mp4'), fake, video('pen.mp4')]);

    // The editor's own alert (the toast says the first sentence too, without the files).
    const alert = page.getByRole('alert').filter({ hasText: 'not-a-video.mp4' });
    await expect(alert).toContainText('2 of 3 videos were uploaded and added as lectures; 1 was not.', {
      timeout: 30_000,
    });
    await expect(alert).toContainText('“not-a-video.mp4” is not a format we recognise from its contents');
    // The file itself was refused: sending it again would be refused again, so no Retry.
    await expect(alert.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await expect(page.getByTestId('upload-progress')).toContainText('Not every video was uploaded');

    await expect(lectures(page)).toHaveCount(2);
    await expect(lecture(page, 1).getByLabel('Lecture Title')).toHaveValue('Lecture 1');
    await expect(lecture(page, 1).getByText('motion.mp4')).toBeVisible();
    await expect(lecture(page, 2).getByLabel('Lecture Title')).toHaveValue('Lecture 2');
    await expect(lecture(page, 2).getByText('pen.mp4')).toBeVisible();
  });

  test('a video whose connection never comes back is named, and Retry sends it again from where it stopped', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }) => {
    // The editor retries a dropped upload for about ten minutes; the page's clock skips the waits.
    await page.clock.install();
    await signIn(page, admin);
    await openCurriculum(page);

    let offline = true;
    const uploadOf = new Map<string, string>();
    const created: string[] = [];
    await onCreated(page, (name, uploadPath) => {
      created.push(name);
      uploadOf.set(name, uploadPath);
    });
    await page.route(UPLOADS, async (route) => {
      const pathname = new URL(route.request().url()).pathname;
      if (offline && pathname === uploadOf.get('type.mp4')) {
        allowFailedResponse(0, pathname);
        return route.abort('internetdisconnected');
      }
      return route.fallback();
    });

    await page
      .getByLabel('Bulk Upload')
      .setInputFiles([video('colour.mp4'), video('type.mp4'), video('grid.mp4')]);
    await expect(page.getByTestId('upload-progress')).toContainText('Connection lost, retrying');
    const alert = page.getByRole('alert').filter({ hasText: 'type.mp4' });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('02:00');
          return alert.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(alert).toContainText('2 of 3 videos were uploaded and added as lectures; 1 was not.');
    await expect(alert).toContainText('“type.mp4”: The connection dropped and did not come back.');
    await expect(lectures(page)).toHaveCount(2);
    await expect(lecture(page, 1).getByText('colour.mp4')).toBeVisible();
    await expect(lecture(page, 2).getByText('grid.mp4')).toBeVisible();

    // The connection is back: Retry sends only the video that is missing, carrying on its upload.
    offline = false;
    await alert.getByRole('button', { name: 'Retry the video' }).click();
    await expectToastShown(page, '1 lecture added', { timeout: 30_000 });
    await expect(alert).toBeHidden();
    await expect(lectures(page)).toHaveCount(3);
    await expect(lecture(page, 3).getByLabel('Lecture Title')).toHaveValue('Lecture 3');
    await expect(lecture(page, 3).getByText('type.mp4')).toBeVisible();
    // The same upload carried on: none was created for it a second time.
    expect(created.filter((name) => name === 'type.mp4')).toHaveLength(1);
  });

  test('after a reload, picking the same videos again resumes the one that had stopped part-way', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }, testInfo) => {
    const long = await longLecture(testInfo.outputPath('long-lecture.mp4'));
    await signIn(page, admin);
    await openCurriculum(page);

    // The long video's first chunk arrives; every later one is cut, as if the network went away.
    const uploadOf = new Map<string, string>();
    await onCreated(page, (name, uploadPath) => uploadOf.set(name, uploadPath));
    await page.route(UPLOADS, async (route) => {
      const request = route.request();
      const pathname = new URL(request.url()).pathname;
      const offset = Number(request.headers()['upload-offset']);
      if (request.method() === 'PATCH' && pathname === uploadOf.get('long-lecture.mp4') && offset > 0) {
        allowFailedResponse(0, pathname);
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    const firstChunk = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === uploadOf.get('long-lecture.mp4') &&
        response.status() === 204,
    );
    await page.getByLabel('Bulk Upload').setInputFiles([long, video('colour.mp4')]);
    await firstChunk;
    // The next 8 MB chunk crosses the test's route handler before it is cut: seconds on a busy machine.
    await expect(page.getByTestId('upload-progress')).toContainText('Connection lost, retrying', {
      timeout: 30_000,
    });
    const stopped = uploadOf.get('long-lecture.mp4');

    // The admin reloads (and confirms leaving the unsaved course), then picks the same videos.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openCurriculum(page);
    const created: string[] = [];
    await onCreated(page, (name) => created.push(name));
    const asked = page.waitForResponse(
      (response) => response.request().method() === 'HEAD' && new URL(response.url()).pathname === stopped,
    );
    const offsets: number[] = [];
    // The chunks wait until the bar has been read, however fast the server is.
    let release = () => undefined as void;
    const barRead = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPLOADS, async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        if (new URL(request.url()).pathname === stopped)
          offsets.push(Number(request.headers()['upload-offset']));
        await barRead;
      }
      return route.fallback();
    });
    await page.getByLabel('Bulk Upload').setInputFiles([long, video('colour.mp4')]);
    await expect(page.getByTestId('upload-progress')).toContainText('Resuming where it stopped');
    release();
    await expectToastShown(page, '2 lectures added', { timeout: 30_000 });
    await expect(lecture(page, 1).getByLabel('Lecture Title')).toHaveValue('Lecture 1');
    await expect(lecture(page, 1).getByText('long-lecture.mp4')).toBeVisible();
    await expect(lecture(page, 2).getByLabel('Lecture Title')).toHaveValue('Lecture 2');
    await expect(lecture(page, 2).getByText('colour.mp4')).toBeVisible();

    // The long video carried on from what the server had: no new upload, no chunk from 0.
    expect(created).not.toContain('long-lecture.mp4');
    const had = Number((await asked).headers()['upload-offset']);
    expect(had).toBeGreaterThanOrEqual(RESUMABLE_CHUNK_BYTES);
    expect(offsets[0]).toBe(had);
    expect(offsets).not.toContain(0);
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 14, resumable uploads: a lecture video goes up in RESUMABLE_CHUNK_BYTES requests (tus),
 * survives a chunk whose connection drops, and carries on after a reload when the admin picks
 * the same file again. The "video" is a demo MP4 padded past two chunks (the server decides the
 * type from its first bytes; the test servers run without ffmpeg, so it is never decoded).
 */

const DEMO_VIDEO = fileURLToPath(new URL('../apps/server/seed/media/videos/grid.mp4', import.meta.url));
const UPLOADS = /\/api\/media\/uploads\/[0-9a-f]{32}$/;

async function longLecture(path: string): Promise<string> {
  const video = await readFile(DEMO_VIDEO);
  await writeFile(
    path,
    Buffer.concat([video, Buffer.alloc(2 * RESUMABLE_CHUNK_BYTES + 1000 - video.length)]),
  );
  return path;
}

const lectureRow = (page: Page) => page.getByRole('group', { name: 'Lecture 1', exact: true });

async function openCurriculum(page: Page) {
  await page.goto('/admin/course/add-course');
  await page.getByRole('tab', { name: 'Curriculam' }).click();
  await lectureRow(page).getByLabel('Lecture Title').fill('Two-hour lecture');
}

/** The Upload-Offset of every PATCH the page sends, in order. */
function patchOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && UPLOADS.test(request.url())) {
      offsets.push(Number(request.headers()['upload-offset']));
    }
  });
  return offsets;
}

test.describe('resumable lecture uploads (issue 14)', () => {
  test('a chunk whose connection drops is sent again and the upload completes at 100 %', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }, testInfo) => {
    const file = await longLecture(testInfo.outputPath('long-lecture.mp4'));
    await signIn(page, admin);
    await openCurriculum(page);
    const offsets = patchOffsets(page);

    let cut = 0;
    await page.route(UPLOADS, async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && Number(request.headers()['upload-offset']) > 0 && cut === 0) {
        cut += 1;
        allowFailedResponse(0, new URL(request.url()).pathname);
        return route.abort('connectionreset');
      }
      return route.fallback();
    });

    await lectureRow(page).getByLabel('Upload Video').setInputFiles(file);
    const bar = lectureRow(page).getByTestId('upload-progress');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Upload complete', { timeout: 30_000 });
    await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(lectureRow(page).getByText('long-lecture.mp4')).toBeVisible();
    await expect(lectureRow(page).getByRole('button', { name: 'Replace Video' })).toBeVisible();

    expect(cut).toBe(1);
    // The cut chunk was asked for again from where the server stood, not from the start.
    expect(offsets[0]).toBe(0);
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(offsets.at(-1)).toBe(2 * RESUMABLE_CHUNK_BYTES);
  });

  test('after a reload, picking the same file again resumes where it stopped', async ({
    page,
    admin,
    signIn,
    allowFailedResponse,
  }, testInfo) => {
    const file = await longLecture(testInfo.outputPath('long-lecture.mp4'));
    await signIn(page, admin);
    await openCurriculum(page);

    // The first chunk arrives; every later one is cut, as if the network went away.
    await page.route(UPLOADS, async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && Number(request.headers()['upload-offset']) > 0) {
        allowFailedResponse(0, new URL(request.url()).pathname);
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    const firstChunk = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && UPLOADS.test(response.url()) && response.status() === 204,
    );
    await lectureRow(page).getByLabel('Upload Video').setInputFiles(file);
    await firstChunk;
    // Each 8 MB chunk crosses the test's route handler on its way out: the next one leaves about
    // 4 s after the first was answered beside two busy processes, and later on a busier machine.
    await expect(lectureRow(page).getByTestId('upload-progress')).toContainText('Connection lost, retrying', {
      timeout: 30_000,
    });

    // The admin reloads (and confirms leaving the unsaved course), then picks the same file.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await openCurriculum(page);
    const offsets = patchOffsets(page);
    const asked = page.waitForResponse(
      (response) => response.request().method() === 'HEAD' && UPLOADS.test(response.url()),
    );
    // The next chunk waits until the bar has been read, however fast the server is.
    let release = () => undefined as void;
    const barRead = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPLOADS, async (route) => {
      if (route.request().method() === 'PATCH') await barRead;
      return route.fallback();
    });
    await lectureRow(page).getByLabel('Upload Video').setInputFiles(file);
    const bar = lectureRow(page).getByTestId('upload-progress');
    await expect(bar).toContainText('Resuming where it stopped');
    release();
    await expect(bar).toContainText('Upload complete', { timeout: 30_000 });
    await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(lectureRow(page).getByText('long-lecture.mp4')).toBeVisible();

    // It asked the server what it had (at least the first chunk) and sent only the rest.
    const had = Number((await asked).headers()['upload-offset']);
    expect(had).toBeGreaterThanOrEqual(RESUMABLE_CHUNK_BYTES);
    expect(offsets[0]).toBe(had);
    expect(offsets).not.toContain(0);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiLogin,
  createCourseViaApi,
  expect,
  grantCourseViaApi,
  otherPersonPage,
  ownServerTest as test,
  REVIEWED_CATEGORY,
} from './fixtures';

/*
 * Issue 30, part 2: student projects, as a student and the academy see them. A student hands in
 * pictures from their course's project page, the academy sends it back from Admin → Projects,
 * the student hands in again, and once approved it is in the course's gallery and on its own
 * server-rendered page. The rules (types, sizes, metadata, versions, the certificate's wait) are
 * proved by apps/server/test/modules/projects; the form's own refusals by project-form.test.tsx.
 * A course of the test's own, on a server of its own (the other specs count the catalogue).
 */

const BRIEF = 'Design a poster for a Pune music festival: one A3 poster and a square crop.';

/** A picture as a student's phone would send it (any PNG does; the server re-encodes it). */
const picture = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** The pictures' file input, named by its field's label. */
const pictureInput = (page: Page) => page.getByLabel('Pictures', { exact: true });

async function projectIdOf(request: APIRequestContext, token: string, courseId: string) {
  const mine = await request.get(`/api/courses/${courseId}/projects/mine`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.status()).toBe(200);
  return ((await mine.json()) as { data: { id: string } }).data.id;
}

test('a student hands in a project, the academy asks for changes, the second version is approved and shown in the gallery and on its own page', async ({
  page,
  browser,
  request,
  admin,
  createStudent,
  signIn,
}) => {
  const adminSession = await apiLogin(request, admin);
  const title = `Festival Posters ${Date.now()}`;
  const courseId = await createCourseViaApi(request, adminSession, title, REVIEWED_CATEGORY, {
    projectBrief: BRIEF,
  });
  const student = { ...(await createStudent('maker')), name: 'Aarav maker Kulkarni' };
  await grantCourseViaApi(request, adminSession, courseId, student.email);

  // The course page shows the brief and leads its owner to the project page.
  await signIn(page, student);
  await page.goto(`/course/details/${courseId}`);
  const brief = page.getByRole('region', { name: 'Course project' });
  await brief.scrollIntoViewIfNeeded();
  await expect(brief.getByText(BRIEF)).toBeVisible();
  await brief.getByRole('link', { name: 'Hand in your project' }).click();
  await expect(page).toHaveURL(`/my-courses/projects/${courseId}`);

  await page.getByRole('textbox', { name: 'Title' }).fill('Monsoon Beats poster');
  await page.getByRole('textbox', { name: 'Description' }).fill('A risograph-style poster in two colours.');
  await pictureInput(page).setInputFiles([
    await picture('#c2410c', 'poster.png'),
    await picture('#0f766e', 'crop.png'),
  ]);
  await expect(page.getByText('2 of 8 pictures')).toBeVisible();
  await page.getByLabel('Show it in the course’s student gallery once it is approved').check();
  await page.getByRole('button', { name: 'Hand in project' }).click();
  await expect(page.getByText('Waiting for review').first()).toBeVisible();
  await expect(page.getByText('Version 1')).toBeVisible();

  // The academy answers from its queue, at another computer.
  const projectId = await projectIdOf(request, (await apiLogin(request, student)).accessToken, courseId);
  const academy = await otherPersonPage(browser);
  await signIn(academy.page, admin);
  await academy.page.goto('/admin/projects');
  await academy.page.getByRole('link', { name: 'Monsoon Beats poster' }).click();
  await expect(academy.page).toHaveURL(`/admin/projects/${projectId}`);
  await academy.page.getByRole('radio', { name: 'Needs work' }).check();
  await academy.page.getByRole('textbox', { name: 'Feedback' }).fill('Give the headline more room.');
  await academy.page.getByRole('button', { name: 'Send review' }).click();
  await expect(academy.page.getByText('Sent back: needs work')).toBeVisible();
  academy.expectNoErrors();
  await academy.close();

  // The student reads the feedback and sends a second version.
  await page.reload();
  await expect(page.getByText('Give the headline more room.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Monsoon Beats poster');
  await page.getByRole('textbox', { name: 'Title' }).fill('Monsoon Beats, second version');
  await pictureInput(page).setInputFiles([await picture('#1d4ed8', 'poster-v2.png')]);
  await page.getByRole('button', { name: 'Send this version' }).click();
  await expect(page.getByText('Version 2')).toBeVisible();
  await expect(page.getByText('Waiting for review').first()).toBeVisible();

  const approved = await request.post(`/api/admin/projects/${projectId}/review`, {
    headers: { authorization: `Bearer ${adminSession.accessToken}` },
    data: { status: 'approved', feedback: 'Lovely: approved.', version: 2 },
  });
  expect(approved.status()).toBe(200);

  // Anyone now sees it in the course's gallery, and on its own server-rendered page.
  await page.goto(`/course/details/${courseId}`);
  const gallery = page.getByRole('region', { name: 'Student projects' });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.getByRole('link', { name: /Monsoon Beats, second version/ }).click();
  await expect(page).toHaveURL(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Monsoon Beats, second version' })).toBeVisible();
  await expect(page.getByText('by Aarav K.')).toBeVisible();

  const rendered = await request.get(`/projects/${projectId}`);
  expect(rendered.status()).toBe(200);
  const html = await rendered.text();
  expect(html).toContain('Monsoon Beats, second version');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/media\/stream\/image_/);
  expect(html).toContain('<meta property="og:image:type" content="image/webp"');
});

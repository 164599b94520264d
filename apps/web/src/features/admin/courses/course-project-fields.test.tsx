import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminStateProvider } from '../lib/admin-state';
import { EditCourseRoute } from './course-editor';
import type { ProjectValues } from './course-form';
import { CourseProjectFields } from './course-project-fields';

/*
 * Issue 30: the course form's project section. The certificate may wait for an approved project
 * only when the course has a brief (the server refuses it otherwise): the switch says so, and an
 * emptied brief takes the requirement with it.
 */

function Section({ initial }: { initial: ProjectValues }) {
  const [values, setValues] = useState(initial);
  return (
    <CourseProjectFields values={values} onChange={setValues} briefError={undefined} onBriefLeft={() => {}} />
  );
}

const brief = () => screen.getByRole('textbox', { name: 'Project brief' });
const requirement = () =>
  screen.getByRole('switch', { name: 'Require an approved project for the certificate' });

const COURSE: CourseDetail = {
  _id: '7f3c2a10-0000-4000-8000-000000000001',
  title: 'Poster Design',
  category: 'Graphic Design',
  level: 'Beginner',
  primaryLanguage: 'English',
  objectives: 'Grids, Type, Colour',
  welcomeMessage: 'Welcome to the studio.',
  price: 1499,
  fakePrice: 2999,
  description: 'Posters from the first sketch to print.',
  image: '',
  isPublished: true,
  instructorId: null,
  instructorName: 'Aditi Rao',
  date: '2026-11-01T10:00:00.000Z',
  students: 12,
  lectures: 1,
  rating: null,
  instructorPhoto: '',
  instructorHeadline: '',
  instructorPortfolioUrl: '',
  projectBrief: 'Design a poster for the monsoon festival.',
  projectRequired: true,
  curriculum: [
    {
      _id: '9b1d7e20-0000-4000-8000-000000000002',
      title: 'The grid',
      videoUrl: '/api/media/video/grid.mp4',
      public_id: 'video_grid',
      freePreview: true,
      duration: 60,
      captions: [],
    },
  ],
};

describe('Course form: the course project', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns the requirement on only with a brief, and off when the brief is emptied', async () => {
    const user = userEvent.setup();
    render(<Section initial={{ brief: '', required: false }} />);
    expect(requirement().hasAttribute('disabled')).toBe(true);
    expect(requirement().getAttribute('aria-checked')).toBe('false');
    expect(requirement().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Write the brief first: only a course with a project can require one.'),
    ).toBeTruthy();

    await user.type(brief(), '   ');
    expect(requirement().hasAttribute('disabled')).toBe(true);

    await user.type(brief(), 'Design a poster.');
    expect(requirement().hasAttribute('disabled')).toBe(false);
    await user.click(requirement());
    expect(requirement().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('16 / 5,000')).toBeTruthy();

    await user.clear(brief());
    expect(requirement().getAttribute('aria-checked')).toBe('false');
    expect(requirement().hasAttribute('disabled')).toBe(true);
  });

  it('loads the saved brief and requirement, and sends both back', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const { pathname } = new URL(url, 'http://store.test');
        if (init.method === 'PUT') {
          sent.push(JSON.parse(init.body as string));
          return Promise.resolve(Response.json({ success: true, message: 'Course updated', data: COURSE }));
        }
        if (pathname === `/api/admin/course/get/details/${COURSE._id}`)
          return Promise.resolve(Response.json({ success: true, data: COURSE }));
        return Promise.resolve(Response.json({ success: true, data: [] }));
      }),
    );
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/admin/edit-course/${COURSE._id}`]}>
          <AdminStateProvider>
            <Routes>
              <Route path="/admin/edit-course/:courseId" element={<EditCourseRoute />} />
              <Route path="/admin" element={<h1>Dashboard</h1>} />
            </Routes>
          </AdminStateProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Course Landing Page' }));
    expect((brief() as HTMLTextAreaElement).value).toBe(COURSE.projectBrief);
    expect(requirement().getAttribute('aria-checked')).toBe('true');

    await user.type(brief(), ' Hand in an A3 PDF too.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      projectBrief: 'Design a poster for the monsoon festival. Hand in an A3 PDF too.',
      projectRequired: true,
    });
  });
});

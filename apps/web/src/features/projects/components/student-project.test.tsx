import type { CourseDetail } from '@academy/shared/catalogue-courses';
import type { StudentProject as Project, ProjectVersion } from '@academy/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { StudentProject } from './student-project';

/*
 * Issue 30: what a student's project page offers in each state: the form before a first project
 * and after "needs work", a newer version on request while one waits, never once approved; the
 * gallery switch, and deletion after a confirmation.
 */

const COURSE = {
  _id: 'course-1',
  title: 'Brand Identity Design',
  projectBrief: 'Design a logo and three posters for a Pune tea stall.',
  projectRequired: true,
} as CourseDetail;

const version = (number: number, feedback: ProjectVersion['feedback']): ProjectVersion => ({
  version: number,
  title: `Chai posters v${number}`,
  description: 'Three posters in two colours.',
  images: [{ url: `/api/media/signed/p${number}.webp`, width: 1600, height: 1200, srcset: '' }],
  pdf: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  feedback,
});

const projectIn = (status: Project['status'], versions: ProjectVersion[], shown = false): Project => ({
  id: 'project-1',
  course: { id: 'course-1', title: COURSE.title, image: '' },
  status,
  public: shown,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  versions,
});

/** The server: the student's project as given, and what the page sends, recorded. */
function serve(project: Project | null) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://store.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: pathname, body: init.body ? JSON.parse(String(init.body)) : null });
      if (method === 'GET') return Promise.resolve(Response.json({ success: true, data: project }));
      if (method === 'PATCH') {
        return Promise.resolve(Response.json({ success: true, data: { ...project, public: true } }));
      }
      return Promise.resolve(Response.json({ success: true, message: 'Your project was deleted.' }));
    }),
  );
  return calls;
}

function renderPage(owned: boolean | undefined = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthProvider>
          <StudentProject course={COURSE} userId="student-1" owned={owned} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const form = () => screen.queryByRole('button', { name: /^(Hand in project|Send this version)$/ });

describe('a student’s project page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the brief and the form before a first project', async () => {
    serve(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hand in your project' })).toBeTruthy();
    expect(screen.getByText(COURSE.projectBrief)).toBeTruthy();
    expect(
      screen.getByText('The certificate of this course is issued once your project is approved.'),
    ).toBeTruthy();
    expect(form()).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /student gallery/ })).toHaveProperty('checked', false);
  });

  it('asks a student who does not own the course to buy it, with no form', async () => {
    serve(null);
    renderPage(false);
    expect(await screen.findByText('Buy the course to hand in a project')).toBeTruthy();
    expect(form()).toBeNull();
  });

  it('opens the form for a newer version only on request while one waits for review', async () => {
    serve(projectIn('submitted', [version(1, null)]));
    const user = renderPage();
    expect(await screen.findByText('Waiting for the academy’s review.')).toBeTruthy();
    expect(form()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send a newer version' }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Chai posters v1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form()).toBeNull();
  });

  it('shows the feedback and the form, from the last version’s words, once sent back', async () => {
    serve(
      projectIn('needs-work', [
        version(2, {
          status: 'needs-work',
          text: 'Tighten the kerning.',
          createdAt: '2026-11-22T10:00:00.000Z',
        }),
        version(1, null),
      ]),
    );
    renderPage();
    expect(await screen.findByText('Tighten the kerning.')).toBeTruthy();
    expect(screen.getByText('A newer version came before the academy reviewed this one.')).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Chai posters v2');
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Chai posters v2', 'Chai posters v1']);
  });

  it('offers no form once approved, and shows it in the gallery with the switch', async () => {
    const calls = serve(
      projectIn('approved', [
        version(1, { status: 'approved', text: 'Lovely work.', createdAt: '2026-11-22T10:00:00.000Z' }),
      ]),
    );
    const user = renderPage();
    const gallery = await screen.findByRole('switch', { name: 'Show it in the course’s student gallery' });
    expect(form()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a newer version' })).toBeNull();
    expect(screen.getByText('Only you and the academy see it.')).toBeTruthy();
    expect(gallery.getAttribute('aria-checked')).toBe('false');

    await user.click(gallery);
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/student/projects/project-1',
        body: { public: true },
      }),
    );
  });

  it('deletes the project only after the student confirms', async () => {
    const calls = serve(projectIn('submitted', [version(1, null)]));
    const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete your project?' })).getByRole('button', {
        name: 'Delete project',
      }),
    );
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Your project was deleted.'));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/projects/project-1', body: null });
  });
});

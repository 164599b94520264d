import type { AdminProjectRow } from '@academy/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectsPage } from './projects-page';

/* Issue 30: Admin → Projects' queue: what it asks the server for, from the URL and the tabs. */

const COURSE = { id: '7f3c2a10-0000-4000-8000-000000000001', title: 'Poster Design' };

const ROW: AdminProjectRow = {
  id: '5a8e1c40-0000-4000-8000-000000000004',
  course: COURSE,
  student: { id: '3c5e8f30-0000-4000-8000-000000000003', name: 'Priya Sharma', email: 'priya@example.test' },
  status: 'submitted',
  public: false,
  version: 2,
  title: 'Monsoon poster',
  cover: null,
  imageCount: 3,
  submittedAt: '2026-11-22T10:00:00.000Z',
};

/** The queue answers ROW and records what it was asked; the course picker names COURSE. */
function server(asked: URLSearchParams[]) {
  return (url: string): Promise<Response> => {
    const { pathname, searchParams } = new URL(url, 'http://store.test');
    const page = (data: unknown[]) =>
      Response.json({
        success: true,
        data,
        pagination: { page: 1, limit: 25, total: data.length, pages: 1 },
      });
    if (pathname === '/api/admin/projects') {
      asked.push(searchParams);
      return Promise.resolve(page([ROW]));
    }
    const course = { _id: COURSE.id, title: COURSE.title, price: 1499, isPublished: true };
    return Promise.resolve(page([course]));
  };
}

function renderQueue(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/projects${search}`]}>
        <ProjectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe('Admin → Projects: the queue', () => {
  // jsdom lays nothing out, so it has no scrollIntoView for the picker's highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the projects waiting for review, and a tab asks for another status', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', vi.fn(server(asked)));
    const user = userEvent.setup();
    renderQueue();
    const table = await screen.findByRole('table', {
      name: 'Projects waiting for review, the longest waiting first',
    });
    expect(within(table).getByRole('link', { name: 'Monsoon poster' })).toBeTruthy();
    expect(within(table).getByText('3 pictures')).toBeTruthy();
    expect(last(asked)).toEqual({ page: '1', limit: '25', status: 'submitted' });

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('table', { name: 'Every project, the latest change first' });
    expect(last(asked)).toEqual({ page: '1', limit: '25' });
  });

  it('reads the course filter from the link, names the course, and clears it with ×', async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', vi.fn(server(asked)));
    const user = userEvent.setup();
    renderQueue(`?status=needs-work&courseId=${COURSE.id}`);
    await screen.findByRole('table');
    expect(last(asked)).toEqual({ page: '1', limit: '25', status: 'needs-work', courseId: COURSE.id });
    const clear = await screen.findByRole('button', { name: 'Clear the course filter: Poster Design' });
    expect((screen.getByRole('combobox', { name: 'Course' }) as HTMLInputElement).value).toBe(COURSE.title);

    await user.click(clear);
    expect(last(asked)).toEqual({ page: '1', limit: '25', status: 'needs-work' });
  });
});

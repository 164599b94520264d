import type { PublicProject } from '@academy/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectGallery } from './project-gallery';

/* Issue 30: a course page's "Student projects": nothing without any, twelve at a time otherwise. */

const shown = (number: number): PublicProject => ({
  id: `project-${number}`,
  title: `Poster series ${number}`,
  author: { name: `Asha ${number}.` },
  images: [
    {
      url: `/api/media/signed/${number}.webp`,
      width: 1600,
      height: 1200,
      srcset: `/api/media/signed/${number}.webp 1600w`,
    },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The gallery's pages: `total` projects, twelve a page. */
function serve(total: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const page = Number(new URL(url, 'http://store.test').searchParams.get('page') ?? 1);
      const numbers = Array.from({ length: total }, (_, index) => index + 1).slice(
        (page - 1) * 12,
        page * 12,
      );
      return Promise.resolve(
        Response.json({
          success: true,
          data: numbers.map(shown),
          pagination: { page, limit: 12, total, nextPage: page * 12 < total ? page + 1 : null },
        }),
      );
    }),
  );
}

function renderGallery() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProjectGallery courseId="course-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, container: view.container, user: userEvent.setup() };
}

describe('a course’s student projects', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not there at all while the course has none to show', async () => {
    serve(0);
    const { queryClient, container } = renderGallery();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['projects', 'course', 'course-1'])?.status).toBe('success'),
    );
    expect(container.innerHTML).toBe('');
  });

  it('links each card to its page, with lazily loaded pictures, and shows more on request', async () => {
    serve(14);
    const { user } = renderGallery();
    expect(await screen.findByRole('heading', { name: 'Student projects' })).toBeTruthy();
    expect(screen.getByText('14 projects')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Poster series 1' }).getAttribute('href')).toBe(
      '/projects/project-1',
    );
    const cover = document.querySelector('img')!;
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(cover.getAttribute('srcset')).toBe('/api/media/signed/1.webp 1600w');
    expect(cover.getAttribute('width')).toBe('1600');

    await user.click(screen.getByRole('button', { name: 'Show more projects' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Show more projects' })).toBeNull();
  });
});

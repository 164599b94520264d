import type { ProjectPage } from '@academy/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { PublicUrlContext } from '@/lib/server-render';
import { ProjectRoute } from './project';

/*
 * Issue 30: a shown project's public page: its pictures large (the first fetched at once), who
 * made it for which course, its words, and a head whose share picture is the first picture's
 * absolute URL, type (WebP) and size; 'Page Not Found' once the API says 404.
 */

const PROJECT: ProjectPage = {
  id: 'project-1',
  title: 'Chai stall identity',
  author: { name: 'Asha K.' },
  description: 'A logo and three posters.\nPrinted on kraft paper.',
  course: { id: 'course-1', title: 'Brand Identity Design' },
  images: [
    { number: 1, height: 1067 },
    { number: 2, height: 1000 },
  ].map(({ number, height }) => ({
    url: `/api/media/signed/p${number}.webp?sig=abc`,
    width: 1600,
    height,
    srcset: `/api/media/signed/p${number}.webp?sig=abc 1600w`,
  })),
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PublicUrlContext value="https://kalakriti.test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[paths.project('project-1')]}>
          <Routes>
            <Route path={paths.project(':id')} element={<ProjectRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PublicUrlContext>,
  );
}

const meta = (property: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;

describe('a project’s public page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the project and says it in the page’s head', async () => {
    renderPage(() => Promise.resolve(Response.json({ success: true, data: PROJECT })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chai stall identity' })).toBeTruthy();
    expect(screen.getByText('Asha K.')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: /Brand Identity Design|See the course/ })[0]?.getAttribute('href'),
    ).toBe('/course/details/course-1');
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Chai stall identity, picture 1 of 2',
      'Chai stall identity, picture 2 of 2',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy']);

    await vi.waitFor(() => expect(document.title).toBe('Chai stall identity · Kalakriti Design Academy'));
    expect(meta('og:image')).toBe('https://kalakriti.test/api/media/signed/p1.webp?sig=abc');
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
      'image/webp',
      '1600',
      '1067',
    ]);
    expect(meta('og:description')).toBe('A logo and three posters. Printed on kraft paper.');
  });

  it('is ‘Page Not Found’ when the project is not shown', async () => {
    renderPage(() =>
      Promise.resolve(Response.json({ success: false, message: 'Project not found.' }, { status: 404 })),
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

import type { AdminProject, ProjectReviewInput, ProjectVersion } from '@academy/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectPage } from './project-page';

/*
 * Issue 30: Admin → Projects' review form, in milliseconds: what it refuses before anything is
 * sent, what it sends, and how a newer version handed in meanwhile (the server's 409) is told.
 */

const PROJECT_ID = '5a8e1c40-0000-4000-8000-000000000004';

const picture = (name: string) => ({
  url: `/api/media/signed/${name}.webp`,
  width: 1600,
  height: 1200,
  srcset: `/api/media/signed/${name}-800.webp 800w, /api/media/signed/${name}.webp 1600w`,
});

const version = (number: number, feedback: ProjectVersion['feedback'] = null): ProjectVersion => ({
  version: number,
  title: `Monsoon poster, take ${number}`,
  description: 'Three colours.\nHand-set type.',
  images: [picture(`poster-${number}-a`), picture(`poster-${number}-b`)],
  pdf: null,
  submittedAt: `2026-11-2${number}T10:00:00.000Z`,
  feedback,
});

const SENT_BACK = {
  status: 'needs-work' as const,
  text: 'The type fights the picture: give it room.',
  createdAt: '2026-11-21T12:00:00.000Z',
};

/** Version 2 waits for review; version 1 was sent back. */
const WAITING: AdminProject = {
  id: PROJECT_ID,
  course: { id: '7f3c2a10-0000-4000-8000-000000000001', title: 'Poster Design', image: '' },
  status: 'submitted',
  public: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  versions: [version(2), version(1, SENT_BACK)],
  student: { id: '3c5e8f30-0000-4000-8000-000000000003', name: 'Priya Sharma', email: 'priya@example.test' },
};

type Sent = { method: string; path: string; body: unknown };

/**
 * The server: the project reads as `reads()` says at each GET; a review is answered by
 * `answer`, and every change is recorded in `sent`.
 */
function server({
  sent,
  reads,
  answer = ({ status, feedback }) => {
    const answered = version(2, { status, text: feedback, createdAt: '2026-11-23T09:00:00.000Z' });
    return Response.json({
      success: true,
      message: 'Review sent to Priya',
      data: { ...WAITING, status, versions: [answered, ...WAITING.versions.slice(1)] },
    });
  },
}: {
  sent: Sent[];
  reads: () => AdminProject;
  answer?: (review: ProjectReviewInput) => Response;
}) {
  return (url: string, init: RequestInit): Promise<Response> => {
    const { pathname } = new URL(url, 'http://store.test');
    const method = init.method ?? 'GET';
    if (method === 'GET') return Promise.resolve(Response.json({ success: true, data: reads() }));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: pathname, body });
    if (method === 'DELETE')
      return Promise.resolve(Response.json({ success: true, message: 'Project removed' }));
    return Promise.resolve(answer(body as ProjectReviewInput));
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/projects/${PROJECT_ID}`]}>
        <Routes>
          <Route path="/admin/projects/:projectId" element={<ProjectPage />} />
          <Route path="/admin/projects" element={<h1>The queue</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('region', { name: 'Your review of version 2' });
const feedback = () => within(form()).getByRole('textbox', { name: 'Feedback' });
const send = () => within(form()).getByRole('button', { name: 'Send review' });

describe('Admin → Projects: a project', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every version, the one waiting first, with the feedback the earlier one was given', async () => {
    vi.stubGlobal('fetch', vi.fn(server({ sent: [], reads: () => WAITING })));
    renderPage();
    const versions = await screen.findAllByRole('article');
    expect(versions.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Version 2',
      'Version 1',
    ]);
    expect(within(versions[0]!).getByText('Waiting for your review')).toBeTruthy();
    expect(within(versions[1]!).getByText(SENT_BACK.text)).toBeTruthy();
    expect(within(versions[1]!).getByText('Sent back: needs work')).toBeTruthy();
  });

  it('opens a picture large, goes through the version’s pictures, and gives the focus back on closing', async () => {
    vi.stubGlobal('fetch', vi.fn(server({ sent: [], reads: () => WAITING })));
    const user = userEvent.setup();
    renderPage();
    const [latest] = await screen.findAllByRole('article');
    const thumbnail = within(latest!).getByRole('button', { name: 'View picture 1 of 2 large' });
    await user.click(thumbnail);
    const viewer = screen.getByRole('dialog', { name: 'Picture 1 of 2: Monsoon poster, take 2' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/media/signed/poster-2-a.webp');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2: Monsoon poster, take 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 2: Monsoon poster, take 2' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumbnail);
  });

  it('refuses a review without a decision or feedback, without calling the server, then sends it for the version read', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', vi.fn(server({ sent, reads: () => WAITING })));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Your review of version 2' });

    await user.click(send());
    expect(within(form()).getByText('Choose Approved or Needs work.')).toBeTruthy();
    expect(within(form()).getByText('Write your feedback first.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form()).getByRole('radio', { name: /^Approved/ }));

    await user.click(within(form()).getByRole('radio', { name: /^Needs work/ }));
    await user.type(feedback(), '   ');
    await user.click(send());
    expect(within(form()).queryByText('Choose Approved or Needs work.')).toBeNull();
    expect(within(form()).getByText('Write your feedback first.')).toBeTruthy();
    expect(feedback().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(feedback());
    expect(sent).toEqual([]);

    await user.type(feedback(), 'Closer. The title still crowds the cloud; try it smaller.  ');
    await user.click(send());
    await waitFor(() => expect(screen.queryByRole('region', { name: /Your review/ })).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/admin/projects/${PROJECT_ID}/review`,
        body: {
          status: 'needs-work',
          feedback: 'Closer. The title still crowds the cloud; try it smaller.',
          version: 2,
        },
      },
    ]);
    expect(screen.getByText('Closer. The title still crowds the cloud; try it smaller.')).toBeTruthy();
  });

  it('refuses feedback over 5,000 characters, saying by how much', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', vi.fn(server({ sent, reads: () => WAITING })));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Your review of version 2' });
    await user.click(within(form()).getByRole('radio', { name: /^Approved/ }));
    await user.click(feedback());
    await user.paste('x'.repeat(5003));
    expect(within(form()).getByText('5,003 / 5,000')).toBeTruthy();
    await user.click(send());
    expect(within(form()).getByText('Keep the feedback to 5,000 characters: 3 too many.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says so when a newer version came in meanwhile, and Reload reads it, keeping the feedback typed', async () => {
    const sent: Sent[] = [];
    let project = WAITING;
    const refuse = () =>
      Response.json(
        { success: false, message: 'Priya handed in version 3 since you opened this project.' },
        { status: 409 },
      );
    vi.stubGlobal('fetch', vi.fn(server({ sent, reads: () => project, answer: refuse })));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Your review of version 2' });
    await user.click(within(form()).getByRole('radio', { name: /^Approved/ }));
    await user.type(feedback(), 'Lovely balance.');

    // Meanwhile, the student hands in version 3.
    project = { ...WAITING, versions: [version(3), ...WAITING.versions] };
    await user.click(send());
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toContain('This project changed while you were reading it');
    expect(alert.textContent).toContain('Priya handed in version 3 since you opened this project.');

    await user.click(within(alert).getByRole('button', { name: 'Reload the project' }));
    const newer = await screen.findByRole('region', { name: 'Your review of version 3' });
    expect(within(newer).queryByRole('alert')).toBeNull();
    const kept = within(newer).getByRole('textbox', { name: 'Feedback' });
    expect((kept as HTMLTextAreaElement).value).toBe('Lovely balance.');
    expect(within(screen.getAllByRole('article')[0]!).getByRole('heading').textContent).toBe('Version 3');

    await user.click(within(newer).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ body }) => body)).toEqual([
      { status: 'approved', feedback: 'Lovely balance.', version: 2 },
      { status: 'approved', feedback: 'Lovely balance.', version: 3 },
    ]);
  });

  it('removes the project only once confirmed, then goes back to the queue', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', vi.fn(server({ sent, reads: () => WAITING })));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove project' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Priya Sharma’s project for Poster Design/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove project' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove project' }));
    expect(await screen.findByRole('heading', { name: 'The queue' })).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', path: `/api/projects/${PROJECT_ID}`, body: undefined }]);
  });
});

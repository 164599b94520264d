import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AwaitedProject, CompletedOverlay } from './learning-overlays';

/*
 * Issue 30: a completed course whose certificate waits for an approved project says so, in the
 * words of where the project stands, and leads to it instead of offering the certificate.
 */

const PROJECT_PAGE = '/my-courses/projects/course-1';

function renderOverlay(awaitedProject: AwaitedProject | null, onDownloadCertificate = vi.fn()) {
  render(
    <MemoryRouter>
      <CompletedOverlay
        courseTitle="Brand Identity Design"
        reviewHref="/course/details/course-1#reviews"
        lectures={4}
        certificate={null}
        awaitedProject={awaitedProject}
        onRewatch={vi.fn()}
        rewatching={false}
        onDownloadCertificate={onDownloadCertificate}
        onClose={vi.fn()}
      />
    </MemoryRouter>,
  );
  return onDownloadCertificate;
}

describe('the completed course’s overlay', () => {
  it.each([
    [
      null,
      'Your certificate waits for your project: hand it in, and the certificate comes once the academy approves it.',
      'Hand in your project',
    ],
    [
      'submitted',
      'Your certificate comes once the academy approves your project, which is waiting for its review.',
      'See your project',
    ],
    [
      'needs-work',
      'Your certificate waits for your project: the academy asked for changes. Send a new version, and the certificate comes once it is approved.',
      'Read the feedback',
    ],
  ] as const)(
    'with a project %s: says the certificate waits, and links to the project',
    (status, note, link) => {
      renderOverlay({ status, href: PROJECT_PAGE });
      expect(screen.getByTestId('certificate-waits').textContent).toBe(note);
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(PROJECT_PAGE);
      expect(screen.queryByRole('button', { name: 'Download Certificate' })).toBeNull();
    },
  );

  it('offers the certificate when it waits for nothing', () => {
    const download = renderOverlay(null);
    expect(screen.queryByTestId('certificate-waits')).toBeNull();
    screen.getByRole('button', { name: 'Download Certificate' }).click();
    expect(download).toHaveBeenCalledOnce();
  });
});

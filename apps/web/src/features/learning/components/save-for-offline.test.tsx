import type { OfflineLecture } from '@academy/shared/offline';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SavedLectures } from '../hooks/use-saved-lectures';
import type { SavedLectureRecord } from '../lib/saved-lectures';
import { savedLecturesState } from '../lib/saved-lectures-fixtures';
import { SaveForOffline } from './save-for-offline';

/* Issue 32: under the player, a lecture saved for offline, with its size and its progress. */

const lecture = { _id: 'l1', title: 'Kerning pairs' };
const plan: OfflineLecture = {
  lectureId: 'l1',
  title: 'Kerning pairs',
  durationSeconds: 420,
  estimatedBytes: 42_300_000,
  source: { kind: 'stream', playlistUrl: '/api/media/hls/v/1/s/360p/index.m3u8', rendition: '360p' },
};

function renderPanel(change: Partial<SavedLectures>) {
  const offline = savedLecturesState([plan], change);
  render(
    <MemoryRouter>
      <SaveForOffline lecture={lecture} offline={offline} />
    </MemoryRouter>,
  );
  return offline;
}

describe('Save for offline', () => {
  it('says what saving will take before it starts', () => {
    const offline = renderPanel({});
    const button = screen.getByRole('button', { name: 'Save for offline' });
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('About 42 MB on this device');
    button.click();
    expect(offline.save).toHaveBeenCalledWith('l1');
  });

  it('shows its progress while it saves, and can be cancelled', () => {
    const offline = renderPanel({ saving: { lectureId: 'l1', bytes: 3_100_000, total: 42_300_000 } });
    expect(screen.getByText('Saving for offline: 3.1 MB of about 42 MB')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Saving for offline' }).getAttribute('aria-valuenow'),
    ).toBe('7');
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(offline.cancel).toHaveBeenCalled();
  });

  it('once saved, leads to Downloads and removes it', () => {
    const saved = new Map([['l1', { lectureId: 'l1', bytes: 41_800_000 } as SavedLectureRecord]]);
    const offline = renderPanel({ saved });
    expect(screen.getByText('Saved for offline')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Downloads' }).getAttribute('href')).toBe(
      '/my-courses/downloads',
    );
    screen.getByRole('button', { name: 'Remove Kerning pairs from this device' }).click();
    expect(offline.remove).toHaveBeenCalledWith('l1');
  });

  it('says plainly why saving stopped', () => {
    renderPanel({ failure: { lectureId: 'l1', message: 'This device has no room for this lecture.' } });
    expect(screen.getByRole('alert').textContent).toBe('This device has no room for this lecture.');
  });

  it('offers nothing for a lecture without a video, or where the browser cannot save', () => {
    renderPanel({ plans: new Map() });
    expect(screen.queryByRole('button', { name: 'Save for offline' })).toBeNull();
  });
});

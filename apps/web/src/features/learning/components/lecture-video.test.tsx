import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LectureVideo } from './lecture-video';

/* Issue 32: offline, a lecture not saved on the device says so instead of failing to play. */

const lecture = {
  _id: 'lecture-1',
  title: 'Kerning',
  videoUrl: '',
  public_id: 'video_1',
  freePreview: false,
  duration: 60,
  captions: [],
};

function renderVideo() {
  render(
    <LectureVideo
      lecture={lecture}
      selection={{ lectureId: lecture._id, src: '', autoPlay: false, round: 1 }}
      student={{ name: 'Asha Patil', email: 'asha@example.com' }}
      onPlayed={vi.fn()}
      onComplete={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the lecture on screen, offline', () => {
  it('says a lecture not saved here needs the network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderVideo();
    expect(screen.getByText('Not saved on this device: it needs the network.')).toBeTruthy();
  });

  it('says nothing of the kind online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderVideo();
    expect(screen.queryByText('Not saved on this device: it needs the network.')).toBeNull();
  });
});

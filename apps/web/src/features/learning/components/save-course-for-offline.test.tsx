import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedLectures } from '../hooks/use-saved-lectures';
import type { SavedLectureRecord } from '../lib/saved-lectures';
import { plannedLecture, savedLecturesState } from '../lib/saved-lectures-fixtures';
import { SaveCourseForOffline } from './save-course-for-offline';

/* Issue 32: the whole course saved for offline, from the lecture list. */

const record = (lectureId: string) => ({ lectureId }) as SavedLectureRecord;

const offline = (change: Partial<SavedLectures>) =>
  savedLecturesState(
    [plannedLecture('a', 30_000_000), plannedLecture('b', 12_400_000), plannedLecture('c', 9_000_000)],
    change,
  );

describe('saving the whole course for offline', () => {
  it('offers the lectures not saved yet, with what they will take', () => {
    render(<SaveCourseForOffline offline={offline({ saved: new Map([['a', record('a')]]) })} />);
    const button = screen.getByRole('button', { name: 'Save all for offline' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '2 lectures · about 21 MB',
    );
  });

  it('says which lecture is on its way, and offers to cancel', () => {
    render(<SaveCourseForOffline offline={offline({ wholeCourse: { position: 2, count: 3 } })} />);
    expect(screen.getByText('Saving lecture 2 of 3 for offline')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save all for offline' })).toBeNull();
  });

  it('says when every lecture is saved, and why the last saving stopped', () => {
    const saved = new Map(['a', 'b', 'c'].map((id) => [id, record(id)]));
    render(
      <SaveCourseForOffline
        offline={offline({ saved, failure: { lectureId: '*', message: 'Saving stopped.' } })}
      />,
    );
    expect(screen.getByText('Every lecture is saved for offline')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Saving stopped.');
  });

  it('shows nothing where the browser cannot save', () => {
    const { container } = render(<SaveCourseForOffline offline={offline({ available: false })} />);
    expect(container.textContent).toBe('');
  });
});

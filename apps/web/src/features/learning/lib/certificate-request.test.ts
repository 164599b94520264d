import { describe, expect, it } from 'vitest';
import { certificateRequestOf, panelCertificate } from './certificate-request';
import { allViewed, progressOf } from './progress-fixtures';

const earned = { certificateNumber: 'KDA-2026-000042', completedAt: '2026-11-04T10:00:00.000Z' };

describe('certificateRequestOf', () => {
  it('takes the course and the earned certificate from the progress', () => {
    expect(certificateRequestOf('course-1', progressOf(allViewed, true, earned))).toEqual({
      courseId: 'course-1',
      courseName: 'Compositing',
      instructorName: 'Meera',
      certificateNumber: earned.certificateNumber,
      completedAt: earned.completedAt,
    });
  });
});

describe('panelCertificate', () => {
  it('offers a certificate earned before, while the course is not complete now', () => {
    expect(panelCertificate(progressOf([], false, earned), false)).toEqual(earned);
  });

  it('leaves a completed course’s certificate to its overlay, except during a replay', () => {
    expect(panelCertificate(progressOf(allViewed, true, earned), false)).toBeUndefined();
    expect(panelCertificate(progressOf(allViewed, true, earned), true)).toEqual(earned);
  });

  it('offers nothing without a certificate or a progress', () => {
    expect(panelCertificate(progressOf([]), true)).toBeUndefined();
    expect(panelCertificate(undefined, true)).toBeUndefined();
  });
});

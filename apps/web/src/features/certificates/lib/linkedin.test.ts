import { describe, expect, it } from 'vitest';
import { addToLinkedInUrl } from './linkedin';

describe("LinkedIn's add-to-profile link (issue 28)", () => {
  it('fills in the certification: name, academy, its month in Pune, the verification page and number', () => {
    const url = new URL(
      addToLinkedInUrl({
        courseName: 'Typography & Layout: The Grid',
        certificateNumber: 'KDA-2026-7M3Q9X2B',
        completedAt: '2026-11-30T20:30:00.000Z',
        verifyUrl: 'https://kalakriti.example/certificate/verify/KDA-2026-7M3Q9X2B',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Typography & Layout: The Grid',
      organizationName: 'Kalakriti Design Academy',
      // 02:00 on 1 December in Pune.
      issueYear: '2026',
      issueMonth: '12',
      certUrl: 'https://kalakriti.example/certificate/verify/KDA-2026-7M3Q9X2B',
      certId: 'KDA-2026-7M3Q9X2B',
    });
  });
});

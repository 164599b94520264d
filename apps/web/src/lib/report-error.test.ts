import { describe, expect, it } from 'vitest';
import { release } from './report-error';

describe('release', () => {
  it('is the hashed name of the built file the reporter is in', () => {
    expect(release('https://kalakriti.academy/assets/app-B3x9zQ1c.js')).toBe('app-B3x9zQ1c');
    expect(release('/assets/index-a_b-C.js')).toBe('index-a_b-C');
  });

  it('is "development" for a development server’s unhashed module', () => {
    expect(release('http://localhost:5173/src/lib/report-error.ts')).toBe('development');
  });
});

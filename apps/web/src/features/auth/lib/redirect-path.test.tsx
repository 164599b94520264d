import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { takeRedirectPath } from './redirect-path';

describe('takeRedirectPath: where a student goes after signing in', () => {
  beforeEach(() => localStorage.clear());

  it('goes back to the stored page once, then home', () => {
    storage.setRedirectPath('/course/details/42?tab=reviews');
    expect(takeRedirectPath()).toBe('/course/details/42?tab=reviews');
    expect(takeRedirectPath()).toBe('/');
  });

  it('goes home instead of off the site or back to the sign-in page', () => {
    for (const stored of ['//evil.example/x', 'https://evil.example/', '/auth', '/auth?next=1']) {
      storage.setRedirectPath(stored);
      expect(takeRedirectPath()).toBe('/');
    }
  });
});

import { STORAGE_KEYS } from '@academy/shared/limits';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SignInPrompt, signInReason } from './sign-in-prompt';

function renderHome(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <Routes>
        <Route path="/" element={<SignInPrompt />} />
        <Route path="/auth" element={<h1>Sign In</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('home after the route guard sent a visitor there (issue 28)', () => {
  beforeEach(() => window.localStorage.clear());

  it('says what the page was for', () => {
    expect(i18n._(signInReason('/my-cart'))).toBe('Sign in to see your cart.');
    expect(i18n._(signInReason('/my-courses'))).toBe('Sign in to see your purchases.');
    expect(i18n._(signInReason('/my-courses/orders/0b6f'))).toBe('Sign in to see your order.');
    expect(i18n._(signInReason('/course-progress/c1'))).toBe('Sign in to watch your course.');
    expect(i18n._(signInReason('/certificate'))).toBe('Sign in to see your certificate.');
    expect(i18n._(signInReason('/admin/coupons'))).toBe('Sign in to open that page.');
  });

  it('offers Sign in, keeping the page as the way back', async () => {
    renderHome({ signInFor: '/my-courses/orders/0b6f?from=receipt' });
    const prompt = screen.getByRole('status');
    expect(prompt.textContent).toBe(
      'Sign in to see your order. We will bring you back to it once you are in.Sign in',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.redirectPath)).toBe(
      '/my-courses/orders/0b6f?from=receipt',
    );
  });

  it('says nothing on an ordinary visit, or for a path that is not this site’s', () => {
    renderHome(null);
    expect(screen.queryByRole('status')).toBeNull();
    renderHome({ signInFor: '//evil.example/steal' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import type { User } from '@academy/shared/auth';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSession } from '@/dom-test-session';
import { storage } from '@/lib/storage';

/*
 * A mailed link opens a fresh page: its check of the stored session and the link's confirmation
 * leave together. Read before the confirmation was written, the check's answer still says
 * "unconfirmed", and it may arrive last; it must not bring the notice back.
 */

const STUDENT: User = {
  _id: 'student-1',
  name: 'Ishita Joshi',
  email: 'ishita@example.in',
  phone: '+91 98220 10031',
  role: 'user',
  emailVerified: false,
};

/**
 * The server: the confirmation answers at once; the session's check answers `checkSays` when
 * `answerCheck` is called, and `checkRead` settles once the page has read that answer's body.
 */
function serve(checkSays: User) {
  let answerCheck = () => undefined as void;
  const checkAnswered = new Promise<void>((resolve) => {
    answerCheck = resolve;
  });
  let bodyRead = () => undefined as void;
  const checkRead = new Promise<void>((resolve) => {
    bodyRead = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://store.test');
      if (pathname === '/api/auth/check-auth') {
        await checkAnswered;
        const answer = Response.json({ success: true, data: { user: checkSays } });
        const json = answer.json.bind(answer);
        answer.json = () => json().finally(bodyRead);
        return answer;
      }
      if (pathname === '/api/auth/verify-email') {
        return Response.json({
          success: true,
          message: 'Your email address is confirmed.',
          data: { user: { ...STUDENT, emailVerified: true } },
        });
      }
      return Response.json({ success: false, message: 'Not found' }, { status: 404 });
    }),
  );
  return { answerCheck, checkRead };
}

/** Lets everything the check's answer set off (promise callbacks, then React's render) finish. */
const settle = (checkRead: Promise<void>) =>
  act(async () => {
    await checkRead;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const openLink = () =>
  renderInSession({
    user: STUDENT,
    url: '/verify-email?token=t-1',
    // The notice's bar too, so that a notice wrongly brought back would be in the page at once.
    load: () =>
      Promise.all([
        import('./verify-email-status'),
        import('./verify-email-notice'),
        import('./verify-email-bar'),
      ]),
    page: ([{ VerifyEmailStatus }, { VerifyEmailNotice }]) => (
      <>
        <VerifyEmailNotice />
        <VerifyEmailStatus token="t-1" />
      </>
    ),
  });

const notice = () => screen.queryByRole('region', { name: 'Confirm your email' });

describe('a confirmation link opened while the session is being checked', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clearAuth();
  });

  it('keeps the address confirmed when the check answers last with the account as it was', async () => {
    const { answerCheck, checkRead } = serve(STUDENT);
    await openLink();
    await screen.findByText('Your email address is confirmed.');
    expect(notice()).toBeNull();
    answerCheck();
    await settle(checkRead);
    expect(notice()).toBeNull();
    expect(storage.getUser()).toMatchObject({ emailVerified: true });
  });

  it('takes the check’s word when nothing changed the session since it was asked', async () => {
    const { answerCheck, checkRead } = serve({ ...STUDENT, name: 'Ishita J.', emailVerified: true });
    await renderInSession({
      user: STUDENT,
      url: '/',
      load: () => import('./verify-email-notice'),
      page: ({ VerifyEmailNotice }) => <VerifyEmailNotice />,
    });
    // The notice's bar is a chunk of its own, in the page once it has loaded.
    expect(await screen.findByRole('region', { name: 'Confirm your email' })).toBeTruthy();
    answerCheck();
    await settle(checkRead);
    expect(notice()).toBeNull();
    expect(storage.getUser()).toMatchObject({ name: 'Ishita J.', emailVerified: true });
  });
});

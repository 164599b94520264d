import {
  expect,
  expectToastShown,
  firstName,
  openUserMenu,
  ownServerTest,
  readStorage,
  STORAGE,
  submitSignIn,
  test,
} from './fixtures';

test.describe('sign in and registration (/auth)', () => {
  // The form's details (the eye button, Google without a client, each password rule and what a
  // screen reader is told) are jsdom tests beside it: features/auth/components/*.test.tsx.
  test('a visitor registers through the form, kept back with a common password, then signs in with the new account', async ({
    page,
    newCredentials,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/register') sent.push(request.method());
    });
    const student = newCredentials('signup');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill(student.name);
    await page.getByLabel('Phone', { exact: true }).fill(student.phone);
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    const password = page.getByLabel('Password', { exact: true });
    const common = 'This is one of the most common passwords. Choose one that is harder to guess.';
    await password.fill('12345678');
    await expect(page.getByText(common, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(password).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    expect(sent).toEqual([]);

    await password.fill(student.password);
    await expect(page.getByText(common, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expectToastShown(page, 'Registration successful. Please check your email, then sign in.');
    expect(sent).toEqual(['POST']);
    // SPEC §2: after registration the form is back in Sign In mode, without the sign-up fields.
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL('/auth');

    await submitSignIn(page, student);
    await expectToastShown(page, 'Logged in successfully');
    await expect(page).toHaveURL('/');

    const menu = await openUserMenu(page, firstName(student));
    await expect(menu.getByRole('menuitem')).toHaveText(['My Purchases', 'My account', 'Enquiry', 'Logout']);

    expect(await readStorage(page, STORAGE.accessToken)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse((await readStorage(page, STORAGE.userData)) ?? 'null')).toMatchObject({
      name: student.name,
      email: student.email,
      role: 'user',
    });
    expect(await readStorage(page, STORAGE.authData)).toBe('true');
  });

  test('a wrong password shows the server message and keeps the visitor signed out', async ({
    page,
    createStudent,
    allowFailedResponse,
  }) => {
    // The login call answers 401; Chromium logs that response as a console error.
    allowFailedResponse(401, '/api/auth/login');
    const student = await createStudent('wrongpw');
    await page.goto('/auth');

    await submitSignIn(page, { email: student.email, password: `${student.password}-typo` });

    await expectToastShown(page, 'Invalid email or password.');
    // Issue 28: the reason also stays under the form, where a toast goes after 5 s.
    await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('alert')).toHaveText(
      'Invalid email or password.',
    );
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(await readStorage(page, STORAGE.accessToken)).toBeNull();
    expect(await readStorage(page, STORAGE.authData)).toBeNull();
  });

  test('after sign-in the stored redirect path is followed once, then cleared', async ({
    page,
    createStudent,
  }) => {
    const student = await createStudent('redirect');
    await page.goto('/auth');
    // The buy flow (a later issue) stores the page the visitor was on before sending them here.
    await page.evaluate((key) => window.localStorage.setItem(key, '/search?q=fonts'), STORAGE.redirectPath);

    await submitSignIn(page, student);

    await expect(page).toHaveURL('/search?q=fonts');
    expect(await readStorage(page, STORAGE.redirectPath)).toBeNull();
    expect(await readStorage(page, STORAGE.authData)).toBe('true');
  });

  test('an admin signing in through the form lands on the admin dashboard', async ({ page, admin }) => {
    await page.goto('/auth');
    await submitSignIn(page, admin);

    await expectToastShown(page, 'Logged in successfully');
    await expect(page).toHaveURL('/admin');
    const header = page.getByRole('banner');
    await expect(header.getByText('Admin', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const totalUsers = page.getByTestId('total-users');
    await expect(totalUsers).toHaveText(/^\d+$/);
    expect(Number(await totalUsers.textContent())).toBeGreaterThanOrEqual(1);

    // No student header for admins.
    await expect(page.getByRole('link', { name: 'Digital Assets' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
  });

  test('an account locked after failed sign-ins from this device says so, and how to get in now', async ({
    page,
    request,
    createStudent,
    allowFailedResponse,
  }) => {
    allowFailedResponse(429, '/api/auth/login');
    const student = await createStudent('locked');
    // Five wrong passwords from this machine (the test's requests share the browser's address):
    // the lock holds for this device only, so another address would still get in.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request.post('/api/auth/login', {
        data: { email: student.email, password: 'not-the-password', role: 'user' },
      });
      expect(response.status()).toBe(401);
    }
    await page.goto('/auth');

    await submitSignIn(page, student);

    const locked =
      'Too many failed sign-ins for this email from this device. Try again in 1 minute, or choose a new password with "Forgot password?".';
    await expectToastShown(page, locked);
    // The form's own notice, which outlasts the toast (also an alert, with the same words).
    const notice = page.getByRole('form', { name: 'Sign In' }).getByRole('alert').filter({ hasText: locked });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Choose a new password' }).click();
    await expect(page).toHaveURL('/forgot-password');
    expect(await readStorage(page, STORAGE.accessToken)).toBeNull();
  });
});

test.describe('session', () => {
  test('logout from the desktop user menu ends the session here and on the server', async ({
    page,
    request,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('logout');
    const session = await signIn(page, student);
    await page.goto('/');

    const menu = await openUserMenu(page, firstName(student));
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(await readStorage(page, STORAGE.accessToken)).toBeNull();
    expect(await readStorage(page, STORAGE.userData)).toBeNull();
    expect(await readStorage(page, STORAGE.authData)).toBeNull();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

    // The old token was revoked, not merely forgotten by the browser.
    const check = await request.get('/api/auth/check-auth', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(check.status()).toBe(401);
  });

  // Logging the admin out ends every session of that account: on the shared server it would cut
  // off the other specs' admin calls, so this runs on a server of its own.
  ownServerTest('logout from the admin header goes to /auth', async ({ page, admin, signIn }) => {
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Digital Assets' }),
    ).toBeVisible();
    expect(await readStorage(page, STORAGE.accessToken)).toBeNull();
  });

  test('a signed-in student stays signed in after a reload', async ({ page, createStudent, signIn }) => {
    const student = await createStudent('reload');
    await signIn(page, student);
    await page.goto('/');
    await expect(page.getByRole('button', { name: firstName(student), exact: true })).toBeVisible();

    const confirmed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/check-auth' && response.status() === 200,
    );
    await page.reload();
    await confirmed;

    const menu = await openUserMenu(page, firstName(student));
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect(await readStorage(page, STORAGE.authData)).toBe('true');
  });

  test('a tampered stored token is dropped after the failed auth check', async ({
    page,
    seedStorage,
    allowFailedResponse,
  }) => {
    // The app's auth check and the cart and wishlist it loads for the stored user all answer 401
    // to the garbage token, which Chromium logs.
    allowFailedResponse(401, '/api/auth/check-auth');
    allowFailedResponse(401, '/api/student/cart/get/00000000-0000-4000-8000-000000000000');
    allowFailedResponse(401, '/api/wishlist');
    await seedStorage(page, {
      accessToken: 'not.a.real-token',
      userData: JSON.stringify({
        _id: '00000000-0000-4000-8000-000000000000',
        name: 'Mallory Tamper',
        email: 'mallory@kalakriti.test',
        phone: '+91 90000 00000',
        role: 'user',
      }),
      authData: 'true',
    });
    const checked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/check-auth',
    );
    await page.goto('/');
    expect((await checked).status()).toBe(401);

    await expect.poll(() => readStorage(page, STORAGE.accessToken)).toBeNull();
    expect(await readStorage(page, STORAGE.userData)).toBeNull();
    expect(await readStorage(page, STORAGE.authData)).toBeNull();

    const menu = await openUserMenu(page, 'Account');
    await expect(menu.getByRole('menuitem')).toHaveText(['Enquiry', 'Login/Register']);
  });
});

import type { User } from '@academy/shared/auth';
import { FIELD_LIMITS, TOAST_REGISTER_SUCCESS_MS } from '@academy/shared/limits';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import { passwordProblem } from '@academy/shared/password-rules';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { startGoogleSignIn, takeGoogleState, useAuthConfig, useGoogleExchange } from '../api/google';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';

type Mode = 'signIn' | 'signUp';

const emptyForm = { name: '', phone: '', email: '', password: '' };

/** SPEC §5: these fields are required and the email is an email; nothing else is checked here. */
const fieldMessages = {
  name: { valueMissing: 'Enter your full name.' },
  phone: { valueMissing: 'Enter your phone number.' },
  email: {
    valueMissing: 'Enter your email address.',
    typeMismatch: 'Enter an email address like name@example.com.',
  },
  password: { valueMissing: 'Enter your password.' },
};

/** Where to go after signing in: the stored redirect path once, else home (SPEC §2). */
function takeRedirectPath(): string {
  const stored = storage.getRedirectPath();
  storage.setRedirectPath(null);
  return stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.startsWith(paths.auth)
    ? stored
    : paths.home;
}

export function AuthForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [form, setForm] = useState(emptyForm);
  const [showPassword, setShowPassword] = useState(false);
  const navigate = useNavigate();
  const { signIn, clearAuth } = useAuth();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const googleExchange = useGoogleExchange();
  const authConfig = useAuthConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const handledGoogleReturn = useRef(false);
  const googleNoteId = useId();
  // From Submit until the next page is on screen, the form shows it is working: after the login
  // answers, the auth check and the next page's code (a chunk fetched over a phone's network)
  // still take a while, and an idle Sign In form under 'Logged in successfully' invites a retry.
  const [submitting, setSubmitting] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const passwordId = useId();
  const { errors, formProps, clearErrors } = useFieldErrors(fieldMessages);
  const passwordRef = useRef<HTMLInputElement>(null);
  const commonPasswords = useCommonPasswords();
  const isSignUp = mode === 'signUp';
  // A new password's rules, checked as the server will. The browser holds the form back while
  // one is broken (custom validity); the reason shows under the field once the field has been
  // checked (left or submitted) or the password is long enough to be judged, and follows each
  // keystroke from then on (the browser's own check would lag one keystroke behind the effect).
  const passwordReason = isSignUp
    ? passwordProblem(form.password, { email: form.email, commonPasswords: commonPasswords.list })
    : null;
  useEffect(() => {
    passwordRef.current?.setCustomValidity(passwordReason ?? '');
  }, [passwordReason]);
  const passwordChecked = errors.password !== undefined || form.password.length >= FIELD_LIMITS.passwordMin;
  const passwordError = !isSignUp
    ? errors.password
    : !passwordChecked
      ? undefined
      : form.password === ''
        ? fieldMessages.password.valueMissing
        : (passwordReason ?? undefined);

  const update = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const switchMode = (next: Mode) => {
    setMode(next);
    setShowPassword(false);
    clearErrors();
  };

  const finishSignIn = (accessToken: string, user: User) => {
    const target = user.role === 'admin' ? paths.admin.dashboard : takeRedirectPath();
    // The router applies locations in a transition. Were the signed-in state rendered on its
    // own first, the guard on /auth would send the new student to / and override the target
    // (the stored redirect path). In one transition both land in the same render; until it is
    // on screen, `navigating` keeps the form busy.
    startNavigation(() => {
      signIn(accessToken, user);
      navigate(target, { replace: true });
    });
  };

  // Google sends the browser back here with ?code&state, or ?error when the user declined.
  useEffect(() => {
    if (handledGoogleReturn.current) return;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code && !searchParams.has('error')) return;
    handledGoogleReturn.current = true;
    setSearchParams({}, { replace: true });
    if (!code || !takeGoogleState(state)) {
      notify.error(MESSAGES.googleLoginFailed);
      return;
    }
    googleExchange.mutate(code, {
      onSuccess: (response) => {
        if (!response.success || !response.token) {
          notify.error(MESSAGES.googleLoginFailed);
          return;
        }
        notify.success(response.message);
        finishSignIn(response.token, response.user);
      },
      onError: () => {
        clearAuth();
        notify.error(MESSAGES.googleLoginFailed);
      },
    });
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await submit();
    } finally {
      // Batched with the start of the navigation, if any: the form stays busy until it lands.
      setSubmitting(false);
    }
  };

  const submit = async () => {
    if (mode === 'signUp') {
      try {
        const response = await registerMutation.mutateAsync({ ...form, role: 'user' });
        notify.success(response.message, TOAST_REGISTER_SUCCESS_MS);
        setForm((current) => ({ ...emptyForm, email: current.email }));
        switchMode('signIn');
      } catch (error) {
        notify.error(errorMessage(error));
      }
      return;
    }
    try {
      const response = await loginMutation.mutateAsync({
        email: form.email,
        password: form.password,
        role: 'user',
      });
      // SPEC §7: the auth check is made after login, with the new token.
      storage.setAccessToken(response.data.accessToken);
      const checked = await api<{ data: { user: User } }>('/auth/check-auth');
      notify.success(response.message);
      finishSignIn(response.data.accessToken, checked.data.user);
    } catch (error) {
      clearAuth();
      notify.error(errorMessage(error));
    }
  };

  const busy = submitting || navigating || googleExchange.isPending;
  const google = authConfig.data?.google ?? null;

  return (
    <div className="w-full max-w-md">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{isSignUp ? 'Sign Up' : 'Sign In'}</h1>
      <p className="mt-3 text-ink-soft">
        {isSignUp
          ? 'Join thousands of designers learning at their own pace. Enter your details to register.'
          : 'Welcome back! Enter your credentials to sign in, or click Register to create an account.'}
      </p>

      <form
        className="mt-8 space-y-5"
        onSubmit={onSubmit}
        aria-label={isSignUp ? 'Sign Up' : 'Sign In'}
        {...formProps}
      >
        {isSignUp && (
          <>
            <TextField
              label="Full name"
              name="name"
              autoComplete="name"
              required
              error={errors.name}
              value={form.name}
              onChange={update('name')}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.phone}
              value={form.phone}
              onChange={update('phone')}
            />
          </>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          value={form.email}
          onChange={update('email')}
        />
        <TextField
          label="Password"
          id={passwordId}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          ref={passwordRef}
          error={passwordError}
          value={form.password}
          onChange={(event) => {
            if (isSignUp) commonPasswords.load();
            update('password')(event);
          }}
          onFocus={isSignUp ? commonPasswords.load : undefined}
          trailing={
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-controls={passwordId}
            >
              {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          }
        />

        {!isSignUp && (
          <p className="-mt-2 text-right text-sm">
            <Link
              to={paths.forgotPassword}
              className="font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        )}
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
          {busy && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {isSignUp ? 'Sign Up' : 'Sign In'}
        </button>
      </form>

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>

      <button
        type="button"
        className="btn-outline w-full py-3 text-base"
        disabled={!google || busy}
        onClick={() => google && startGoogleSignIn(google)}
        aria-describedby={google ? undefined : googleNoteId}
      >
        <GoogleMark />
        Continue With Google
      </button>
      {!google && authConfig.isSuccess && (
        <p id={googleNoteId} className="mt-2 text-center text-sm text-ink-muted">
          {SERVER_MESSAGES.googleNotConfigured}
        </p>
      )}

      <p className="mt-8 text-center text-sm text-ink-soft">
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <button
          type="button"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
          onClick={() => switchMode(isSignUp ? 'signIn' : 'signUp')}
        >
          {isSignUp ? 'Sign In' : 'Register'}
        </button>
      </p>
    </div>
  );
}

/**
 * The list of common passwords, fetched the first time a new password is being typed: it is
 * too big for the first load of a page where most visitors only sign in.
 */
function useCommonPasswords() {
  const [list, setList] = useState<ReadonlySet<string>>();
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    import('@academy/shared/common-passwords')
      .then((module) => setList(module.COMMON_PASSWORDS))
      // Offline: the other rules still apply here, and the server checks this one anyway.
      .catch(() => (requested.current = false));
  };
  return { list, load };
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** Business constants of SPEC §9, in one place for the server and the web app. */
export const HOME_COURSE_COUNT = 3;
export const HOME_ASSET_COUNT = 4;
export const COURSE_RECOMMENDATION_COUNT = 3;
export const ASSET_RECOMMENDATION_COUNT = 4;

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_LOGIN_SUCCESS_MS = 1000;
export const TOAST_REGISTER_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 1000;

export const UPLOAD_BAR_HIDE_MS = 1000;

export const PLAYER_CONTROLS_HIDE_MS = 3000;
export const PLAYER_SKIP_SECONDS = 10;
export const PLAYER_DEFAULT_VOLUME = 0.5;
export const PLAYER_PROGRESS_INTERVAL_MS = 1000;
/**
 * The player's fastest speed (its PLAYBACK_RATES): the media time a student is credited with
 * grows at most this much faster than the server's clock.
 */
export const WATCH_MAX_PLAYBACK_RATE = 2;
/** While a lecture plays, the player's watch report goes to the server at most this often. */
export const WATCH_REPORT_INTERVAL_MS = 10_000;

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export const CERTIFICATE_LONG_NAME_CHARS = 20;
export const MAX_IMAGE_CANVAS_PX = 16384;

/** Local storage keys of SPEC §9. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userData: 'userData',
  authData: 'authData',
  redirectPath: 'redirectPath',
  /** What a visitor asked for before signing in (Add To Cart, a coupon), done once they are back. */
  pendingAction: 'pendingAction',
  /** Issue 32: watch reports and marks the network did not take, sent when it is back. */
  watchOutbox: 'watchOutbox',
} as const;

/** A visitor's Add To Cart or coupon, kept over a sign-in, is dropped after this long unused. */
/**
 * A course page shows how many students a course has from this many (issue 28): "0" or "3"
 * reads as a course nobody wants, though every course starts there.
 */
export const STUDENT_COUNT_THRESHOLD = 10;

export const PENDING_ACTION_MAX_AGE_MS = 60 * 60 * 1000;

export const DEFAULT_FORM_ROLE = 'user';

/** Bounds the spec leaves open ("not shown"); chosen so no honest input is refused. */
export const FIELD_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 20,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** A browser error report's fields (client-errors.ts), also here: the web app trims to them without zod. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 8000,
  url: 2000,
  release: 64,
  userAgent: 500,
} as const;

/** Where the error was met: a page that failed to render, or an error no code caught. */
export const CLIENT_ERROR_KINDS = ['render', 'error', 'unhandledrejection'] as const;

/**
 * A device's own id for offline licences (issue 32), as the browser makes it and the server
 * checks it: 16 to 64 letters, digits, `-` and `_`. Here, without zod, for the browser's check.
 */
export const OFFLINE_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The user-facing texts of SPEC §8, word for word. */
export const MESSAGES = {
  googleLoginFailed: 'Login Failed',
  loginFirst: 'Please Login First.',
  courseAlreadyInCart: 'Course is already in the cart.',
  assetAlreadyInCart: 'Asset is already in the cart.',
  cartLoadFailed: 'Failed to load cart data',
  removedFromCart: 'Removed From Cart',
  couponAlreadyApplied: 'Coupon has already been applied.',
  couponApplyError: 'Error applying coupon.',
  couponFormErrorPrefix: 'Error: ',
  couponDeleted: 'Coupon Deleted',
  downloadUrlMissing: 'Download URL is not available.',
  downloadFailed: 'Failed to download the file.',
  downloadStarted: 'Download started!',
  orderCreateFailed: 'Failed to create order.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentVerificationFailed: 'Payment verification failed. Please try again.',
  paymentVerificationError: 'There was an error verifying your payment.',
  paymentSuccess: 'Payment successful and verified! Order confirmed.',
  purchaseCheckFailed: 'Unable to fetch course purchase info.',
  genericFailure: 'Something went wrong. Please try again later.',
  emptyCartCheckout: 'Your cart is empty. Add items before proceeding.',
  lockedEpisode: 'Please Purchase The Course to watch Next Episode',
  previewEnded: 'Preview ended. Please purchase the course to continue.',
  assetCreated: 'Digital Asset Added Successfully',
  assetCreateErrorPrefix: 'Error creating digital asset: ',
  grantAccessFailed: 'Something went wrong',
  searchFailed: 'An error occurred while fetching search results.',
  pageNotFound: 'Page Not Found',
  noCoursesInCategory: 'No courses available in this category.',
  noAssetsInCategory: 'No Assets available in this category.',
  emptyCart: 'Your cart is currently empty.',
  noPurchases: 'No Purchases Found',
  notPurchasedCourse: "You haven't bought this course! You can't view this page.",
  courseCompleted: 'You have successfully completed the course. Reset or download certificate.',
} as const;

/** Texts the server answers with; the web app shows them as they come (SPEC §8). */
export const SERVER_MESSAGES = {
  registered: 'Registration successful. Please check your email, then sign in.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out',
  invalidCredentials: 'Invalid email or password.',
  authRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminOnly: 'Only admins can do this.',
  notYourAccount: 'You can only act on your own account.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleMissingCode: 'Google sign-in did not return an authorization code.',
  googleExchangeFailed: 'Google sign-in failed. Please try again.',
  googleLoggedIn: 'Logged in with Google',
  googleAccountMismatch: 'This email is already linked to a different Google account.',
  malformedJson: 'The request body is not valid JSON.',
  // Issue 28: the phone is optional (SPEC §5), so the promise follows what was left.
  enquiryReceived:
    'Thank you! A counsellor will call you within one working day about the next offline batch.',
  enquiryReceivedByEmail:
    'Thank you! A counsellor will write to you within one working day about the next offline batch.',
  tooManyEnquiries: 'Too many enquiries from this address. Please try again later.',
  tooManyClientErrors: 'Too many error reports from this address. Please try again later.',
  notFound: 'Not found',
  internalError: 'Something went wrong. Please try again later.',
  storageFull:
    "The store's storage is full, so nothing was saved or deleted. Please tell the academy's team and try again once space is freed.",
  storageReadOnly:
    "The store's storage is read-only just now, so nothing was saved or deleted. Please tell the academy's team and try again later.",
  courseNotFound: 'Course not found',
  courseCreated: 'Course created',
  courseUpdated: 'Course updated',
  courseDeleted: 'Course deleted',
  courseHasStudents: 'This course has enrolled students and cannot be deleted; unpublish it instead.',
  assetNotFound: 'Digital asset not found',
  assetCreated: 'Digital asset created',
  assetUpdated: 'Digital asset updated',
  assetDeleted: 'Digital asset deleted',
  assetHasOwners: 'This digital asset has been bought by students and cannot be deleted.',
  bundleNotFound: 'Bundle not found',
  bundleCreated: 'Bundle created',
  bundleUpdated: 'Bundle updated',
  bundleDeleted: 'Bundle deleted',
  bundleAddedToCart: 'Bundle added to cart',
  bundleAlreadyInCart: 'This bundle is already in your cart.',
  bundleNotInCart: 'This bundle is not in your cart.',
  couponNotFound: 'Coupon not found',
  couponCreated: 'Coupon created',
  couponDeleted: 'Coupon Deleted',
  userNotFound: 'No account has this id.',
  courseAddedToCart: 'Course added to cart',
  assetAddedToCart: 'Asset added to cart',
  courseAlreadyOwned: 'You already own this course.',
  assetAlreadyOwned: 'You already own this asset.',
  cartFull: 'Your cart is full. Check out or remove something before adding more.',
  courseNotInCart: 'This course is not in your cart.',
  assetNotInCart: 'This asset is not in your cart.',
  courseNotPurchased: 'Course not purchased',
  assetNotPurchased: 'Asset not purchased',
  buyToDownload: 'Buy this asset to download it.',
  mailNotFound: 'No message has this id.',
  resetLinkSent: 'If an account uses this email, we have sent it a link to choose a new password.',
  resetLinkInvalid: 'This password reset link has expired or was already used. Please ask for a new one.',
  passwordReset: 'Your password has been changed, and you are signed in.',
  emailVerified: 'Your email address is confirmed. Thank you!',
  verifyLinkInvalid: 'This confirmation link has expired or was already used.',
  verificationSent: 'We have sent a new link to your email address.',
  alreadyVerified: 'Your email address is already confirmed.',
  tooManyVerificationEmails:
    'We have sent several links already. Please check your inbox, or try again in an hour.',
} as const;

/** Whose failed sign-ins locked this one out: see apps/server/src/modules/auth/throttle-service.ts. */
export type SignInLockScope = 'device' | 'account' | 'network';

const SIGN_IN_LOCKED: Record<SignInLockScope, string> = {
  device: 'Too many failed sign-ins for this email from this device.',
  account: 'Too many failed sign-ins for this email.',
  network: 'Too many failed sign-ins from your network.',
};

/** A refused sign-in in plain words: what happened, when to try again, and the way that always works. */
export function signInLockedMessage(scope: SignInLockScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${SIGN_IN_LOCKED[scope]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or choose a new password with "Forgot password?".`;
}

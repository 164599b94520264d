/*
 * Issue 30: the rules of student projects that the storefront's form needs before it sends
 * anything. Zod-free, so the course page's chunk can import them without the schemas.
 */

/** Where a project stands: waiting for the academy, sent back with feedback, or approved. */
export const PROJECT_STATUSES = ['submitted', 'needs-work', 'approved'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What the academy may answer a submitted version with. */
export const PROJECT_REVIEW_STATUSES = ['approved', 'needs-work'] as const;
export type ProjectReviewStatus = (typeof PROJECT_REVIEW_STATUSES)[number];

export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_FEEDBACK_MAX = 5000;
export const PROJECT_BRIEF_MAX = 5000;
export const PROJECT_IMAGES_MIN = 1;
export const PROJECT_IMAGES_MAX = 8;
export const PROJECT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const PROJECT_PDF_MAX_BYTES = 25 * 1024 * 1024;
/** The pictures a project may carry, as their bytes say (never their name): re-encoded to WebP. */
export const PROJECT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The gallery's page on a course page. */
export const PROJECT_GALLERY_PAGE_SIZE = 12;

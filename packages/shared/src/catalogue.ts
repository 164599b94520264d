/** Course category options of the admin form (SPEC §3). */
export const COURSE_CATEGORIES = [
  'UI Design',
  'Photography',
  'Digital Marketing',
  'Typography',
  'Digital Branding',
  'Documentry',
  'Productivity',
  'Social Media',
  'Film & Video',
  'Animation',
  'Freelance',
  'Graphic Design',
] as const;

/** Filter chips above the course grid (SPEC §3); 'All' shows every course. */
export const COURSE_FILTER_CHIPS = [
  'All',
  'Graphic Design',
  'Course',
  'Fonts',
  'Social Media',
  'Print Design',
  'Packaging',
  'UI Design',
  'AI',
  'Logo Design',
  'Branding',
  'Freelancing',
] as const;

/** Filter chips above the asset grid (SPEC §3); the default is 'All'. */
export const ASSET_FILTER_CHIPS = [
  'All',
  'Action file',
  'Preset',
  'Layer style',
  'Fonts',
  'Combinations',
  'Pdf',
  'Free',
  'Psd files',
  'Png',
  'Designs',
  'Ebook',
] as const;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advance'] as const;
export const COURSE_LANGUAGES = ['English', 'Hindi', 'Marathi'] as const;

/** Keyword chips under the home page's search box (SPEC §2 Home). */
export const HOME_SEARCH_KEYWORDS = [
  'Photoshop',
  'Graphic',
  'Design',
  'Digital Assets',
  'Course',
  'Illustrator',
  'Fonts',
] as const;

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed', 'free'] as const;
export const COUPON_APPLICABLE_TO = ['all', 'courses', 'digitalAsset'] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

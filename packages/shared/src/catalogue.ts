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

export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export type CourseFilterChip = (typeof COURSE_FILTER_CHIPS)[number];
export type AssetFilterChip = (typeof ASSET_FILTER_CHIPS)[number];

/**
 * The admin categories each course chip stands for (decision 008). The chips are SPEC §3's
 * words, the categories the admin form's: between them, every category is behind some chip.
 * 'Course' gathers the subjects no other chip names (photography, film, animation,
 * documentary); 'AI' is the AI tools that speed a designer up, filed under Productivity.
 */
export const COURSE_CHIP_CATEGORIES: Record<Exclude<CourseFilterChip, 'All'>, readonly CourseCategory[]> = {
  'Graphic Design': ['Graphic Design'],
  Course: ['Photography', 'Film & Video', 'Animation', 'Documentry'],
  Fonts: ['Typography'],
  'Social Media': ['Social Media', 'Digital Marketing'],
  'Print Design': ['Graphic Design', 'Typography'],
  Packaging: ['Digital Branding', 'Graphic Design'],
  'UI Design': ['UI Design'],
  AI: ['Productivity'],
  'Logo Design': ['Digital Branding'],
  Branding: ['Digital Branding'],
  Freelancing: ['Freelance'],
};

/**
 * What a course list's `category` means: 'All', empty or absent is every category (null); a
 * chip is the categories it stands for; anything else is exactly that category.
 */
export function courseCategoriesOf(category: string | undefined): readonly string[] | null {
  const wanted = category?.trim();
  if (!wanted || wanted.toLowerCase() === 'all') return null;
  const chip = Object.entries(COURSE_CHIP_CATEGORIES).find(([name]) => name === wanted);
  return chip ? chip[1] : [wanted];
}

/**
 * An asset chip is the asset category of the same name (the admin form offers the chips as
 * categories); 'Free' is also every asset priced ₹0, whatever its category.
 */
export type AssetCategoryFilter = { categories: readonly string[]; orFree: boolean } | null;

export function assetCategoriesOf(category: string | undefined): AssetCategoryFilter {
  const wanted = category?.trim();
  if (!wanted || wanted.toLowerCase() === 'all') return null;
  return { categories: [wanted], orFree: wanted === 'Free' };
}

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advance'] as const;
export const COURSE_LANGUAGES = ['English', 'Hindi', 'Marathi'] as const;

/** A price filter: inclusive bounds in rupees; `max: null` has no upper bound. */
export type PriceBand = { value: string; label: string; min: number; max: number | null };

/** Price filters of the course list; 'Under ₹1,000' includes the free courses. */
export const COURSE_PRICE_BANDS = [
  { value: 'free', label: 'Free', min: 0, max: 0 },
  { value: 'under-1000', label: 'Under ₹1,000', min: 0, max: 999.99 },
  { value: '1000-2999', label: '₹1,000 to ₹2,999', min: 1000, max: 2999.99 },
  { value: '3000-plus', label: '₹3,000 and above', min: 3000, max: null },
] as const satisfies readonly PriceBand[];

/** Price filters of the asset list: assets cost less than courses, so the bands are lower. */
export const ASSET_PRICE_BANDS = [
  { value: 'free', label: 'Free', min: 0, max: 0 },
  { value: 'under-500', label: 'Under ₹500', min: 0, max: 499.99 },
  { value: '500-999', label: '₹500 to ₹999', min: 500, max: 999.99 },
  { value: '1000-plus', label: '₹1,000 and above', min: 1000, max: null },
] as const satisfies readonly PriceBand[];

export type CoursePriceBand = (typeof COURSE_PRICE_BANDS)[number]['value'];
export type AssetPriceBand = (typeof ASSET_PRICE_BANDS)[number]['value'];

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
export type HomeSearchKeyword = (typeof HOME_SEARCH_KEYWORDS)[number];

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed', 'free'] as const;
export const COUPON_APPLICABLE_TO = ['all', 'courses', 'digitalAsset', 'bundles'] as const;

export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/**
 * The lists' orders: SPEC §2's newest first, price low to high and name A to Z, and (issue 30)
 * highest rated first: by the reviews' average, then their count; unreviewed products last.
 */
export const COURSE_SORTS = ['newest', 'price', 'title', 'rating'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The lists' rating filter (issue 30): `4`, products whose reviews average 4 stars and up. */
export const RATING_FLOORS = ['4'] as const;
export type RatingFloor = (typeof RATING_FLOORS)[number];

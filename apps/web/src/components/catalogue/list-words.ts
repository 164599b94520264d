import type {
  AssetFilterChip,
  AssetPriceBand,
  CourseFilterChip,
  CoursePriceBand,
  CourseSort,
  RatingFloor,
} from '@academy/shared/catalogue';
import type { MessageId, Translate } from '@/lib/i18n';

/* The words of the course and asset lists. The chips, price bands and sorts are SPEC's fixed
   lists: the address keeps their English value (?category=Branding), the screen says them in
   the page's language. */

/** What a list holds, which picks its sentences: "Showing 13–24 of 30 courses". */
export type ListKind = 'courses' | 'assets';

export const LIST_WORDS = {
  courses: {
    count: 'list.courses.count',
    showing: 'list.courses.showing',
    show: 'list.courses.show',
    showAll: 'list.courses.showAll',
    noMatch: 'list.courses.noMatch',
    noneOfIts: 'list.courses.noneOfIts',
  },
  assets: {
    count: 'list.assets.count',
    showing: 'list.assets.showing',
    show: 'list.assets.show',
    showAll: 'list.assets.showAll',
    noMatch: 'list.assets.noMatch',
    noneOfIts: 'list.assets.noneOfIts',
  },
} as const satisfies Record<ListKind, Record<string, MessageId>>;

export const SORT_WORDS = {
  newest: 'list.sort.newest',
  price: 'list.sort.price',
  title: 'list.sort.title',
  rating: 'list.sort.rating',
} as const satisfies Record<CourseSort, MessageId>;

/** The lists' rating filter (issue 30), shared by the course and asset lists. */
export const RATING_FILTER = {
  key: 'rating',
  label: 'list.rating',
  anyLabel: 'list.anyRating',
  options: [{ value: '4', label: 'list.rating4' }],
} as const satisfies {
  key: string;
  label: MessageId;
  anyLabel: MessageId;
  options: readonly { value: RatingFloor; label: MessageId }[];
};

export const PRICE_BAND_WORDS = {
  free: 'price.free',
  'under-1000': 'list.band.under1000',
  '1000-2999': 'list.band.from1000to2999',
  '3000-plus': 'list.band.from3000',
  'under-500': 'list.band.under500',
  '500-999': 'list.band.from500to999',
  '1000-plus': 'list.band.from1000',
} as const satisfies Record<CoursePriceBand | AssetPriceBand, MessageId>;

const COURSE_CHIP_WORDS = {
  All: 'chip.all',
  'Graphic Design': 'subject.graphicDesign',
  Course: 'chip.course',
  Fonts: 'chip.fonts',
  'Social Media': 'subject.socialMedia',
  'Print Design': 'chip.printDesign',
  Packaging: 'chip.packaging',
  'UI Design': 'subject.uiDesign',
  AI: 'chip.ai',
  'Logo Design': 'chip.logoDesign',
  Branding: 'subject.branding',
  Freelancing: 'chip.freelancing',
} as const satisfies Record<CourseFilterChip, MessageId>;

const ASSET_CHIP_WORDS = {
  All: 'chip.all',
  'Action file': 'chip.actionFile',
  Preset: 'chip.preset',
  'Layer style': 'chip.layerStyle',
  Fonts: 'chip.fonts',
  Combinations: 'chip.combinations',
  Pdf: 'chip.pdf',
  Free: 'price.free',
  'Psd files': 'chip.psdFiles',
  Png: 'chip.png',
  Designs: 'chip.designs',
  Ebook: 'chip.ebook',
} as const satisfies Record<AssetFilterChip, MessageId>;

const chipWords: Record<string, MessageId> = { ...COURSE_CHIP_WORDS, ...ASSET_CHIP_WORDS };

/** A chip in the page's language (every chip of SPEC's two lists has its words). */
export const chipName = (t: Translate, chip: string): string =>
  Object.hasOwn(chipWords, chip) ? t(chipWords[chip] as MessageId) : chip;

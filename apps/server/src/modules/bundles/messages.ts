/** What the bundles module tells a student (translated in src/locales). */
export const BUNDLE_MESSAGES = {
  allOwned: 'You already own everything in this bundle.',
} as const;

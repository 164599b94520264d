import type { Language } from '@academy/shared/languages';

/**
 * Words joined as Intl.ListFormat joins them in the page's language ("long", "conjunction"), without
 * Intl: a page's first Intl object loads ICU's locale data in one unsplittable step of the
 * hydration (decision 043). The test holds it to ICU's lists for one to six words.
 */
const AND: Record<Language, { pair: string; last: string }> = {
  en: { pair: ' and ', last: ' and ' },
  hi: { pair: ' और ', last: ', और ' },
  mr: { pair: ' आणि ', last: ' आणि ' },
};

/** "English", "English and Hindi", "English, Hindi and Marathi"; Hindi's last "और" after a comma. */
export function listText(words: readonly string[], language: Language): string {
  if (words.length <= 1) return words.join('');
  const { pair, last } = AND[language];
  if (words.length === 2) return `${words[0]}${pair}${words[1]}`;
  return `${words.slice(0, -1).join(', ')}${last}${words.at(-1)}`;
}

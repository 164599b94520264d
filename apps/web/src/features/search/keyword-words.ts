import type { HomeSearchKeyword } from '@academy/shared/catalogue';
import type { MessageId, Translate } from '@/lib/i18n';

/* SPEC §2's keyword chips search their English word, which the search understands; they are
   shown in the page's language, the software's names as their makers write them. */
const KEYWORD_WORDS: Partial<Record<HomeSearchKeyword, MessageId>> = {
  Graphic: 'keyword.graphic',
  Design: 'keyword.design',
  'Digital Assets': 'keyword.digitalAssets',
  Course: 'keyword.course',
  Fonts: 'keyword.fonts',
};

export const keywordName = (t: Translate, keyword: HomeSearchKeyword): string => {
  const word = KEYWORD_WORDS[keyword];
  return word ? t(word) : keyword;
};

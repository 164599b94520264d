import { HOME_SEARCH_KEYWORDS } from '@academy/shared/catalogue';
import { expect, it } from 'vitest';
import { translate } from '@/lib/i18n';
import { keywordName } from './keyword-words';

it("shows SPEC's keyword chips in English as SPEC writes them", () => {
  expect(HOME_SEARCH_KEYWORDS.map((keyword) => keywordName(translate, keyword))).toEqual([
    ...HOME_SEARCH_KEYWORDS,
  ]);
});

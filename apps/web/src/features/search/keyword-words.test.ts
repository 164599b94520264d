import { HOME_SEARCH_KEYWORDS } from '@academy/shared/catalogue';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, it } from 'vitest';
import type { MessageId } from '@/lib/i18n';
import english from '@/locales/en.json';
import { keywordName } from './keyword-words';

const i18n = setupI18n({ locale: 'en', messages: { en: english } });
i18n.setMessagesCompiler(compileMessage);

it("shows SPEC's keyword chips in English as SPEC writes them", () => {
  const t = (id: MessageId) => i18n._(id);
  expect(HOME_SEARCH_KEYWORDS.map((keyword) => keywordName(t, keyword))).toEqual([...HOME_SEARCH_KEYWORDS]);
});

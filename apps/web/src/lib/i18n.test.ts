import { LANGUAGES } from '@academy/shared/languages';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { speaking } from './i18n';

describe('an instance speaking a language', () => {
  it('writes the number of a plural in Latin digits in every language (decision 027)', () => {
    const said = LANGUAGES.map((language) => {
      const i18n = speaking(language, { lectures: '{count, plural, one {# x} other {# xs}}' });
      i18n.setMessagesCompiler(compileMessage);
      return i18n._('lectures', { count: 1234 });
    });
    expect(said).toEqual(['1,234 xs', '1,234 xs', '1,234 xs']);
  });
});

import { HTML_LANG, LANGUAGES } from '@academy/shared/languages';
import { describe, expect, it } from 'vitest';
import { listText } from './list-text';

describe('listText', () => {
  it('joins one to six words as ICU’s long conjunction does in each language', () => {
    const words = ['Illustration', 'अंग्रेज़ी', 'UI/UX', 'मराठी', 'Branding, print', 'Motion'];
    for (const language of LANGUAGES) {
      const intl = new Intl.ListFormat(HTML_LANG[language], { style: 'long', type: 'conjunction' });
      for (let count = 0; count <= words.length; count += 1) {
        const some = words.slice(0, count);
        expect(listText(some, language), `${language} ${count}`).toBe(intl.format(some));
      }
    }
  });
});

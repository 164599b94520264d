import { ACADEMY } from '@academy/shared/academy';
import { LANGUAGES, type Language } from '@academy/shared/languages';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPrivacyPolicyRoute } from './privacy-policy';
import { loadRefundPolicyRoute } from './refund-policy';
import { loadTermsConditionRoute } from './terms-condition';
import { LanguageProvider } from '@/lib/i18n';
import english from '@/locales/en.json';
import hindi from '@/locales/hi.json';
import marathi from '@/locales/mr.json';
import englishPages from '@/locales/pages/en.json';
import hindiPages from '@/locales/pages/hi.json';
import marathiPages from '@/locales/pages/mr.json';
import * as hiPrivacy from '@/features/legal/content/hi/privacy-policy';
import * as hiRefund from '@/features/legal/content/hi/refund-policy';
import * as hiTerms from '@/features/legal/content/hi/terms-condition';
import * as mrPrivacy from '@/features/legal/content/mr/privacy-policy';
import * as mrRefund from '@/features/legal/content/mr/refund-policy';
import * as mrTerms from '@/features/legal/content/mr/terms-condition';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { refundPolicy } from '@/features/legal/content/refund-policy';
import { termsCondition } from '@/features/legal/content/terms-condition';
import type { LegalDocument } from '@/features/legal/content/types';

/*
 * Issue 29: the legal pages in English, Hindi and Marathi. The translations carry the English
 * documents' sections, lists and facts (every number), say that the English text prevails, and
 * show no word in Latin letters but the names kept as written.
 */

const documents: Record<string, Record<Language, LegalDocument>> = {
  privacyPolicy: { en: privacyPolicy, hi: hiPrivacy.privacyPolicy, mr: mrPrivacy.privacyPolicy },
  refundPolicy: { en: refundPolicy, hi: hiRefund.refundPolicy, mr: mrRefund.refundPolicy },
  termsCondition: { en: termsCondition, hi: hiTerms.termsCondition, mr: mrTerms.termsCondition },
};

const pages: { name: string; path: string; load: (language: Language) => Promise<ComponentType> }[] = [
  { name: 'privacyPolicy', path: '/privacy-policy', load: loadPrivacyPolicyRoute },
  { name: 'refundPolicy', path: '/refund-policy', load: loadRefundPolicyRoute },
  { name: 'termsCondition', path: '/terms-condition', load: loadTermsConditionRoute },
];

const messages = {
  en: { ...english, ...englishPages },
  hi: { ...hindi, ...hindiPages },
  mr: { ...marathi, ...marathiPages },
};

/** The Latin words a Hindi or Marathi page may show (e2e/languages-every-page.spec.ts's brands). */
const BRANDS = new Set(['Kalakriti', 'Design', 'Academy', 'Razorpay', 'UPI', 'GST', 'Google', 'PSD']);

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

/** Every text of a document, in order, with where it is. */
function textsOf(document: LegalDocument): [string, string][] {
  return [
    ['title', document.title],
    ['summary', document.summary],
    ['description', document.description],
    ...document.sections.flatMap((section) => [
      [`${section.id} heading`, section.heading] as [string, string],
      ...section.blocks.flatMap((block, index) =>
        (typeof block === 'string' ? [block] : block).map(
          (text, item) => [`${section.id} ${index}.${item}`, text] as [string, string],
        ),
      ),
    ]),
  ];
}

describe('the Hindi and Marathi legal texts', () => {
  for (const [name, byLanguage] of Object.entries(documents)) {
    for (const language of ['hi', 'mr'] as const) {
      it(`${name} in ${language} has the English sections, lists and numbers`, () => {
        const original = byLanguage.en;
        const translation = byLanguage[language];
        expect(translation.lastUpdated).toBe(original.lastUpdated);
        expect(translation.sections.map((section) => section.id)).toEqual(
          original.sections.map((section) => section.id),
        );
        const shape = (document: LegalDocument) =>
          document.sections.map((section) =>
            section.blocks.map((block) => (typeof block === 'string' ? 'p' : block.length)),
          );
        expect(shape(translation)).toEqual(shape(original));
        const translated = textsOf(translation);
        textsOf(original).forEach(([where, text], index) => {
          expect(translated[index]?.[0]).toBe(where);
          expect(numbersIn(translated[index]?.[1] ?? ''), `${language} ${name} ${where}`).toEqual(
            numbersIn(text),
          );
          expect(translated[index]?.[1], `${language} ${name} ${where}`).toMatch(/[\u0900-\u097F]/);
        });
      });

      it(`${name} in ${language} says that the English text prevails`, () => {
        expect(byLanguage[language].notice).toContain(language === 'hi' ? 'अंग्रेज़ी' : 'इंग्रजी');
      });
    }

    it(`${name} in English has no translation notice`, () => {
      expect(byLanguage.en.notice).toBeUndefined();
    });
  }
});

function i18nFor(language: Language) {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages[language] } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const tree = (language: Language, path: string, Page: ComponentType) => (
  <LanguageProvider language={language} i18n={i18nFor(language)}>
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>
  </LanguageProvider>
);

describe('a legal page', () => {
  it('shows the English page as before', async () => {
    const Page = await loadPrivacyPolicyRoute('en');
    render(tree('en', '/privacy-policy', Page));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText('Legal')).toBeTruthy();
    expect(screen.getByText('Last updated')).toBeTruthy();
    expect(screen.getByText('1 November 2026')).toBeTruthy();
    expect(screen.getByText(/^5 sections · \d+ min read$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contact the academy' }).textContent).toContain(
      `Write or call us and a member of the ${ACADEMY.shortName} team will get back to you within 2 business days.`,
    );
    expect(screen.getAllByRole('link', { name: 'Refund Policy' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('navigation', { name: 'On this page' })).toHaveLength(2);
    expect(document.title).toBe(`Privacy Policy · ${ACADEMY.name}`);
  });

  for (const { name, path, load } of pages) {
    for (const language of ['hi', 'mr'] as const) {
      it(`${name} speaks ${language} all through`, async () => {
        const Page = await load(language);
        const { container } = render(tree(language, path, Page));
        const translation = documents[name]?.[language];
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(translation?.title);
        expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(translation?.sections.length ?? -1);
        expect(screen.getByText(translation?.notice ?? '')).toBeTruthy();
        expect(container.querySelector('time')?.textContent).toMatch(
          language === 'hi' ? /^1 नवंबर 2026$/ : /^1 नोव्हेंबर, 2026$/,
        );
        expect(document.title).toBe(`${translation?.title} · ${ACADEMY.name}`);

        const words = new Set<string>();
        const visible = container.cloneNode(true) as HTMLElement;
        visible.querySelectorAll('[translate="no"]').forEach((element) => element.remove());
        const labels = [...container.querySelectorAll('[aria-label]')].map(
          (element) => element.getAttribute('aria-label') ?? '',
        );
        for (const text of [visible.textContent ?? '', ...labels]) {
          for (const word of text.match(/\b[A-Za-z][A-Za-z'’-]*[A-Za-z]\b/g) ?? []) words.add(word);
        }
        expect([...words].filter((word) => !BRANDS.has(word))).toEqual([]);
      });
    }
  }

  it('renders on the server in the address’s language, once its text is loaded', async () => {
    for (const language of LANGUAGES) {
      const Page = await loadRefundPolicyRoute(language);
      const html = renderToString(tree(language, '/refund-policy', Page));
      expect(html).toContain(documents['refundPolicy']?.[language].title);
      // Nothing suspended: the whole page is in the HTML, for the browser to hydrate as it is.
      expect(html).not.toContain('<!--$?-->');
    }
  });
});

import {
  ASSET_FILTER_CHIPS,
  ASSET_PRICE_BANDS,
  COURSE_FILTER_CHIPS,
  COURSE_PRICE_BANDS,
} from '@academy/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { translate as t } from '@/lib/i18n';
import { chipName, PRICE_BAND_WORDS } from './list-words';

/* In English the lists say SPEC's words exactly: the chips and bands the browser tests click. */
describe('the words of the course and asset lists', () => {
  it('name every chip of both lists in English as SPEC does', () => {
    for (const chip of [...COURSE_FILTER_CHIPS, ...ASSET_FILTER_CHIPS]) expect(chipName(t, chip)).toBe(chip);
  });

  it('name every price band as the shared list does', () => {
    for (const band of [...COURSE_PRICE_BANDS, ...ASSET_PRICE_BANDS]) {
      expect(t(PRICE_BAND_WORDS[band.value])).toBe(band.label);
    }
  });
});

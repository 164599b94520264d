import { ACADEMY } from '@academy/shared/academy';
import { INTL_LOCALE, type Language } from '@academy/shared/languages';
import { useMemo } from 'react';
import { useLanguage } from './i18n';

export type DateStyle = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

/** A date formatter in `language` (its month names, Latin digits), on the academy's clock in Pune. */
export const dateFormat = (language: Language, style: DateStyle): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { ...style, timeZone: ACADEMY.timeZone });

/** `format(iso)` in the page's language: "29 November 2026", "29 नवंबर 2026", "29 नोव्हेंबर, 2026". */
export function useDateFormat(style: DateStyle): (date: string | Date) => string {
  const language = useLanguage();
  const key = JSON.stringify(style);
  return useMemo(() => {
    const format = dateFormat(language, JSON.parse(key) as DateStyle);
    return (date) => format.format(typeof date === 'string' ? new Date(date) : date);
  }, [language, key]);
}

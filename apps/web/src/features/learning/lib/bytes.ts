import { INTL_LOCALE } from '@academy/shared/languages';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/i18n';

/** A size as a phone's storage settings say it, in the page's language: "42 MB", "1.2 GB". */
export function useBytesFormat(): (bytes: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const unit = (name: 'megabyte' | 'gigabyte') =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    const megabytes = unit('megabyte');
    const gigabytes = unit('gigabyte');
    return (bytes) => {
      if (bytes >= 1e9) return gigabytes.format(bytes / 1e9);
      const size = bytes / 1e6;
      return megabytes.format(size >= 10 ? Math.round(size) : Math.max(0.1, size));
    };
  }, [language]);
}

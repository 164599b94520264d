import { INTL_LOCALE } from '@academy/shared/languages';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/i18n';

/** A file's size in the page's language, in kB under a megabyte and MB from it: "2.4 MB". */
export function useFileSize(): (bytes: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const unit = (name: 'kilobyte' | 'megabyte') =>
      new Intl.NumberFormat(INTL_LOCALE[language], { style: 'unit', unit: name, maximumFractionDigits: 1 });
    const kilobytes = unit('kilobyte');
    const megabytes = unit('megabyte');
    return (bytes) =>
      bytes < 1024 * 1024 ? kilobytes.format(bytes / 1024) : megabytes.format(bytes / (1024 * 1024));
  }, [language]);
}

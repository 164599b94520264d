import { useDateFormat } from '@/lib/dates';
import { useLanguage } from '@/lib/i18n';

/*
 * Order dates on the academy's clock in Pune, in the page's language. English as the receipts
 * have always written them ("24 Nov 2026, 12:06 pm"); Hindi and Marathi with the month in full,
 * as their short forms (नव॰) read oddly, and the time of day in words (दोपहर 12:06 बजे), not am/pm.
 */

/** "24 Nov 2026", "24 नवंबर 2026", "24 नोव्हेंबर, 2026". */
export function useOrderDay(): (date: string | Date) => string {
  const english = useLanguage() === 'en';
  return useDateFormat({ day: 'numeric', month: english ? 'short' : 'long', year: 'numeric' });
}

/** "24 Nov 2026, 12:06 pm", "24 नवंबर 2026 को दोपहर 12:06 बजे", "24 नोव्हेंबर, 2026 रोजी दुपार 12:06 वाजता". */
export function useOrderDateTime(): (date: string | Date) => string {
  const english = useLanguage() === 'en';
  return useDateFormat({
    day: 'numeric',
    month: english ? 'short' : 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(english ? {} : { dayPeriod: 'short' }),
  });
}

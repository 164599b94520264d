import type { Bundle } from '@academy/shared/bundles';

/** What a bundle saves against its items bought one by one: rupees and whole per cent. */
export function savingOf(bundle: Pick<Bundle, 'price' | 'listPrice'>): { rupees: number; percent: number } {
  const rupees = Math.max(0, bundle.listPrice - bundle.price);
  return { rupees, percent: bundle.listPrice > 0 ? Math.round((rupees / bundle.listPrice) * 100) : 0 };
}

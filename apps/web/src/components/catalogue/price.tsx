import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';

/** The price, with the struck-through original beside it when it is higher (SPEC §2). */
export function Price({
  price,
  fakePrice,
  size = 'md',
}: {
  price: number;
  fakePrice: number;
  size?: 'md' | 'lg';
}) {
  const discounted = fakePrice > price;
  const t = useT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-display font-semibold ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        {price === 0 ? t('price.free') : formatRupees(price)}
      </span>
      {discounted && (
        <>
          <s
            className={`text-ink-muted ${size === 'lg' ? 'text-lg' : 'text-sm'}`}
            aria-label={t('price.was', { price: formatRupees(fakePrice) })}
          >
            {formatRupees(fakePrice)}
          </s>
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-strong">
            {t('price.off', { percent: Math.round(((fakePrice - price) / fakePrice) * 100) })}
          </span>
        </>
      )}
    </p>
  );
}

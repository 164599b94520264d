import { ACADEMY } from '@academy/shared/academy';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';

export function Brand({ to, tone = 'dark' }: { to: string; tone?: 'dark' | 'light' }) {
  const t = useT();
  return (
    <Link
      to={to}
      className="flex items-center gap-2.5"
      aria-label={t('brand.home', { academy: ACADEMY.name })}
    >
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#16131f' : '#fbf8f3'} />
        <path d="M18 46V18h15a10 10 0 0 1 0 20h-7v8z" fill="#ff6b3d" />
        <circle cx="44" cy="44" r="5" fill={tone === 'dark' ? '#f4efe6' : '#16131f'} />
      </svg>
      <span
        className={`font-display text-lg leading-none font-semibold ${tone === 'dark' ? 'text-ink' : 'text-paper'}`}
      >
        {ACADEMY.shortName}{' '}
        <span className="block text-[0.7rem] font-medium tracking-[0.18em] whitespace-nowrap uppercase opacity-70">
          Design Academy
        </span>
      </span>
    </Link>
  );
}

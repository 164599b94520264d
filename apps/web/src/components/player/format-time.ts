import { type Translate, translate } from '@/lib/i18n';

/** 75 → '1:15', 3725 → '1:02:05'; an unknown duration reads '0:00'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * 75 → '1 minute 15 seconds' (in the page's language: '1 मिनट 15 सेकंड'), for a slider's spoken
 * value.
 */
export function spokenTime(seconds: number, t: Translate = translate): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [];
  if (minutes > 0) parts.push(t('player.minutes', { count: minutes }));
  parts.push(t('player.seconds', { count: rest }));
  return parts.join(' ');
}

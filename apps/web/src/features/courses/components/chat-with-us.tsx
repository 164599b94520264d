import { ACADEMY } from '@academy/shared/academy';
import { MessageCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * The floating WhatsApp link, its first message naming the course. It rises above the sticky buy
 * bar while the bar shows on phones, and there above the page's notices too while there are any.
 */
export function ChatWithUs({ courseTitle }: { courseTitle: string }) {
  const t = useT();
  return (
    <a
      href={`https://wa.me/${ACADEMY.phone.replace(/\D/g, '')}?text=${encodeURIComponent(t('course.chatMessage', { title: courseTitle }))}`}
      target="_blank"
      rel="noreferrer noopener"
      className="fixed right-5 bottom-[calc(max(1.25rem,var(--bottom-bar)+0.75rem)+var(--page-notices,0px))] z-30 flex transition-[bottom] items-center gap-2 rounded-full bg-success px-4 py-3 text-sm font-semibold text-white shadow-card hover:brightness-110 md:right-24 md:bottom-6"
    >
      <MessageCircle size={18} aria-hidden />
      {t('course.chat')}
    </a>
  );
}

import { ACADEMY } from '@academy/shared/academy';
import { MessageCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * The floating WhatsApp link, its first message naming the course. It follows the sticky buy
 * bar (a `peer` just before it) and rises above it while the bar shows on phones.
 */
export function ChatWithUs({ courseTitle }: { courseTitle: string }) {
  const t = useT();
  return (
    <a
      href={`https://wa.me/${ACADEMY.phone.replace(/\D/g, '')}?text=${encodeURIComponent(t('course.chatMessage', { title: courseTitle }))}`}
      target="_blank"
      rel="noreferrer noopener"
      className="fixed right-5 bottom-5 z-30 flex transition-[bottom] peer-data-[shown=true]:bottom-[calc(5.5rem+env(safe-area-inset-bottom))] md:peer-data-[shown=true]:bottom-6 items-center gap-2 rounded-full bg-success px-4 py-3 text-sm font-semibold text-white shadow-card hover:brightness-110 md:right-24 md:bottom-6"
    >
      <MessageCircle size={18} aria-hidden />
      {t('course.chat')}
    </a>
  );
}

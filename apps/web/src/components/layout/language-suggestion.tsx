import { HREFLANG, type Language, pathInLanguage } from '@academy/shared/languages';
import { Languages, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { rememberLanguage, SYSTEM_FONT } from './language-switch';

/** Each offer in the language it offers, which a visitor who prefers it reads first. */
const OFFERS: Record<Exclude<Language, 'en'>, { text: string; action: string }> = {
  hi: { text: 'यह स्टोर हिन्दी में भी है।', action: 'हिन्दी में देखें' },
  mr: { text: 'हे स्टोअर मराठीतही आहे.', action: 'मराठीत पाहा' },
};

/**
 * The offer itself (language-offer.tsx decides whether to make it): its own chunk, which only a
 * visitor whose browser prefers Hindi or Marathi downloads.
 */
export default function LanguageSuggestion({
  offered,
  onClose,
}: {
  offered: Exclude<Language, 'en'>;
  onClose: () => void;
}) {
  const { pathname, search } = useLocation();
  const t = useT();
  const signedIn = useAuth().user !== null;
  const offer = OFFERS[offered];
  return (
    <section aria-label={t('suggestion.label')} className="notice flex-nowrap bg-accent-soft py-1.5 text-ink">
      <Languages size={18} className="shrink-0 text-accent-strong" aria-hidden />
      <p lang={HREFLANG[offered]} style={SYSTEM_FONT} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{offer.text}</span>
        <a
          href={`${pathInLanguage(pathname, offered)}${search}`}
          hrefLang={HREFLANG[offered]}
          onClick={() => rememberLanguage(offered, signedIn)}
          className="font-semibold text-accent-strong underline underline-offset-2"
        >
          {offer.action}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberLanguage('en', signedIn);
          onClose();
        }}
        className="ml-auto flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
        aria-label={t('suggestion.keepEnglish')}
      >
        <X size={18} aria-hidden />
      </button>
    </section>
  );
}

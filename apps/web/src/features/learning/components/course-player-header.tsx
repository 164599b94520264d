import { ArrowLeft, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useT } from '@/lib/i18n';

/** The course player's top bar: Go Back, the course's category and title, and the panel toggle. */
export function CoursePlayerHeader({
  category,
  title,
  panelOpen,
  onGoBack,
  onTogglePanel,
}: {
  category: string | undefined;
  title: string | undefined;
  panelOpen: boolean;
  onGoBack: () => void;
  onTogglePanel: () => void;
}) {
  const t = useT();
  const panelToggleLabel = t(panelOpen ? 'learning.hideLectures' : 'learning.showLectures');
  const PanelIcon = panelOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-[#0f0d15]/95 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-2 sm:gap-4 sm:px-4">
        <button
          type="button"
          onClick={onGoBack}
          className="btn shrink-0 px-3 text-paper hover:bg-white/10 sm:px-4"
          aria-label={t('learning.goBack')}
        >
          <ArrowLeft size={18} aria-hidden />
          <span className="max-sm:sr-only">{t('learning.goBack')}</span>
        </button>
        <div className="min-w-0 flex-1 border-l border-white/10 pl-3 sm:pl-4">
          {/* The category and title as the admin typed them; 'Course' until they are known. */}
          <p
            translate={category ? 'no' : undefined}
            className="text-[0.65rem] font-semibold tracking-[0.2em] text-accent-bright uppercase"
          >
            {category || t('learning.course')}
          </p>
          <h1 translate="no" className="truncate text-sm font-semibold sm:text-base">
            {title}
          </h1>
        </div>
        <button
          type="button"
          onClick={onTogglePanel}
          aria-expanded={panelOpen}
          aria-controls="lecture-panel"
          className="btn shrink-0 px-3 text-paper hover:bg-white/10 sm:px-4"
          aria-label={panelToggleLabel}
        >
          <PanelIcon size={18} aria-hidden />
          <span className="max-sm:sr-only">{panelToggleLabel}</span>
        </button>
      </div>
    </header>
  );
}

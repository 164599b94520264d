import { ArrowLeft, PanelLeftClose, PanelLeftOpen } from 'lucide-react';

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
  const panelToggleLabel = panelOpen ? 'Hide lectures' : 'Show lectures';
  const PanelIcon = panelOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-[#0f0d15]/95 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-2 sm:gap-4 sm:px-4">
        <button
          type="button"
          onClick={onGoBack}
          className="btn shrink-0 px-3 text-paper hover:bg-white/10 sm:px-4"
          aria-label="Go Back"
        >
          <ArrowLeft size={18} aria-hidden />
          <span className="max-sm:sr-only">Go Back</span>
        </button>
        <div className="min-w-0 flex-1 border-l border-white/10 pl-3 sm:pl-4">
          <p className="text-[0.65rem] font-semibold tracking-[0.2em] text-accent-bright uppercase">
            {category || 'Course'}
          </p>
          <h1 className="truncate text-sm font-semibold sm:text-base">{title}</h1>
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

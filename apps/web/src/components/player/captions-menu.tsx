import type { CaptionLanguage } from '@academy/shared/caption-languages';
import { LANGUAGE_NAMES } from '@academy/shared/languages';
import { Captions as CaptionsIcon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import type { Captions } from './use-captions';
import { PlayerMenu } from './player-menu';

const OFF = 'off';

/** Captions: Off or one of the lecture's languages, each named in its own script. Shown only when it has some. */
export function CaptionsMenu({
  captions,
  onOpenChange,
  container,
}: {
  captions: Captions;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
}) {
  const t = useT();
  if (captions.tracks.length === 0) return null;
  const current = captions.tracks.find((track) => track.language === captions.showing);
  return (
    <PlayerMenu
      heading={t('player.captions')}
      // An icon, not the letters CC: a pill's visible text must be part of its name (WCAG 2.5.3).
      triggerText={<CaptionsIcon size={20} aria-hidden />}
      triggerLabel={t('player.captionsLabel', {
        language: current ? LANGUAGE_NAMES[current.language] : t('player.captionsOff'),
      })}
      active={current !== undefined}
      value={captions.showing ?? OFF}
      options={[
        { value: OFF, label: t('player.captionsOff') },
        ...captions.tracks.map((track) => ({
          value: track.language,
          label: <span lang={track.language}>{LANGUAGE_NAMES[track.language]}</span>,
        })),
      ]}
      onValueChange={(value) => captions.choose(value === OFF ? null : (value as CaptionLanguage))}
      onOpenChange={onOpenChange}
      container={container}
    />
  );
}

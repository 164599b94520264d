import { useT } from '@/lib/i18n';
import { PlayerMenu } from './player-menu';
import type { Quality } from './use-adaptive-source';

const AUTO = 'auto';
/** The high-definition mark, written as players everywhere write it. */
const HD = 'HD';

/**
 * The stream's quality: Auto (the player follows the network, and says what it is playing) or
 * one rung of the ladder, highest first. Shown only when there is a choice to make.
 */
export function QualityMenu({
  qualities,
  chosen,
  playing,
  onChoose,
  onOpenChange,
  container,
}: {
  qualities: Quality[];
  chosen: number | null;
  playing: number | null;
  onChoose: (height: number | null) => void;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
}) {
  const t = useT();
  if (qualities.length < 2) return null;
  const auto = t('player.auto');
  const shown = chosen === null ? auto : `${chosen}p`;
  const options = [
    {
      value: AUTO,
      label: (
        <>
          {auto} {playing !== null && <span className="text-white/60">{`(${playing}p)`}</span>}
        </>
      ),
    },
    ...qualities.map(({ height }) => ({
      value: String(height),
      label: (
        <>
          {`${height}p`}{' '}
          {height >= 720 && (
            <span translate="no" className="rounded bg-white/15 px-1 text-xs font-semibold">
              {HD}
            </span>
          )}
        </>
      ),
    })),
  ];
  return (
    <PlayerMenu
      heading={t('player.quality')}
      triggerText={shown}
      triggerLabel={`${t('player.qualityLabel', { quality: shown })}${chosen === null && playing ? ` (${playing}p)` : ''}`}
      value={chosen === null ? AUTO : String(chosen)}
      options={options}
      onValueChange={(value) => onChoose(value === AUTO ? null : Number(value))}
      onOpenChange={onOpenChange}
      container={container}
    />
  );
}

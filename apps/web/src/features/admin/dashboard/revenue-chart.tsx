import { ACADEMY } from '@academy/shared/academy';
import { useId } from 'react';
import { formatRupees } from '@/lib/money';

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: ACADEMY.timeZone,
});
const label = (date: string) => {
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00+05:30` : date);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed);
};

/** A small inline SVG bar chart of daily revenue; no chart library. */
export function RevenueChart({ days }: { days: { date: string; amount: number }[] }) {
  const titleId = useId();
  const width = 600;
  const height = 180;
  const top = 12;
  const bottom = 24;
  const plot = height - top - bottom;
  const max = Math.max(...days.map((day) => day.amount), 0);
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const best = days.reduce<{ date: string; amount: number } | null>(
    (found, day) => (!found || day.amount > found.amount ? day : found),
    null,
  );
  const slot = width / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.68);
  const summary =
    max > 0 && best
      ? `Revenue over the last ${days.length} days: ${formatRupees(total)} in all; the best day was ${label(best.date)} with ${formatRupees(best.amount)}.`
      : `No revenue in the last ${days.length} days.`;

  return (
    <figure>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-display text-3xl font-semibold">{formatRupees(total)}</p>
        <p className="text-xs text-ink-muted">
          {days.length ? `${label(days[0]?.date ?? '')} – ${label(days.at(-1)?.date ?? '')}` : ''}
        </p>
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-44 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{summary}</title>
        {[0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={width}
            y1={top + plot * (1 - fraction)}
            y2={top + plot * (1 - fraction)}
            className="stroke-line"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <line
          x1={0}
          x2={width}
          y1={top + plot}
          y2={top + plot}
          className="stroke-line"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const barHeight = max > 0 ? Math.max(day.amount > 0 ? 2 : 0, (day.amount / max) * plot) : 0;
          return (
            <rect
              key={day.date}
              x={index * slot + (slot - barWidth) / 2}
              y={top + plot - barHeight}
              width={barWidth}
              height={barHeight}
              rx={2}
              className={day === best && max > 0 ? 'fill-accent' : 'fill-plum/70'}
            >
              <title>{`${label(day.date)}: ${formatRupees(day.amount)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-[11px] text-ink-muted">
        <span>{days[0] ? label(days[0].date) : ''}</span>
        {max > 0 && <span>Highest day {formatRupees(max)}</span>}
        <span>{days.at(-1) ? label(days.at(-1)?.date ?? '') : ''}</span>
      </figcaption>
    </figure>
  );
}

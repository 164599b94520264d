/**
 * India calendar days. India has kept +05:30 all year since 1945, so a day there is a fixed UTC
 * window; the database's india_day() (migration 0013) draws the same line.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the India calendar day holding `instant`. */
export const istDate = (instant: number): string =>
  new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` India calendar days up to today, oldest first, and when the first one began (UTC). */
export function istDays(now: number, days: number): { dates: string[]; start: Date } {
  const todayStart = Date.parse(`${istDate(now)}T00:00:00+05:30`);
  const firstStart = todayStart - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, index) => istDate(firstStart + index * DAY_MS));
  return { dates, start: new Date(firstStart) };
}

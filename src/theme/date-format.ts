/**
 * Dates as the classic theme shows them in English (`Intl.DateTimeFormat('en', {day: 'numeric', month:
 * 'short' | 'long', year: 'numeric', timeZone: 'UTC'})`), written without `Intl`. Creating the first
 * `Intl.DateTimeFormat` of a page loads the browser's locale and time-zone data: tens of milliseconds
 * of one task on a phone, while the page hydrates. The site has one locale, English (its specification),
 * so the names are fixed here; tests/unit/date-format.test.ts compares every month with `Intl`.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `Nov 26, 2026` (`short`) or `November 26, 2026` (`long`), in UTC. */
export function formatUtcDate(value: Date | string | number, month: 'short' | 'long'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const name = MONTHS[date.getUTCMonth()];
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

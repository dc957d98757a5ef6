import assert from 'node:assert/strict';
import test from 'node:test';
import {formatUtcDate} from '../../src/theme/date-format';

test('dates read as Intl writes them in English, UTC, for every month, both month styles', () => {
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 28]) {
      const date = new Date(Date.UTC(2026, month, day, 23, 30));
      for (const style of ['short', 'long'] as const) {
        const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC'}).format(date);
        assert.equal(formatUtcDate(date, style), expected);
      }
    }
  }
});

test('a timestamp, an ISO string and a Date give the same text; an invalid date gives none', () => {
  const at = Date.UTC(2025, 10, 26);
  assert.equal(formatUtcDate(at, 'short'), 'Nov 26, 2025');
  assert.equal(formatUtcDate(new Date(at).toISOString(), 'long'), 'November 26, 2025');
  assert.equal(formatUtcDate('not a date', 'long'), '');
});

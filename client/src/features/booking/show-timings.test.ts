import { describe, expect, it } from 'vitest';
import { lateNight } from './show-timings';

describe('lateNight (the time chips\' hint, in the cinema\'s own time)', () => {
  it.each([
    ['22:59', null],
    ['23:00', 'late'],
    ['23:45', 'late'],
    ['00:00', 'after-midnight'],
    ['04:59', 'after-midnight'],
    ['05:00', null],
    ['18:30', null],
    ['', null],
  ])('%s → %s', (time, want) => {
    expect(lateNight(time)).toBe(want);
  });
});

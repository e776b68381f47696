import { describe, expect, it } from 'vitest';
import { addShowTime, closeTimes, nowInZone, removeShowTime, toShowsInput } from './show-times';

describe('collecting show times', () => {
  it('splits the picker value at the T and groups times by date, sorted', () => {
    let times = addShowTime({}, '2030-07-01T18:30');
    times = addShowTime(times, '2030-07-01T10:00');
    times = addShowTime(times, '2030-07-02T21:15');
    expect(times).toEqual({ '2030-07-01': ['10:00', '18:30'], '2030-07-02': ['21:15'] });
  });

  it('ignores an empty picker and duplicate times', () => {
    const times = addShowTime({}, '2030-07-01T18:30');
    expect(addShowTime(times, '')).toBe(times);
    expect(addShowTime(times, '2030-07-01T18:30')).toBe(times);
    expect(addShowTime(times, 'garbage')).toBe(times);
  });

  it('removes a time, and a date left with no times', () => {
    let times = addShowTime(addShowTime({}, '2030-07-01T18:30'), '2030-07-01T21:00');
    times = removeShowTime(times, '2030-07-01', '18:30');
    expect(times).toEqual({ '2030-07-01': ['21:00'] });
    times = removeShowTime(times, '2030-07-01', '21:00');
    expect(times).toEqual({});
    expect(Object.keys(times)).toHaveLength(0);
  });

  it('builds showsInput in date order', () => {
    const times = addShowTime(addShowTime({}, '2030-07-02T09:00'), '2030-07-01T18:30');
    expect(toShowsInput(times)).toEqual([
      { date: '2030-07-01', time: ['18:30'] },
      { date: '2030-07-02', time: ['09:00'] },
    ]);
  });

  it("gives now in the theatre's zone as a picker value", () => {
    expect(nowInZone('Asia/Kolkata', new Date('2030-07-01T13:00:00Z'))).toBe('2030-07-01T18:30');
    expect(nowInZone('Not/AZone')).toBe('');
  });
});

describe('closeTimes', () => {
  it('names consecutive times closer than runtime + buffer, across midnight too', () => {
    const times = { '2030-07-01': ['10:00', '12:00', '23:30'], '2030-07-02': ['00:30'] };
    expect(closeTimes(times, 140)).toEqual([
      { first: '2030-07-01 10:00', second: '2030-07-01 12:00', minutesApart: 120 },
      { first: '2030-07-01 23:30', second: '2030-07-02 00:30', minutesApart: 60 },
    ]);
    expect(closeTimes(times, 60)).toEqual([]);
  });
});

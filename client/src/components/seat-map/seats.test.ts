import { describe, expect, it } from 'vitest';
import {
  MAX_SEATS,
  emptyAvailability,
  seatClickError,
  seatState,
  sortSeats,
  takenMessage,
} from './seats';

const availability = {
  occupied: new Set(['A1', 'B2']),
  held: new Set(['B2']),
  sold: new Set(['A1']),
};

describe('seat rules', () => {
  it('allows five seats a booking unless the show says otherwise', () => {
    expect(MAX_SEATS).toBe(5);
  });

  it('needs a time before any seat', () => {
    expect(seatClickError('C3', { hasTime: false, selected: [], availability: emptyAvailability })).toBe(
      'Please select a time first',
    );
  });

  it('refuses a sold seat as occupied (SPEC) and says a held one may free up, never "occupied"', () => {
    const split = { occupied: new Set(['A1', 'B2']), held: new Set(['B2']), sold: new Set(['A1']) };
    expect(seatClickError('A1', { hasTime: true, selected: [], availability: split })).toBe('This seat is already occupied');
    expect(seatClickError('B2', { hasTime: true, selected: [], availability: split })).toBe('Seat B2 is held — may free up');
  });

  it('allows five seats and refuses a sixth, but still lets one be deselected', () => {
    const five = ['C1', 'C2', 'C3', 'C4', 'C5'];
    expect(seatClickError('C5', { hasTime: true, selected: five.slice(0, 4), availability })).toBeNull();
    expect(seatClickError('C6', { hasTime: true, selected: five, availability })).toBe(
      'You can only select up to 5 seats',
    );
    expect(seatClickError('C5', { hasTime: true, selected: five, availability })).toBeNull();
  });

  it("takes the show's own limit when it has one", () => {
    const three = ['L1', 'L2', 'L3'];
    expect(seatClickError('L4', { hasTime: true, selected: three, availability, maxSeats: 3 })).toBe(
      'You can only select up to 3 seats',
    );
    expect(seatClickError('L4', { hasTime: true, selected: three.slice(0, 2), availability, maxSeats: 3 })).toBeNull();
    expect(seatClickError('C6', { hasTime: true, selected: ['C1', 'C2', 'C3', 'C4', 'C5'], availability, maxSeats: 8 })).toBeNull();
  });

  it('draws held and sold seats differently from free and selected ones', () => {
    expect(seatState('B2', [], availability)).toBe('held');
    expect(seatState('A1', [], availability)).toBe('sold');
    expect(seatState('C1', ['C1'], availability)).toBe('selected');
    expect(seatState('C2', ['C1'], availability)).toBe('free');
  });

  it('sorts seats by row, then number', () => {
    expect(sortSeats(['B10', 'A2', 'B9', 'A10'])).toEqual(['A2', 'A10', 'B9', 'B10']);
  });

  it('words the taken-seat message for one or more seats', () => {
    expect(takenMessage(['A1'])).toBe('Seat A1 was just taken by someone else.');
    expect(takenMessage(['A1', 'A2'])).toBe('Seats A1, A2 were just taken by someone else.');
  });
});

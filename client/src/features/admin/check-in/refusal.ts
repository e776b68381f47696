import { CombinedGraphQLErrors } from '@apollo/client';
import { errorCode, serverMessage } from '../../../lib/errors';
import { formatClock } from '../../../lib/format';

/** What a scan shows of the ticket: the show and the seats. */
export interface TicketShown {
  movie: string;
  localDate: string;
  localTime: string;
  cinema: string;
  screen: string;
  seats: { label: string; category: string }[];
  reference: string;
  timeZone?: string;
}

/**
 * A refusal in words for the usher: the server's reason, and for a second
 * scan when the first was, in the cinema's zone and saying so (the server's
 * own sentence names no zone, so it is the fallback).
 */
export function refusalMessage(err: unknown): string {
  const code = errorCode(err);
  const message = serverMessage(err);
  if (code === 'ALREADY_CHECKED_IN') {
    const ext = CombinedGraphQLErrors.is(err) ? err.errors.find((e) => e.extensions?.code === code)?.extensions : undefined;
    const first = str(ext?.checkedInAt);
    const zone = str(ext?.timeZone);
    if (first && zone) return `Already checked in at ${formatClock(first, zone)}`;
    if (message && /already checked in/i.test(message)) return message;
    return first ? `Already checked in at ${formatClock(first)}` : 'Already checked in';
  }
  if (message) return message;
  // The server always words it; this is for an answer that lost its message.
  if (code === 'SHOW_CANCELLED') return 'This show was cancelled: the ticket is not valid';
  return 'The check-in could not be made. Check the connection and try again.';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The show and seats a second scan's ALREADY_CHECKED_IN carries in its
 * extensions (what the first scan showed), or undefined when it has none.
 */
export function duplicateTicket(err: unknown): { ticket?: TicketShown; checkedInAt?: string } {
  if (!CombinedGraphQLErrors.is(err)) return {};
  const ext = err.errors.find((e) => e.extensions?.code === 'ALREADY_CHECKED_IN')?.extensions;
  if (!ext) return {};
  const checkedInAt = str(ext.checkedInAt) || undefined;
  const seats = Array.isArray(ext.seats)
    ? ext.seats.flatMap((s: unknown) => {
        const seat = s as { label?: unknown; category?: unknown } | null;
        return seat && typeof seat.label === 'string' ? [{ label: seat.label, category: str(seat.category) }] : [];
      })
    : [];
  if (!str(ext.movie) || seats.length === 0) return { checkedInAt };
  return {
    checkedInAt,
    ticket: {
      movie: str(ext.movie),
      localDate: str(ext.showDate),
      localTime: str(ext.showTime),
      cinema: str(ext.cinema),
      screen: str(ext.screen),
      seats,
      reference: str(ext.reference),
      timeZone: str(ext.timeZone) || undefined,
    },
  };
}

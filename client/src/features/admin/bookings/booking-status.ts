import type { BookingStatus } from '../../../gql/graphql';

/** Every status, in the order the filter chips offer them. */
export const STATUSES: readonly BookingStatus[] = ['PAID', 'PENDING', 'REFUNDED', 'CANCELLED', 'EXPIRED'];

/** A status in words. */
export const STATUS_TEXT: Record<BookingStatus, string> = {
  PAID: 'Paid',
  PENDING: 'Pending',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** A status badge's colours. */
export const STATUS_LOOK: Record<BookingStatus, string> = {
  PAID: 'bg-emerald-500/15 text-emerald-300',
  PENDING: 'bg-amber-500/15 text-amber-300',
  REFUNDED: 'bg-sky-500/15 text-sky-300',
  CANCELLED: 'bg-zinc-700 text-zinc-300',
  EXPIRED: 'bg-zinc-700 text-zinc-300',
};

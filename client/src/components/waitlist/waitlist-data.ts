import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MyWaitlistQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';

/**
 * The caller's waitlist entries. Every document below selects the same
 * fields, so an entry pushed by the waitlist subscription or returned by a
 * mutation updates the cached list (entries are normalised by id).
 */
export const MyWaitlistQueryDocument = graphql(`
  query MyWaitlist {
    myWaitlist {
      id
      seats
      together
      category
      position
      status
      offer {
        seats
        expiresAt
        bookingId
        paymentUrl
      }
      show {
        id
        localDate
        localTime
        waitlistLength
        movie {
          id
          title
        }
      }
    }
  }
`);

export const WaitlistSubscriptionDocument = graphql(`
  subscription WaitlistEntryChanged($showId: ID!) {
    waitlist(showId: $showId) {
      id
      seats
      together
      category
      position
      status
      offer {
        seats
        expiresAt
        bookingId
        paymentUrl
      }
      show {
        id
        waitlistLength
      }
    }
  }
`);

const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($showId: ID!, $seats: Int!, $together: Boolean, $category: String) {
    joinWaitlist(showId: $showId, seats: $seats, together: $together, category: $category) {
      id
      status
      position
    }
  }
`);

const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($id: ID!) {
    leaveWaitlist(id: $id) {
      id
      status
      position
    }
  }
`);

export type WaitlistEntry = MyWaitlistQuery['myWaitlist'][number];

/** An entry still in line or holding an offer. */
export function isActive(e: Pick<WaitlistEntry, 'status'>): boolean {
  return e.status === 'WAITING' || e.status === 'OFFERED';
}

/** The signed-in caller's entries (none while signed out). */
export function useMyWaitlist(): { entries: WaitlistEntry[]; loading: boolean } {
  const session = useSession();
  const { data, loading } = useQuery(MyWaitlistQueryDocument, { skip: !session.isSignedIn });
  return { entries: session.isSignedIn ? (data?.myWaitlist ?? []) : [], loading };
}

/** Join and leave, each refreshing the list so every page sees the change. */
export function useWaitlistActions() {
  const refetchQueries = [{ query: MyWaitlistQueryDocument }];
  const [join, joining] = useMutation(JoinWaitlistMutation, { refetchQueries, awaitRefetchQueries: true });
  const [leave, leaving] = useMutation(LeaveWaitlistMutation, { refetchQueries, awaitRefetchQueries: true });
  return {
    join: (v: { showId: string; seats: number; together: boolean; category: string | null }) =>
      join({ variables: v }),
    leave: (id: string) => leave({ variables: { id } }),
    busy: joining.loading || leaving.loading,
  };
}

/** m:ss left until `until`, never below 0:00. */
export function formatCountdown(until: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** How many seats of a layout are free: seat cells not occupied. */
export function freeSeats(
  layout: { rows: readonly { cells: readonly { seat?: string | null }[] }[] },
  occupied: ReadonlySet<string>,
): number {
  let n = 0;
  for (const row of layout.rows) for (const c of row.cells) if (c.seat && !occupied.has(c.seat)) n++;
  return n;
}

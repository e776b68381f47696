import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { AdmissionContext, clearAdmission, readAdmission, writeAdmission, type Admission } from './admission';
import { QueuePage } from './queue-page';

const WaitingRoomQuery = graphql(`
  query WaitingRoom($movieId: ID, $showId: ID) {
    waitingRoom(movieId: $movieId, showId: $showId) {
      id
      open
      sessionMinutes
    }
  }
`);

/**
 * Booking behind a waiting room: while the movie's (or the show's) room is
 * open, the visitor sees their place in the queue until admitted, then the
 * page, with the admission for createBooking. Without a room, or while the
 * answer is out, the page shows as usual: the server refuses a booking
 * without admission (ADMISSION_REQUIRED) whatever the page shows.
 */
export function WaitingRoomGate({ movieId, showId, children }: { movieId: string; showId?: string | null; children: ReactNode }) {
  const { data: fresh, previousData } = useQuery(WaitingRoomQuery, {
    variables: showId ? { showId } : { movieId },
    skip: !movieId && !showId,
    fetchPolicy: 'cache-and-network',
  });
  // While another show's answer is out, the last one holds (same movie, likely the same room).
  const data = fresh ?? previousData;
  const room = data?.waitingRoom?.open ? data.waitingRoom : null;
  const [admitted, setAdmitted] = useState<Admission | null>(null);
  const admission = room ? (admitted?.roomId === room.id ? admitted : readAdmission(room.id)) : null;
  const state = useMemo(
    () => ({
      token: admission?.token ?? null,
      lost: () => {
        if (!room) return;
        clearAdmission(room.id);
        setAdmitted(null);
      },
    }),
    [admission?.token, room],
  );
  if (room && !admission) {
    return (
      <QueuePage
        roomId={room.id}
        onAdmitted={(a) => {
          writeAdmission(a);
          setAdmitted(a);
        }}
      />
    );
  }
  return <AdmissionContext.Provider value={state}>{children}</AdmissionContext.Provider>;
}

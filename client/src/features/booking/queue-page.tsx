import { useEffect, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import type { QueuePositionFieldsFragment } from '../../gql/graphql';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { serverMessage } from '../../lib/errors';
import type { Admission } from './admission';

const QueuePositionFields = graphql(`
  fragment QueuePositionFields on QueuePosition {
    roomId
    position
    ahead
    estimatedWaitSeconds
    seatsLeft
    admitted
    admissionToken
    admittedUntil
  }
`);

const JoinQueueMutation = graphql(`
  mutation JoinQueue($roomId: ID!) {
    joinQueue(roomId: $roomId) {
      ...QueuePositionFields
    }
  }
`);

const QueuePositionSubscription = graphql(`
  subscription QueuePosition($roomId: ID!) {
    queuePosition(roomId: $roomId) {
      ...QueuePositionFields
    }
  }
`);

/** "about 3 min", "under a minute". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `about ${hours} h ${minutes % 60} min`;
}

function PositionView({ position, onContinue }: { position: QueuePositionFieldsFragment; onContinue(a: Admission): void }) {
  if (position.admitted && position.admissionToken && position.admittedUntil) {
    const until = new Date(position.admittedUntil as string);
    const admission = { roomId: position.roomId, token: position.admissionToken, until: until.toISOString() };
    return (
      <div data-testid="queue-admitted" className="flex flex-col items-start gap-4">
        <p className="text-xl font-semibold">It&apos;s your turn!</p>
        <p className="text-zinc-300">
          Book before {until.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. {position.seatsLeft} seats left.
        </p>
        <Button onClick={() => onContinue(admission)}>Continue to booking</Button>
      </div>
    );
  }
  return (
    <dl data-testid="queue-position" className="grid max-w-md grid-cols-2 gap-x-6 gap-y-3">
      <dt className="text-zinc-400">Your place in line</dt>
      <dd data-testid="queue-place" className="text-3xl font-semibold">
        {position.position}
      </dd>
      <dt className="text-zinc-400">People ahead of you</dt>
      <dd data-testid="queue-ahead">{position.ahead}</dd>
      <dt className="text-zinc-400">Estimated wait</dt>
      <dd data-testid="queue-wait">{formatWait(position.estimatedWaitSeconds)}</dd>
      <dt className="text-zinc-400">Seats left</dt>
      <dd data-testid="queue-seats-left">{position.seatsLeft}</dd>
    </dl>
  );
}

/**
 * The waiting room: the visitor's place in line, the people ahead, the
 * estimated wait and the seats left, live; once admitted, a way on to the
 * booking with the admission. Signed-out visitors are asked to sign in:
 * one place per signed-in user (a second tab shows the same place).
 */
export function QueuePage({ roomId, onAdmitted }: { roomId: string; onAdmitted(a: Admission): void }) {
  const session = useSession();
  const signedIn = session.isSignedIn;
  const [join, joined] = useMutation(JoinQueueMutation);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    join({ variables: { roomId } }).catch((e: unknown) => setFailed(serverMessage(e) ?? 'Could not join the queue. Please try again.'));
  }, [join, roomId, signedIn]);
  const live = useSubscription(QueuePositionSubscription, { variables: { roomId }, skip: !signedIn || !joined.data });
  const ref = live.data?.queuePosition ?? joined.data?.joinQueue;
  const latest = ref ? getFragmentData(QueuePositionFields, ref) : null;

  return (
    <section aria-labelledby="queue-title" className="min-h-[80vh] px-6 pt-30 md:px-16 md:pt-40 lg:px-40">
      <h1 id="queue-title" className="text-2xl font-semibold">
        You&apos;re in the queue
      </h1>
      <p className="mt-2 mb-8 text-zinc-400">
        Bookings for this film open in turn, first come first served. Keep this page open: it updates by itself.
      </p>
      {!signedIn ? (
        <div className="flex flex-col items-start gap-4">
          <p>Please sign in to join the queue.</p>
          <Button onClick={() => session.openSignIn()}>Sign in</Button>
        </div>
      ) : failed ? (
        <p role="alert">{failed}</p>
      ) : latest ? (
        <PositionView position={latest} onContinue={onAdmitted} />
      ) : (
        <Spinner className="h-40" />
      )}
    </section>
  );
}

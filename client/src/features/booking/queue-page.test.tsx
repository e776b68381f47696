import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinQueueDocument, WaitingRoomDocument } from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { renderWithSession, signedInSession } from '../../test/render';
import { readAdmission } from './admission';
import { formatWait } from './queue-page';
import { WaitingRoomGate } from './waiting-room-gate';

const room = { __typename: 'WaitingRoom' as const, id: 'r1', open: true, sessionMinutes: 10 };

const position = (p: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'QueuePosition' as const,
  roomId: 'r1',
  position: p,
  ahead: Math.max(p - 1, 0),
  estimatedWaitSeconds: p * 30,
  seatsLeft: 120 - p,
  admitted: false,
  admissionToken: null,
  admittedUntil: null,
  ...extra,
});

function setup(open = true) {
  const mocks = [
    {
      request: { query: WaitingRoomDocument, variables: { movieId: 'm1' } },
      result: { data: { waitingRoom: open ? room : null } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: JoinQueueDocument, variables: { roomId: 'r1' } },
      result: { data: { joinQueue: position(7) } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return createLiveTestLink(mocks);
}

const page = (
  <WaitingRoomGate movieId="m1">
    <p>Show times</p>
  </WaitingRoomGate>
);

describe('WaitingRoomGate', () => {
  it('queues the visitor, follows the position live, and lets them on with the admission once admitted', async () => {
    const live = setup();
    renderWithSession(page, { session: signedInSession(), link: live.link });
    expect(await screen.findByRole('heading', { name: "You're in the queue" })).toBeInTheDocument();
    expect(await screen.findByTestId('queue-place')).toHaveTextContent('7');
    expect(screen.getByTestId('queue-ahead')).toHaveTextContent('6');
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('about 4 min');
    expect(screen.getByTestId('queue-seats-left')).toHaveTextContent('113');
    expect(screen.queryByText('Show times')).not.toBeInTheDocument();

    await waitFor(() => expect(live.active()).toEqual([{ operationName: 'QueuePosition', variables: { roomId: 'r1' } }]));
    act(() => live.push({ roomId: 'r1' }, { data: { queuePosition: position(2) } }));
    await waitFor(() => expect(screen.getByTestId('queue-place')).toHaveTextContent('2'));
    expect(screen.getByTestId('queue-ahead')).toHaveTextContent('1');

    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    act(() =>
      live.push({ roomId: 'r1' }, { data: { queuePosition: position(0, { admitted: true, admissionToken: 'tok.sig', admittedUntil: until }) } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to booking' }));
    expect(await screen.findByText('Show times')).toBeInTheDocument();
    expect(readAdmission('r1')?.token).toBe('tok.sig');
  });

  it('asks a signed-out visitor to sign in: one place per signed-in user', async () => {
    const live = setup();
    renderWithSession(page, { link: live.link });
    expect(await screen.findByText('Please sign in to join the queue.')).toBeInTheDocument();
    expect(live.requested()).not.toContain('JoinQueue');
  });

  it('shows the page as usual when no room is open', async () => {
    const live = setup(false);
    renderWithSession(page, { session: signedInSession(), link: live.link });
    expect(await screen.findByText('Show times')).toBeInTheDocument();
    await waitFor(() => expect(live.requested()).toContain('WaitingRoom'));
    expect(screen.queryByRole('heading', { name: "You're in the queue" })).not.toBeInTheDocument();
  });
});

describe('formatWait', () => {
  it('says the wait in words', () => {
    expect(formatWait(20)).toBe('under a minute');
    expect(formatWait(210)).toBe('about 4 min');
    expect(formatWait(3 * 3600 + 600)).toBe('about 3 h 10 min');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminWaitingRoomDocument, CloseWaitingRoomDocument, OpenWaitingRoomDocument } from '../../../gql/graphql';
import { renderWithSession, signedInSession } from '../../../test/render';
import { WaitingRoomForm } from './waiting-room-form';

const openRoom = {
  __typename: 'WaitingRoom' as const,
  id: 'r1',
  open: true,
  waiting: 12,
  admitPerMinute: 120,
  sessionMinutes: 8,
  maxTicketsPerUser: 4,
  show: null,
};

describe('WaitingRoomForm', () => {
  it('opens a room for a movie with its rate, session and cap, then closes it', async () => {
    let opened = false;
    const sent: Array<Record<string, unknown>> = [];
    const mocks = [
      {
        request: { query: AdminWaitingRoomDocument, variables: { movieId: 'm1' } },
        result: () => ({ data: { waitingRoom: opened ? openRoom : null } }),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: OpenWaitingRoomDocument, variables: () => true },
        result: (v: Record<string, unknown>) => {
          sent.push(v);
          opened = true;
          return { data: { openWaitingRoom: { __typename: 'WaitingRoom', id: 'r1' } } };
        },
      },
      {
        request: { query: CloseWaitingRoomDocument, variables: { id: 'r1' } },
        result: () => {
          opened = false;
          return { data: { closeWaitingRoom: { __typename: 'WaitingRoom', id: 'r1', open: false } } };
        },
      },
    ];
    renderWithSession(
      <WaitingRoomForm targets={[{ value: 'movie:m1', label: 'Monsoon Protocol (all shows)' }, { value: 'show:s1', label: 'Monsoon Protocol, 1 Jul' }]} />,
      { session: signedInSession({ isAdmin: true }), mocks },
    );
    const user = userEvent.setup();
    const perMinute = await screen.findByLabelText('People per minute');
    await user.clear(perMinute);
    await user.type(perMinute, '120');
    await user.clear(screen.getByLabelText('Minutes to book'));
    await user.type(screen.getByLabelText('Minutes to book'), '8');
    await user.click(screen.getByRole('button', { name: 'Open room' }));
    expect(await screen.findByTestId('room-status')).toHaveTextContent('Open: 120 per minute, 8 min to book, up to 4 tickets; 12 waiting');
    expect(sent).toEqual([{ movieId: 'm1', admitPerMinute: 120, sessionMinutes: 8, maxTicketsPerUser: 4 }]);
    await user.click(screen.getByRole('button', { name: 'Close room' }));
    await waitFor(() => expect(screen.queryByTestId('room-status')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open room' })).toBeInTheDocument();
  });
});

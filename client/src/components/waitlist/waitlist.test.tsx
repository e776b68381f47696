import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinWaitlistDocument, LeaveWaitlistDocument, MyWaitlistDocument } from '../../gql/graphql';
import { browser } from '../../lib/browser';
import { createLiveTestLink } from '../../test/live-link';
import { renderWithSession, signedInSession } from '../../test/render';
import { JoinWaitlist } from './join-waitlist';
import { MyWaitlists } from './my-waitlists';
import { WaitlistOffers } from './waitlist-offer-banner';
import { formatCountdown, freeSeats } from './waitlist-data';

function entry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WaitlistEntry',
    id: 'w1',
    seats: 2,
    together: false,
    category: null,
    position: 1,
    status: 'WAITING',
    offer: null,
    show: {
      __typename: 'Show',
      id: 's1',
      localDate: '2030-07-01',
      localTime: '18:30',
      waitlistLength: 1,
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
    },
    ...overrides,
  };
}

const listMock = (entries: object[]) => ({ request: { query: MyWaitlistDocument }, result: { data: { myWaitlist: entries } } });

afterEach(() => vi.restoreAllMocks());

describe('waitlist helpers', () => {
  it('counts down in m:ss and never below 0:00', () => {
    const now = Date.parse('2030-07-01T10:00:00Z');
    expect(formatCountdown('2030-07-01T10:04:59Z', now)).toBe('4:59');
    expect(formatCountdown('2030-07-01T09:59:00Z', now)).toBe('0:00');
  });

  it('counts the free seats of a layout', () => {
    const layout = { rows: [{ cells: [{ seat: 'A1' }, { seat: null }, { seat: 'A2' }] }] };
    expect(freeSeats(layout, new Set(['A1']))).toBe(1);
  });
});

describe('WaitlistOffers (app shell)', () => {
  it('follows the show waited for and shows the offer pushed live, with a countdown and one-tap booking', async () => {
    const live = createLiveTestLink([listMock([entry()])]);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithSession(<WaitlistOffers />, { session: signedInSession(), link: live.link });
    await waitFor(() => expect(live.active()).toEqual([{ operationName: 'WaitlistEntryChanged', variables: { showId: 's1' } }]));
    expect(screen.queryByRole('alert', { name: 'Waitlist offer' })).toBeNull();

    const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
    live.push({ showId: 's1' }, {
      data: {
        waitlist: {
          ...entry({ status: 'OFFERED', position: 0 }),
          offer: { __typename: 'WaitlistOffer', seats: ['D4', 'D5'], expiresAt, bookingId: 'b9', paymentUrl: '/checkout/test/b9' },
          show: { __typename: 'Show', id: 's1', waitlistLength: 0 },
        },
      },
    });
    const banner = await screen.findByRole('alert', { name: 'Waitlist offer' });
    expect(banner).toHaveTextContent('Seats D4, D5 for Monsoon Protocol are held for you for');
    expect(banner).toHaveTextContent(/[45]:\d\d/);
    await userEvent.click(within(banner).getByRole('button', { name: 'Book these seats' }));
    expect(assign).toHaveBeenCalledWith('/checkout/test/b9');
  });
});

describe('JoinWaitlist (full seat map)', () => {
  it('joins for the seats chosen, together, and then shows the place in line', async () => {
    const joined = entry({ seats: 3, together: true });
    const live = createLiveTestLink([
      listMock([]),
      {
        request: { query: JoinWaitlistDocument, variables: { showId: 's1', seats: 3, together: true, category: null } },
        result: { data: { joinWaitlist: { __typename: 'WaitlistEntry', id: 'w1', status: 'WAITING', position: 1 } } },
      },
      listMock([joined]),
    ]);
    renderWithSession(<JoinWaitlist showId="s1" maxSeats={5} categories={[]} wanted={2} />, {
      session: signedInSession(),
      link: live.link,
    });
    await userEvent.selectOptions(await screen.findByLabelText('Seats'), '3');
    await userEvent.click(screen.getByLabelText('Together only'));
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are number 1 on the waitlist for 3 seats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });
});

describe('MyWaitlists (My Bookings)', () => {
  it('lists entries with their place or outcome, and Leave takes an active one off', async () => {
    const live = createLiveTestLink([
      listMock([entry(), entry({ id: 'w0', status: 'LAPSED', position: 0 })]),
      {
        request: { query: LeaveWaitlistDocument, variables: { id: 'w1' } },
        result: { data: { leaveWaitlist: { __typename: 'WaitlistEntry', id: 'w1', status: 'LEFT', position: 0 } } },
      },
      listMock([entry({ status: 'LEFT', position: 0 }), entry({ id: 'w0', status: 'LAPSED', position: 0 })]),
    ]);
    renderWithSession(<MyWaitlists />, { session: signedInSession(), link: live.link });
    expect(await screen.findByRole('heading', { name: 'My waitlists' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 seats · number 1 in line');
    expect(items[1]).toHaveTextContent('Offer lapsed');
    expect(within(items[1]).queryByRole('button', { name: 'Leave' })).toBeNull();
    await userEvent.click(within(items[0]).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Left'));
  });

  it('says an entry ended with its show cancelled, with nothing to leave', async () => {
    const live = createLiveTestLink([listMock([entry({ status: 'SHOW_CANCELLED', position: 0 })])]);
    renderWithSession(<MyWaitlists />, { session: signedInSession(), link: live.link });
    const item = await screen.findByRole('listitem', { name: 'Waitlist for Monsoon Protocol' });
    expect(item).toHaveTextContent('Show cancelled');
    expect(item).not.toHaveTextContent('in line');
    expect(within(item).queryByRole('button', { name: 'Leave' })).toBeNull();
  });
});

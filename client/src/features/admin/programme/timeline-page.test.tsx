import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelShowDocument,
  CopyWeekDocument,
  MoveShowDocument,
  ShowPricesDocument,
  UpdateShowPricesDocument,
} from '../../../gql/graphql';
import { createLiveTestLink } from '../../../test/live-link';
import { renderRoute, signedInSession } from '../../../test/render';
import { show, timeline, venues, WEEK } from './timeline-test-kit';

function setup(shows: object[], extra: MockLink.MockedResponse[] = []) {
  const live = createLiveTestLink([venues, timeline(shows), ...extra]);
  renderRoute(`/admin/cinemas/c1/timeline?week=${WEEK}`, { session: signedInSession({ isAdmin: true }), link: live.link });
  return live;
}

describe('TimelinePage', () => {
  it('draws each show as a bar from its start, the film then the cleaning buffer, with version and price card', async () => {
    const cancelled = show('x2', {
      localDate: '2030-07-02',
      localTime: '10:00',
      localOccupiedUntil: '12:50',
      status: 'CANCELLED',
      cancelReason: 'Projector fault',
      language: 'en',
      format: 'IMAX_2D',
    });
    setup([show('x1'), cancelled]);
    expect(await screen.findByRole('heading', { name: 'Admin Week Timeline' })).toBeInTheDocument();
    const audi1 = await screen.findByRole('region', { name: 'Audi 1' });

    // 19:00 of 24 h is 79.17%; 150 min of film then 20 min of cleaning (about 11.8% of the day).
    const bar = within(audi1).getByTestId('bar-x1');
    expect(bar.style.left).toBe('79.17%');
    expect(bar.style.width).toBe('11.8%');
    expect(within(bar).getByTestId('film-x1').style.flexGrow).toBe('10.41');
    expect(within(bar).getByTestId('buffer-x1').style.flexGrow).toBe('1.39');
    expect(within(audi1).getByRole('img', { name: 'Audi 1, Mon 1 Jul: 1 show' })).toContainElement(bar);

    const line = within(audi1).getByRole('listitem', { name: 'Monsoon Protocol 19:00' });
    expect(line).toHaveTextContent('19:00–21:50');
    expect(line).toHaveTextContent('Hindi · 2D · 150 min + 20 min cleaning');
    expect(line).toHaveTextContent('Priced by Weekend: from ₹250');
    expect(line).toHaveTextContent('UA 13+');

    const gone = within(audi1).getByRole('listitem', { name: 'Monsoon Protocol 10:00' });
    expect(gone).toHaveTextContent('Cancelled');
    expect(gone).toHaveTextContent('English · IMAX 2D');
    expect(gone).toHaveTextContent('Reason: Projector fault');
    expect(within(gone).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
    expect(within(audi1).getByTestId('film-x2')).toHaveAttribute('data-cancelled', 'true');
  });

  it('moves between weeks', async () => {
    const live = setup([show('x1')], [timeline([], '2030-07-08')]);
    await screen.findByRole('region', { name: 'Audi 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Mon 8 Jul – Sun 14 Jul')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('bar-x1')).not.toBeInTheDocument());
    expect(live.requested().filter((n) => n === 'AdminTimeline').length).toBeGreaterThanOrEqual(2);
  });

  it("copies a screen's week to the next and lists what was created and what was skipped, with the reason", async () => {
    const reason = 'Audi 1 is busy until 21:50 with Glasshouse at 19:30';
    setup(
      [show('x1'), show('x3', { localTime: '10:00', localOccupiedUntil: '12:50' })],
      [
        {
          request: { query: CopyWeekDocument, variables: { screenId: 's1', fromDate: WEEK, toDate: '2030-07-08' } },
          result: {
            data: {
              copyWeek: {
                __typename: 'CopyWeekResult',
                created: [{ __typename: 'Show', id: 'n1', localDate: '2030-07-08', localTime: '10:00', movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' } }],
                skipped: [{ __typename: 'SkippedShow', date: '2030-07-08', time: '19:00', reason, clashesWith: 'zz' }],
              },
            },
          },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Copy this week to next week: Audi 1' }));
    const panel = await screen.findByRole('status', { name: 'Copy result' });
    expect(panel).toHaveTextContent('Audi 1: week of 2030-07-01 copied to 2030-07-08');
    expect(panel).toHaveTextContent('Created 1 show, skipped 1.');
    expect(within(panel).getByRole('list', { name: 'Created shows' })).toHaveTextContent('2030-07-08 10:00 · Monsoon Protocol');
    expect(within(panel).getByRole('list', { name: 'Skipped shows' })).toHaveTextContent(`2030-07-08 19:00: ${reason}`);
  });

  it('cancels a show only with a reason, after saying paid bookings will be refunded in full', async () => {
    const live = setup(
      [show('x1')],
      [
        {
          request: { query: CancelShowDocument, variables: { showId: 'x1', reason: 'Projector fault' } },
          result: { data: { cancelShow: { __typename: 'Show', id: 'x1', status: 'CANCELLED', cancelReason: 'Projector fault', revision: 2 } } },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Monsoon Protocol 2030-07-01 19:00' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this show?' });
    expect(dialog).toHaveTextContent('Every paid booking will be refunded in full');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the show' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required.');
    expect(live.requested()).not.toContain('CancelShow');
    await userEvent.type(within(dialog).getByLabelText('Reason (told to customers)'), '  Projector fault ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the show' }));
    expect(await screen.findByText('Show cancelled. Paid bookings are being refunded in full.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move, naming the missing seats", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Audi 2 has no seat J9, which this show has sold or held: choose a screen whose layout has them';
    setup(
      [show('x1')],
      [
        {
          request: { query: MoveShowDocument, variables: { showId: 'x1', screenId: 's2', time: '20:00' } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'SEATS_NOT_IN_LAYOUT', seats: ['J9'] } })] },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Move Monsoon Protocol 2030-07-01 19:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Move show' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Screen'), 's2');
    await userEvent.clear(within(dialog).getByLabelText('Time'));
    await userEvent.type(within(dialog).getByLabelText('Time'), '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move show' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Missing seats: J9');
  });

  it('changes a sold show\'s prices for new bookings: only the categories typed are sent', async () => {
    const prices = [
      { __typename: 'CategoryPrice', category: 'RECLINER', pricePaise: 45000 },
      { __typename: 'CategoryPrice', category: 'CLASSIC', pricePaise: 25000 },
    ];
    const live = setup(
      [show('x1')],
      [
        {
          request: { query: ShowPricesDocument, variables: { id: 'x1' } },
          result: { data: { show: { __typename: 'Show', id: 'x1', prices } } },
        },
        {
          request: { query: UpdateShowPricesDocument, variables: { showId: 'x1', prices: [{ category: 'CLASSIC', pricePaise: 27550 }] } },
          result: {
            data: {
              updateShowPrices: {
                __typename: 'Show',
                id: 'x1',
                revision: 2,
                pricePaise: 27550,
                prices: [prices[0], { ...prices[1], pricePaise: 27550 }],
              },
            },
          },
        },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change prices Monsoon Protocol 2030-07-01 19:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Change prices' });
    expect(dialog).toHaveTextContent('bookings already made keep what they paid');
    expect(await within(dialog).findByText('Classic (now ₹250.00)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change prices' }));
    expect(await screen.findByText('Type a new price for at least one category.')).toBeInTheDocument();
    expect(live.requested()).not.toContain('UpdateShowPrices');
    await userEvent.type(within(dialog).getByLabelText('Classic new price'), '275.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change prices' }));
    expect(await screen.findByText('Prices changed for new bookings.')).toBeInTheDocument();
    expect(live.requested()).toContain('UpdateShowPrices');
  });
});

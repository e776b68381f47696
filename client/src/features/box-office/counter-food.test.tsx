import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SellAtCounterDocument } from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { renderRoute, signedInSession } from '../../test/render';
import { menuItem, sale, showMocks, till, tillMock } from './box-office-mocks';

const menu = [
  menuItem('popcorn', 'Large popcorn', 35000),
  menuItem('cola', 'Cola', 15000, 3),
  menuItem('nachos', 'Nachos', 20000, 0),
];

const soldWithFood = {
  ...sale,
  priceBreakdown: {
    __typename: 'PriceBreakdown',
    ticketsPaise: 30000,
    foodPaise: 65000,
    feePaise: 0,
    taxPaise: 4300,
    totalPaise: 95000,
    lines: [
      { __typename: 'PriceLine', kind: 'TICKETS', label: 'Standard × 2', amountPaise: 30000 },
      { __typename: 'PriceLine', kind: 'FOOD', label: '1 × Large popcorn', amountPaise: 35000 },
      { __typename: 'PriceLine', kind: 'FOOD', label: '2 × Cola', amountPaise: 30000 },
    ],
  },
};

const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, `) });

describe('Counter sale with food', () => {
  it('adds food from the show’s menu, shows the total with it, sends it with the sale and prints its lines', async () => {
    const live = createLiveTestLink([
      tillMock(till(200000)),
      ...showMocks(menu),
      {
        request: {
          query: SellAtCounterDocument,
          variables: {
            showId: 's1',
            seats: ['C3', 'C4'],
            method: 'CASH',
            paymentReference: null,
            contact: null,
            food: [
              { itemId: 'cola', quantity: 2 },
              { itemId: 'popcorn', quantity: 1 },
            ],
          },
        },
        result: { data: { sellAtCounter: soldWithFood } },
      },
      tillMock(till(295000)),
    ]);
    renderRoute('/box-office', { session: signedInSession(), link: live.link });

    const food = await screen.findByRole('group', { name: 'Food and drinks' });
    expect(within(food).getByText('Large popcorn')).toBeInTheDocument();
    expect(within(food).getByTestId('counter-food-cola')).toHaveTextContent('₹150 · 3 left');
    // Sold out: nothing to sell, so not listed.
    expect(within(food).queryByText('Nachos')).not.toBeInTheDocument();

    await waitFor(() => expect(live.active()).toHaveLength(1));
    await userEvent.click(seat('C3'));
    await userEvent.click(seat('C4'));
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('Total ₹300');

    await userEvent.click(within(food).getByRole('button', { name: 'Add one Large popcorn' }));
    const addCola = within(food).getByRole('button', { name: 'Add one Cola' });
    for (let i = 0; i < 3; i++) await userEvent.click(addCola);
    // Only 3 colas are left for the show's day.
    expect(addCola).toBeDisabled();
    await userEvent.click(within(food).getByRole('button', { name: 'Remove one Cola' }));
    expect(within(food).getByRole('status', { name: 'Cola quantity' })).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByTestId('counter-total')).toHaveTextContent('Total ₹950 (food ₹650)'));

    await userEvent.click(screen.getByRole('button', { name: 'Sell 2 seats' }));
    const ticket = await screen.findByTestId('counter-ticket');
    expect(ticket).toHaveTextContent('1 × Large popcorn₹350');
    expect(ticket).toHaveTextContent('2 × Cola₹300');
    expect(ticket).toHaveTextContent('Total (CASH)₹950');
    await waitFor(() => expect(screen.getByTestId('till-CASH')).toHaveTextContent('₹2,950'));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminPriceCardsDocument, CreatePriceCardDocument, DeletePriceCardDocument } from '../../../gql/graphql';
import { createLiveTestLink } from '../../../test/live-link';
import { renderRoute, signedInSession } from '../../../test/render';

const category = (code: string, name: string) => ({ __typename: 'SeatCategory', code, name });
const screenOf = (id: string, categories: object[]) => ({ __typename: 'Screen', id, layout: { __typename: 'SeatLayout', categories } });

const weekend = {
  __typename: 'PriceCard',
  id: 'pc1',
  name: 'Weekend prime',
  days: [6, 7],
  from: '18:00',
  to: '22:00',
  formats: ['IMAX_2D'],
  startsOn: null,
  endsOn: '2030-12-31',
  priority: 10,
  prices: [
    { __typename: 'CategoryPrice', category: 'RECLINER', pricePaise: 60000 },
    { __typename: 'CategoryPrice', category: 'CLASSIC', pricePaise: 25000 },
  ],
};

function cards(list: object[]): MockLink.MockedResponse {
  return {
    request: { query: AdminPriceCardsDocument, variables: { cinemaId: 'c1' } },
    result: {
      data: {
        cinema: {
          __typename: 'Cinema',
          id: 'c1',
          name: 'Marquee Lux',
          timeZone: 'Asia/Kolkata',
          screens: [screenOf('s1', [category('CLASSIC', 'Classic'), category('RECLINER', 'Recliner')]), screenOf('s2', [category('CLASSIC', 'Classic')])],
        },
        priceCards: list,
      },
    },
  };
}

function setup(extra: MockLink.MockedResponse[]) {
  const live = createLiveTestLink(extra);
  renderRoute('/admin/cinemas/c1/price-cards', { session: signedInSession({ isAdmin: true }), link: live.link });
  return live;
}

describe('PriceCardsPage', () => {
  it('lists the cards: days, band, formats, dates, priority and a price per category', async () => {
    setup([cards([weekend])]);
    expect(await screen.findByRole('heading', { name: 'Admin Price Cards' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Weekend prime' });
    expect(card).toHaveTextContent('Priority 10');
    expect(card).toHaveTextContent('Sat, Sun · 18:00–22:00 · IMAX 2D · until 2030-12-31');
    expect(card).toHaveTextContent('Recliner ₹600 · Classic ₹250');
  });

  it('creates a card from the form, sending exactly the input typed (empty fields mean any)', async () => {
    const input = {
      name: 'Weekend',
      days: [6, 7],
      from: '18:00',
      to: null,
      formats: ['TWO_D', 'IMAX_2D'],
      startsOn: '2030-07-01',
      endsOn: null,
      priority: 5,
      prices: [{ category: 'CLASSIC', pricePaise: 22050 }],
    };
    const live = setup([
      cards([]),
      { request: { query: CreatePriceCardDocument, variables: { cinemaId: 'c1', input } }, result: { data: { createPriceCard: { __typename: 'PriceCard', id: 'pc9', name: 'Weekend' } } } },
      cards([{ ...weekend, id: 'pc9', name: 'Weekend', to: null, formats: ['TWO_D', 'IMAX_2D'], endsOn: null, startsOn: '2030-07-01', priority: 5 }]),
    ]);
    const form = await screen.findByRole('form', { name: 'New price card' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Weekend');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.type(within(form).getByLabelText('From (time)'), '18:00');
    await userEvent.type(within(form).getByLabelText('Starts on'), '2030-07-01');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'IMAX 2D' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '2D' }));
    await userEvent.clear(within(form).getByLabelText('Priority'));
    await userEvent.type(within(form).getByLabelText('Priority'), '5');
    await userEvent.type(within(form).getByLabelText('Classic price'), '220.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create price card' }));
    expect(await screen.findByText('Price card "Weekend" created.')).toBeInTheDocument();
    expect(live.requested()).toContain('CreatePriceCard');
    expect(await screen.findByRole('listitem', { name: 'Weekend' })).toHaveTextContent('from 18:00 · 2D, IMAX 2D · from 2030-07-01');
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it("refuses a card without a name or a price: 'Missing required fields'", async () => {
    const live = setup([cards([])]);
    const form = await screen.findByRole('form', { name: 'New price card' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Weekend');
    await userEvent.click(within(form).getByRole('button', { name: 'Create price card' }));
    expect(await screen.findByText('Missing required fields')).toBeInTheDocument();
    expect(live.requested()).not.toContain('CreatePriceCard');
  });

  it("shows the server's reason for a bad card", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'endsOn 2030-06-01 is before startsOn 2030-07-01';
    setup([
      cards([]),
      {
        request: {
          query: CreatePriceCardDocument,
          variables: {
            cinemaId: 'c1',
            input: { name: 'Bad', days: [], from: null, to: null, formats: [], startsOn: null, endsOn: null, priority: 0, prices: [{ category: 'RECLINER', pricePaise: 30000 }] },
          },
        },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'New price card' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Bad');
    await userEvent.type(within(form).getByLabelText('Recliner price'), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Create price card' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('deletes a card', async () => {
    setup([
      cards([weekend]),
      { request: { query: DeletePriceCardDocument, variables: { id: 'pc1' } }, result: { data: { deletePriceCard: true } } },
      cards([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekend prime' }));
    expect(await screen.findByText('Price card "Weekend prime" deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Weekend prime' })).not.toBeInTheDocument());
  });
});

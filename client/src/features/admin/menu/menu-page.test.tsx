import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AdminMenuDocument, AdminVenuesDocument, UpsertMenuItemDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';
import { chooseOption } from '../../../test/select';

const admin = signedInSession({ isAdmin: true });

const venues: MockLink.MockedResponse = {
  request: { query: AdminVenuesDocument },
  result: {
    data: {
      cinemas: [
        { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand', city: 'Mumbai', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 15, screens: [] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const item = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'MenuItem',
  id,
  name,
  description: '',
  category: 'popcorn',
  imageUrl: null,
  pricePaise: 32000,
  gstRatePercent: 5,
  available: true,
  stockLeft: null,
  stockPerDay: null,
  ...over,
});

function menu(items: object[]): MockLink.MockedResponse {
  return {
    request: { query: AdminMenuDocument, variables: { cinemaId: 'c1' } },
    result: { data: { cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand', menu: items } } },
  };
}

const upsert = (input: Record<string, unknown>, name: string): MockLink.MockedResponse => ({
  request: { query: UpsertMenuItemDocument, variables: { cinemaId: 'c1', input } },
  result: { data: { upsertMenuItem: { __typename: 'MenuItem', id: 'new', name } } },
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Menu of Marquee Grand' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));

describe('MenuPage', () => {
  it('asks for a cinema first, and the sidebar leads here', async () => {
    const { router } = renderRoute('/admin/menu', { session: admin, mocks: [venues, menu([])] });
    expect(await screen.findByRole('heading', { name: 'Admin Menu' })).toBeInTheDocument();
    expect(screen.getByText('Choose a cinema to see its menu.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/admin/menu');
    await chooseOption('Cinema', 'c1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cinemas/c1/menu'));
    expect(await screen.findByText(/No items yet/)).toBeInTheDocument();
  });

  it("lists the cinema's items with price, GST, availability and today's stock", async () => {
    const items = [
      item('i1', 'Large popcorn', { description: 'Salted, 170 g', stockLeft: 12, stockPerDay: 40 }),
      item('i2', 'Cola', { category: 'drinks', pricePaise: 18050, gstRatePercent: 18, available: false }),
    ];
    renderRoute('/admin/cinemas/c1/menu', { session: admin, mocks: [venues, menu(items)] });
    await screen.findByText('Large popcorn');
    expect(rows()).toEqual([
      ['Large popcornSalted, 170 g', 'Popcorn', '₹320', '5%', 'Yes', '12 of 40 left today', 'Edit'],
      ['Cola', 'Drinks', '₹180.50', '18%', 'No', 'No limit', 'Edit'],
    ]);
  });

  it('adds an item with upsertMenuItem, prices in paise', async () => {
    const input = { name: 'Nachos', description: 'With salsa', category: 'Snacks', imageUrl: null, pricePaise: 24950, gstRatePercent: 18, available: true, stockPerDay: 25 };
    renderRoute('/admin/cinemas/c1/menu', { session: admin, mocks: [venues, menu([]), upsert(input, 'Nachos'), menu([item('new', 'Nachos')])] });
    const form = await screen.findByRole('form', { name: 'New menu item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('A name and a category are needed.');
    await userEvent.type(within(form).getByLabelText('Name'), 'Nachos');
    await userEvent.type(within(form).getByLabelText('Category'), 'Snacks');
    await userEvent.type(within(form).getByLabelText('Description'), 'With salsa');
    await userEvent.type(within(form).getByLabelText('Price (₹, GST included)'), '249.50');
    await userEvent.selectOptions(within(form).getByLabelText('GST rate'), '18');
    await userEvent.type(within(form).getByLabelText('Stock per day (blank for no limit)'), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Nachos added to the menu.')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0][0]).toBe('Nachos'));
  });

  it('edits an item: its fields filled in, sent with its id', async () => {
    const cola = item('i2', 'Cola', { category: 'Drinks', pricePaise: 18000, gstRatePercent: 18 });
    const input = { id: 'i2', name: 'Cola', description: '', category: 'Drinks', imageUrl: null, pricePaise: 18000, gstRatePercent: 18, available: false, stockPerDay: null };
    renderRoute('/admin/cinemas/c1/menu', { session: admin, mocks: [venues, menu([cola]), upsert(input, 'Cola'), menu([{ ...cola, available: false }])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cola' }));
    const form = screen.getByRole('form', { name: 'Edit Cola' });
    expect(within(form).getByLabelText('Price (₹, GST included)')).toHaveValue('180');
    await userEvent.click(within(form).getByLabelText('Available'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Cola saved.')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0][4]).toBe('No'));
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AdminOffersDocument, AdminVenuesDocument, CreateOfferDocument, SetOfferPausedDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });

const venues: MockLink.MockedResponse = {
  request: { query: AdminVenuesDocument },
  result: {
    data: {
      cinemas: [
        { __typename: 'Cinema', id: 'c1', name: 'Marquee Grand', city: 'Mumbai', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 15, screens: [] },
        { __typename: 'Cinema', id: 'c2', name: 'Marquee Lux', city: 'Pune', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 15, screens: [] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const offer = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Offer',
  id,
  code: 'FEST20',
  title: 'Festival 20%',
  kind: 'PERCENT',
  value: 20,
  appliesTo: 'TICKETS',
  capPaise: 10000,
  startsAt: null,
  endsAt: null,
  minTickets: 2,
  maxRedemptions: 50,
  maxPerUser: 1,
  redemptions: 3,
  held: 1,
  paused: false,
  cinemaIds: ['c1'],
  formats: ['IMAX_2D'],
  weekdays: [],
  ...over,
});

const offers = (list: object[]): MockLink.MockedResponse => ({ request: { query: AdminOffersDocument }, result: { data: { offers: list } } });

describe('OffersPage', () => {
  it('lists each offer with what it takes off, where, its limits and the redemptions so far', async () => {
    const tuesday = offer('o2', { code: null, title: 'Tuesday treat', kind: 'FLAT_PAISE', value: 5000, appliesTo: 'FOOD', capPaise: null, minTickets: 1, maxRedemptions: null, maxPerUser: 0, redemptions: 12, held: 0, cinemaIds: [], formats: [], weekdays: ['TUESDAY'], paused: true });
    renderRoute('/admin/offers', { session: admin, mocks: [venues, offers([offer('o1'), tuesday])] });
    const fest = await screen.findByRole('listitem', { name: 'FEST20' });
    expect(within(fest).getByRole('heading')).toHaveTextContent('FEST20 · Festival 20%');
    expect(fest).toHaveTextContent('20% off tickets, up to ₹100');
    await waitFor(() => expect(fest).toHaveTextContent('Marquee Grand · IMAX 2D · 2+ tickets · 1 per customer'));
    expect(within(fest).getByTestId('offer-redemptions')).toHaveTextContent('Redemptions: 3 of 50 (1 held by unpaid bookings)');
    expect(within(fest).getByText('Active')).toBeInTheDocument();
    const auto = screen.getByRole('listitem', { name: 'Tuesday treat' });
    expect(auto).toHaveTextContent('Automatic · Tuesday treat');
    expect(auto).toHaveTextContent('₹50 off food');
    expect(auto).toHaveTextContent('All cinemas · Tue');
    expect(within(auto).getByTestId('offer-redemptions')).toHaveTextContent(/^Redemptions: 12$/);
    expect(within(auto).getByText('Paused')).toBeInTheDocument();
    expect(within(auto).getByRole('button', { name: 'Resume Tuesday treat' })).toBeInTheDocument();
  });

  it('pauses an offer', async () => {
    const paused: MockLink.MockedResponse = {
      request: { query: SetOfferPausedDocument, variables: { id: 'o1', paused: true } },
      result: { data: { setOfferPaused: { __typename: 'Offer', id: 'o1', paused: true } } },
    };
    renderRoute('/admin/offers', { session: admin, mocks: [venues, offers([offer('o1')]), paused] });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause FEST20' }));
    expect(await screen.findByText('FEST20 paused.')).toBeInTheDocument();
    const fest = screen.getByRole('listitem', { name: 'FEST20' });
    await waitFor(() => expect(within(fest).getByText('Paused')).toBeInTheDocument());
    expect(within(fest).getByRole('button', { name: 'Resume FEST20' })).toBeInTheDocument();
  });

  it('creates a code restricted to a cinema and days, and lists it', async () => {
    const input = {
      code: 'weekend50',
      title: 'Weekend ₹50',
      kind: 'FLAT_PAISE',
      value: 5000,
      appliesTo: 'ALL',
      capPaise: null,
      startsAt: null,
      endsAt: null,
      minTickets: 1,
      maxRedemptions: 100,
      cinemaIds: ['c2'],
      formats: [],
      weekdays: ['SATURDAY', 'SUNDAY'],
    };
    const created: MockLink.MockedResponse = {
      request: { query: CreateOfferDocument, variables: { input } },
      result: { data: { createOffer: { __typename: 'Offer', id: 'o9', code: 'WEEKEND50', title: 'Weekend ₹50' } } },
    };
    const listed = offer('o9', { code: 'WEEKEND50', title: 'Weekend ₹50', kind: 'FLAT_PAISE', value: 5000, appliesTo: 'ALL', capPaise: null, redemptions: 0, held: 0 });
    renderRoute('/admin/offers', { session: admin, mocks: [venues, offers([]), created, offers([listed])] });
    const form = await screen.findByRole('form', { name: 'New offer' });
    await screen.findByText('No offers yet.');
    await userEvent.type(within(form).getByLabelText('Code (blank for an automatic offer)'), 'weekend50');
    await userEvent.type(within(form).getByLabelText('Title'), 'Weekend ₹50');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'FLAT_PAISE');
    await userEvent.type(within(form).getByLabelText('Rupees off'), '50');
    await userEvent.type(within(form).getByLabelText('Redemptions in all (blank for no limit)'), '100');
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Marquee Lux' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('Code WEEKEND50 created.')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'WEEKEND50' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  BookingCancellationPolicyDocument,
  BookingQuoteDocument,
  CitiesDocument,
  ConfirmBookingShowCertificateDocument,
  CreateBookingDocument,
  FoodStepTotalDocument,
  SeatLayoutMovieDocument,
  SeatLayoutOccupiedDocument,
  SeatLayoutShowDocument,
  SeatPageTotalDocument,
  ShowMenuDocument,
} from '../../gql/graphql';
import { prices, quickShowLayout } from '../../test/layouts';
import { browser } from '../../lib/browser';
import { createLiveTestLink } from '../../test/live-link';
import { unanswered } from '../../test/mocks';
import { renderRoute, signedInSession } from '../../test/render';
import { SEAT_COUNT_KEY } from './use-seat-count';

// The food step and the promo code on the seat page (issue 26), against mocked answers.
const DATE = '2030-07-01';
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const movie: MockLink.MockedResponse = {
  request: { query: SeatLayoutMovieDocument, variables: { id: 'm1' } },
  result: {
    data: {
      movie: {
        __typename: 'Movie',
        id: 'm1',
        title: 'Monsoon Protocol',
        certificate: 'UA13',
        showTimes: [
          {
            __typename: 'ShowDate',
            date: DATE,
            times: [{ __typename: 'ShowTime', showId: 's1', time: '2030-07-01T13:00:00Z', localTime: '18:30', cinemaName: 'Marquee QuickShow', cinemaCity: 'Bengaluru', screenName: 'Screen 1', seatsAvailable: 90, waitlistLength: 0 }],
          },
        ],
      },
    },
  },
  ...forever,
};

const item = (id: string, name: string, category: string, pricePaise: number, stockLeft: number | null = null) => ({
  __typename: 'MenuItem',
  id,
  name,
  description: '',
  category,
  imageUrl: null,
  pricePaise,
  available: true,
  stockLeft,
});

const menu = [item('pop', 'Large salted popcorn', 'popcorn', 34000), item('cola', 'Cola', 'drinks', 15000), item('duo', 'Couple combo', 'combos', 89000, 3)];

const line = (kind: string, label: string, amountPaise: number, gstRatePercent: number | null, taxPaise: number) => ({ __typename: 'PriceLine', kind, label, amountPaise, gstRatePercent, taxPaise });

const FOOD = [
  { itemId: 'cola', quantity: 2 },
  { itemId: 'duo', quantity: 1 },
];

function quote(discountPaise: number, code: string | null) {
  return {
    __typename: 'PriceBreakdown',
    ticketsPaise: 30000,
    foodPaise: 119000,
    discountPaise,
    feePaise: 2000,
    taxPaise: 14000,
    totalPaise: 151360 - discountPaise,
    lines: [
      line('TICKETS', 'Standard × 2', 30000, 18, 4576),
      line('FOOD', '2 × Cola', 30000, 18, 4576),
      line('FOOD', '1 × Couple combo', 89000, 5, 4238),
      ...(discountPaise ? [line('DISCOUNT', `Offer ${code}`, -discountPaise, null, -763)] : []),
      line('FEE', 'Booking fee', 2360, 18, 360),
    ],
    offer: code ? { __typename: 'Offer', id: 'o1', code, title: '₹50 off two or more tickets' } : null,
  };
}

let booked: Record<string, unknown> | undefined;

function setup(extra: MockLink.MockedResponse[] = []) {
  const base = { showId: 's1', seats: ['C3', 'C4'], food: FOOD };
  const live = createLiveTestLink([
    movie,
    { request: { query: SeatLayoutShowDocument, variables: { showId: 's1' } }, result: { data: { show: { __typename: 'Show', id: 's1', maxSeats: 5, prices: prices({ STANDARD: 15000 }), layout: quickShowLayout() } } }, ...forever },
    { request: { query: SeatLayoutOccupiedDocument, variables: { showId: 's1' } }, result: { data: { occupiedSeats: [] } }, ...forever },
    { request: { query: CitiesDocument }, result: { data: { cities: ['Bengaluru'] } }, ...forever },
    { request: { query: ShowMenuDocument, variables: { showId: 's1' } }, result: { data: { show: { __typename: 'Show', id: 's1', cinema: { __typename: 'Cinema', id: 'c1', menu } } } }, ...forever },
    { request: { query: SeatPageTotalDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, ...forever },
    // The food step's total follows the food: ₹300 of seats, then what is added.
    {
      request: { query: FoodStepTotalDocument, variables: () => true },
      result: (v: { food?: Array<{ itemId: string; quantity: number }> }) => {
        const food = (v.food ?? []).reduce((sum, l) => sum + l.quantity * (menu.find((m) => m.id === l.itemId)?.pricePaise ?? 0), 0);
        return { data: { quote: { __typename: 'PriceBreakdown', totalPaise: 32360 + food } } };
      },
      ...forever,
    },
    { request: { query: BookingQuoteDocument, variables: base }, result: { data: { quote: quote(0, null) } }, ...forever },
    { request: { query: BookingQuoteDocument, variables: { ...base, promoCode: 'marquee50' } }, result: { data: { quote: quote(5000, 'MARQUEE50') } }, ...forever },
    {
      request: { query: BookingQuoteDocument, variables: { ...base, promoCode: 'OLD10' } },
      result: { errors: [new GraphQLError('OLD10 ended on 30 June', { extensions: { code: 'PROMO_INVALID' } })] },
      ...forever,
    },
    unanswered(BookingCancellationPolicyDocument),
    unanswered(ConfirmBookingShowCertificateDocument, { showId: 's1' }),
    {
      request: {
        query: CreateBookingDocument,
        variables: (v: Record<string, unknown>) => {
          booked = v;
          return true;
        },
      },
      result: { data: { createBooking: { __typename: 'Booking', id: 'b1', status: 'PENDING', paymentUrl: '/checkout/test/b1', seats: ['C3', 'C4'], amount: 1463.6 } } },
    },
    ...extra,
  ]);
  return renderRoute(`/movies/m1/${DATE}?show=s1`, { session: signedInSession(), link: live.link });
}

const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, `) });

async function toFoodStep() {
  await screen.findByRole('row', { name: 'Row A' });
  await userEvent.click(seat('C3'));
  await userEvent.click(seat('C4'));
  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  return screen.findByTestId('food-step');
}

beforeEach(() => {
  booked = undefined;
  sessionStorage.setItem(SEAT_COUNT_KEY, '5');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the food step', () => {
  it('comes after the seats: tiles by category, the total from the quote as food is added, Back to the seats', async () => {
    const { router } = setup();
    const step = await toFoodStep();
    expect(router.state.location.search).toBe('?show=s1&step=food');
    expect(within(step).getByRole('heading', { name: 'Add food & drinks' })).toBeInTheDocument();
    expect(within(step).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Popcorn', 'Drinks', 'Combos']);
    expect(within(step).getByText('Only 3 left')).toBeInTheDocument();
    const bar = within(step).getByRole('complementary', { name: 'Your order' });
    expect(bar).toHaveTextContent('2 seats: C3, C4');
    await waitFor(() => expect(within(bar).getByTestId('food-total')).toHaveTextContent('₹323.60'));
    await userEvent.click(within(step).getByRole('button', { name: 'Add one Couple combo' }));
    await waitFor(() => expect(within(bar).getByTestId('food-total')).toHaveTextContent('₹1,213.60'));
    expect(within(bar).getByTestId('food-count')).toHaveTextContent('1 food item');
    await userEvent.click(within(step).getByRole('button', { name: 'Seats' }));
    expect(await screen.findByRole('row', { name: 'Row A' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?show=s1');
    // The food waits for the next visit.
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('status', { name: 'Couple combo quantity' })).toHaveTextContent('1');
  });

  it('Skip opens the confirmation at once, with no food', async () => {
    setup([{ request: { query: BookingQuoteDocument, variables: { showId: 's1', seats: ['C3', 'C4'] } }, result: { data: { quote: { ...quote(0, null), foodPaise: 0 } } } }]);
    const step = await toFoodStep();
    await userEvent.click(within(step).getByRole('button', { name: 'Add one Cola' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Booking' });
    expect(within(dialog).queryByTestId('confirm-food')).toBeNull();
    await within(dialog).findByTestId('quote-total');
  });

  it('confirms the food, applies a code with its saving, says why another is refused, and books with both', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    setup();
    const step = await toFoodStep();
    await userEvent.click(within(step).getByRole('button', { name: 'Add one Cola' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Add one Cola' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Add one Couple combo' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Booking' });
    expect(within(dialog).getByTestId('confirm-food')).toHaveTextContent('With 2 × Cola, 1 × Couple combo');
    expect(await within(dialog).findByTestId('quote-food')).toHaveTextContent('₹1,190');
    expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('₹1,513.60');

    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'OLD10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OLD10 ended on 30 June');
    expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('₹1,513.60');

    await userEvent.clear(within(dialog).getByLabelText('Promo code'));
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'marquee50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByTestId('promo-saving')).toHaveTextContent('MARQUEE50 applied: you save ₹50');
    await waitFor(() => expect(within(dialog).getByTestId('quote-total')).toHaveTextContent('₹1,463.60'));
    expect(within(dialog).getByTestId('quote-discount')).toHaveTextContent('−₹50');
    expect(within(dialog).getByText('Offer MARQUEE50')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, book now!' }));
    await waitFor(() => expect(booked).toBeDefined());
    expect(booked).toMatchObject({ showId: 's1', seats: ['C3', 'C4'], food: FOOD, promoCode: 'marquee50' });
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/checkout/test/b1'));
    expect(sessionStorage.getItem('marquee.food.s1')).toBeNull();
  });
});

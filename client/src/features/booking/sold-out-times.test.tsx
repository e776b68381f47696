import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import {
  BookingCancellationPolicyDocument,
  BookingQuoteDocument,
  CitiesDocument,
  JoinWaitlistDocument,
  MyWaitlistDocument,
  SeatLayoutMovieDocument,
  SeatLayoutOccupiedDocument,
  SeatLayoutShowDocument,
  SeatPageTotalDocument,
  ShowMenuDocument,
  ShowsByDateDocument,
  WaitingRoomDocument,
} from '../../gql/graphql';
import { createCache } from '../../lib/create-apollo-client';
import { prices, quickShowLayout } from '../../test/layouts';
import { createLiveTestLink } from '../../test/live-link';
import { unanswered } from '../../test/mocks';
import { makeSession, renderRoute, signedInSession } from '../../test/render';
import { CinemaShowTimes } from './cinema-show-times';
import { ShowTimings } from './show-timings';
import { SEAT_COUNT_KEY } from './use-seat-count';

const DATE = '2030-07-01';
const ALL_SEATS = 'ABCDEFGHIJ'.split('').flatMap((r) => Array.from({ length: 9 }, (_, i) => `${r}${i + 1}`));

const timing = (showId: string, localTime: string, seatsAvailable: number, waitlistLength = 0) => ({
  showId,
  localTime,
  cinemaName: 'Marquee QuickShow',
  screenName: 'Screen 1',
  seatsAvailable,
  waitlistLength,
});

beforeEach(() => sessionStorage.setItem(SEAT_COUNT_KEY, '2'));
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('ShowTimings (seat page chips)', () => {
  it('marks a time with no free seat as sold out, in its name, with how many wait, and keeps it selectable', async () => {
    const onChoose = vi.fn();
    render(
      <MemoryRouter>
        <ShowTimings movieId="m1" times={[timing('s1', '18:30', 90), timing('s2', '21:45', 0, 2)]} chosen={null} onChoose={onChoose} />
      </MemoryRouter>,
    );
    const [open, full] = within(screen.getByRole('group', { name: 'Show times' })).getAllByRole('button');
    expect(open).toHaveAccessibleName('06:30 PM');
    expect(open).not.toHaveTextContent('Sold out');
    expect(full).toHaveAccessibleName('09:45 PM, sold out');
    expect(full).toHaveAccessibleDescription('Marquee QuickShow, Screen 1, 2 waiting, choose it to join the waitlist');
    expect(full).toHaveTextContent('Sold out · 2 waiting');
    expect(full).toBeEnabled();
    await userEvent.click(full);
    expect(onChoose).toHaveBeenCalledWith('s2');
  });
});

describe('CinemaShowTimes (booking page chips)', () => {
  it('marks a sold-out time and leads to its seat map to join the waitlist', async () => {
    const avail = (showId: string, localTime: string, seatsAvailable: number, waitlistLength: number) => ({
      __typename: 'ShowAvailability' as const,
      showId,
      localTime,
      screenName: 'Screen 1',
      seatsAvailable,
      waitlistLength,
      fillingFast: seatsAvailable < 20,
      format: 'TWO_D',
      language: 'en',
      subtitles: null,
      openCaptions: false,
      audioDescription: false,
    });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ShowsByDateDocument, variables: { movieId: 'm1', date: DATE, city: null, format: null, language: null } },
        result: {
          data: {
            showsByDate: [
              {
                __typename: 'CinemaShowTimes',
                cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee QuickShow', city: 'Bengaluru', address: 'MG Road' },
                minPricePaise: 15000,
                maxPricePaise: 15000,
                times: [avail('s1', '18:30', 90, 0), avail('s2', '21:45', 0, 3)],
              },
            ],
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MemoryRouter>
          <CinemaShowTimes movieId="m1" date={DATE} city={null} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const full = await screen.findByRole('link', { name: /^09:45 PM.*Sold out.*Join the waitlist · 3 waiting/ });
    expect(full).toHaveAttribute('href', `/movies/m1/${DATE}?show=s2`);
    const open = screen.getByRole('link', { name: /^06:30 PM/ });
    expect(open).not.toHaveTextContent('Sold out');
  });
});

describe('a sold-out time on the seat page', () => {
  const movieMock: MockLink.MockedResponse = {
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
              times: [
                { __typename: 'ShowTime', ...timing('s1', '18:30', 90), time: '2030-07-01T13:00:00Z', cinemaCity: 'Bengaluru' },
                { __typename: 'ShowTime', ...timing('s2', '21:45', 0, 2), time: '2030-07-01T16:15:00Z', cinemaCity: 'Bengaluru' },
              ],
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
  const myWaitlist = (entries: object[]): MockLink.MockedResponse => ({
    request: { query: MyWaitlistDocument },
    result: { data: { myWaitlist: entries } },
  });
  const waiting = {
    __typename: 'WaitlistEntry',
    id: 'w3',
    seats: 2,
    together: false,
    category: null,
    position: 3,
    status: 'WAITING',
    offer: null,
    show: {
      __typename: 'Show',
      id: 's2',
      localDate: DATE,
      localTime: '21:45',
      waitlistLength: 3,
      movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' },
    },
  };

  function setup(session = signedInSession(), extra: MockLink.MockedResponse[] = []) {
    const live = createLiveTestLink([
      movieMock,
      {
        request: { query: SeatLayoutShowDocument, variables: { showId: 's2' } },
        result: { data: { show: { __typename: 'Show', id: 's2', maxSeats: 5, prices: prices({ STANDARD: 15000 }), layout: quickShowLayout() } } },
        ...forever,
      },
      { request: { query: SeatLayoutOccupiedDocument, variables: { showId: 's2' } }, result: { data: { occupiedSeats: ALL_SEATS } }, ...forever },
      {
        request: { query: ShowMenuDocument, variables: { showId: 's2' } },
        result: { data: { show: { __typename: 'Show', id: 's2', cinema: { __typename: 'Cinema', id: 'c1', menu: [] } } } },
        ...forever,
      },
      { request: { query: CitiesDocument }, result: { data: { cities: ['Bengaluru'] } }, ...forever },
      { request: { query: SeatPageTotalDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, ...forever },
      { request: { query: BookingQuoteDocument, variables: () => true }, delay: Number.POSITIVE_INFINITY, ...forever },
      unanswered(BookingCancellationPolicyDocument),
      { request: { query: WaitingRoomDocument, variables: () => true }, result: { data: { waitingRoom: null } }, ...forever },
      ...extra,
    ]);
    renderRoute(`/movies/m1/${DATE}`, { session, link: live.link });
    return live;
  }

  async function chooseSoldOut() {
    await userEvent.click(await screen.findByRole('button', { name: '09:45 PM, sold out' }));
    return screen.findByRole('region', { name: 'Waitlist' });
  }

  it('opens its full map with the waitlist, and joining sends joinWaitlist for that show', async () => {
    setup(signedInSession(), [
      myWaitlist([]),
      {
        request: { query: JoinWaitlistDocument, variables: { showId: 's2', seats: 2, together: false, category: null } },
        result: { data: { joinWaitlist: { __typename: 'WaitlistEntry', id: 'w3', status: 'WAITING', position: 3 } } },
      },
      myWaitlist([waiting]),
    ]);
    const region = await chooseSoldOut();
    expect(screen.getByRole('button', { name: '09:45 PM, sold out' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(region).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(region).findByText('You are number 3 on the waitlist for 2 seats.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first, sending nothing', async () => {
    const openSignIn = vi.fn();
    const live = setup(makeSession({ openSignIn }));
    const region = await chooseSoldOut();
    await userEvent.click(within(region).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(openSignIn).toHaveBeenCalledTimes(1));
    expect(live.requested()).not.toContain('JoinWaitlist');
  });
});

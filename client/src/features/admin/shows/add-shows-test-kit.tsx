// Fixtures and steps shared by the Add Shows tests.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AddShowsScreenFormatsDocument, AdminNowPlayingDocument, AdminVenuesDocument, ScheduleShowsDocument } from '../../../gql/graphql';
import { createLiveTestLink } from '../../../test/live-link';
import { renderRoute, signedInSession } from '../../../test/render';

const nowPlaying: MockLink.MockedResponse = {
  request: { query: AdminNowPlayingDocument },
  result: {
    data: {
      nowPlaying: [
        {
          __typename: 'Movie',
          id: 'm1',
          title: 'Monsoon Protocol',
          posterUrl: '/art/posters/m1.svg',
          voteAverage: 7.6,
          voteCount: 15230,
          releaseDate: '2026-10-16',
          runtime: 120,
          originalLanguage: 'hi',
        },
        {
          __typename: 'Movie',
          id: 'm2',
          title: 'Glasshouse',
          posterUrl: null,
          voteAverage: 0,
          voteCount: 999,
          releaseDate: '2026-10-30',
          runtime: 95,
          originalLanguage: 'en',
        },
      ],
    },
  },
};

const category = (code: string, name: string) => ({ __typename: 'SeatCategory', code, name });
const venues: MockLink.MockedResponse = {
  request: { query: AdminVenuesDocument },
  result: {
    data: {
      cinemas: [
        {
          __typename: 'Cinema',
          id: 'c1',
          name: 'Marquee Lux',
          city: 'Bengaluru',
          timeZone: 'Asia/Kolkata',
          cleaningBufferMinutes: 20,
          screens: [
            {
              __typename: 'Screen',
              id: 's1',
              name: 'Gold Screen',
              capacity: 120,
              formats: ['TWO_D', 'IMAX_2D'],
              layout: { __typename: 'SeatLayout', categories: [category('GOLD', 'Gold'), category('CLASSIC', 'Classic')] },
            },
          ],
        },
        {
          __typename: 'Cinema',
          id: 'c2',
          name: 'Marquee Juhu',
          city: 'Mumbai',
          timeZone: 'Asia/Kolkata',
          cleaningBufferMinutes: 20,
          screens: [],
        },
      ],
    },
  },
};

const showsInput = [
  { date: '2030-07-01', time: ['10:00', '18:30'] },
  { date: '2030-07-02', time: ['21:15'] },
];

const prices = [
  { category: 'GOLD', pricePaise: 34950 },
  { category: 'CLASSIC', pricePaise: 14950 },
];

/** The version the form sends unless a test changes it: the screen's first format, the movie's language. */
export const defaultVersion = { format: 'TWO_D', language: 'hi', subtitles: null, openCaptions: false, audioDescription: false };

export function addShowsMock(
  result: MockLink.MockedResponse['result'],
  variables: Record<string, unknown> = { prices, version: defaultVersion },
): MockLink.MockedResponse {
  return {
    request: { query: ScheduleShowsDocument, variables: { screenId: 's1', movieId: 'm1', showsInput, ...variables } },
    result,
  };
}

const screenFormats: MockLink.MockedResponse = {
  request: { query: AddShowsScreenFormatsDocument, variables: { id: 's1' } },
  result: { data: { screen: { __typename: 'Screen', id: 's1', formats: ['TWO_D', 'IMAX_2D'] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export function setup(extra: MockLink.MockedResponse[] = []) {
  const live = createLiveTestLink([nowPlaying, venues, screenFormats, ...extra]);
  renderRoute('/admin/add-shows', { session: signedInSession({ isAdmin: true }), link: live.link });
  return live;
}

export const picker = () => screen.getByLabelText('Select Date and Time') as HTMLInputElement;
export const price = (name = 'Gold') => screen.getByLabelText(`${name} price`) as HTMLInputElement;

export async function chooseScreen() {
  await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c1');
  await userEvent.selectOptions(screen.getByLabelText('Screen'), 's1');
}

export async function addTime(value: string) {
  fireEvent.change(picker(), { target: { value } });
  await userEvent.click(screen.getByRole('button', { name: 'Add Time' }));
}

export function timesOn(date: string) {
  const group = screen.queryByTestId(`show-date-${date}`);
  return group ? within(group).getAllByRole('listitem').map((li) => li.textContent) : [];
}

export async function fillForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Monsoon Protocol' }));
  await chooseScreen();
  await userEvent.type(price('Gold'), '349.5');
  await userEvent.type(price('Classic'), '149.5');
  await addTime('2030-07-01T18:30');
  await addTime('2030-07-01T10:00');
  await addTime('2030-07-02T21:15');
}

// Fixtures shared by the week timeline tests.
import type { MockLink } from '@apollo/client/testing';
import { AdminTimelineDocument, AdminVenuesDocument } from '../../../gql/graphql';

export const WEEK = '2030-07-01'; // a Monday

export const venues: MockLink.MockedResponse = {
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
          screens: [],
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A show of the timeline: 19:00 IST on 1 July 2030, 150 min + 20 min cleaning, priced by "Weekend". */
export function show(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Show',
    id,
    startsAt: '2030-07-01T13:30:00Z',
    occupiedUntil: '2030-07-01T16:20:00Z',
    localDate: '2030-07-01',
    localTime: '19:00',
    localOccupiedUntil: '21:50',
    status: 'SCHEDULED',
    cancelReason: null,
    format: 'TWO_D',
    language: 'hi',
    subtitles: null,
    openCaptions: false,
    audioDescription: false,
    seatsAvailable: 90,
    movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol', runtime: 150, certificate: 'UA13' },
    screen: { __typename: 'Screen', id: 's1' },
    priceCard: { __typename: 'PriceCard', id: 'pc1', name: 'Weekend', deleted: false },
    prices: [{ __typename: 'CategoryPrice', category: 'CLASSIC', pricePaise: 25000 }],
    ...overrides,
  };
}

const days = Array.from({ length: 7 }, (_, i) => `2030-07-0${i + 1}`);

export function timeline(shows: object[], from = WEEK): MockLink.MockedResponse {
  return {
    request: { query: AdminTimelineDocument, variables: { cinemaId: 'c1', from } },
    result: {
      data: {
        timeline: {
          __typename: 'Timeline',
          from,
          days,
          cinema: { __typename: 'Cinema', id: 'c1', name: 'Marquee Lux', timeZone: 'Asia/Kolkata' },
          screens: [
            {
              __typename: 'ScreenTimeline',
              screen: { __typename: 'Screen', id: 's1', name: 'Audi 1', formats: ['TWO_D'] },
              shows,
              clashes: [],
            },
            {
              __typename: 'ScreenTimeline',
              screen: { __typename: 'Screen', id: 's2', name: 'Audi 2', formats: ['TWO_D', 'IMAX_2D'] },
              shows: [],
              clashes: [],
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

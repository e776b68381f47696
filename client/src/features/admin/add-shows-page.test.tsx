import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminNowPlayingDocument, AdminVenuesDocument, ScheduleShowsDocument } from '../../gql/graphql';
import { createLiveTestLink } from '../../test/live-link';
import { renderRoute, signedInSession } from '../../test/render';

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

function addShowsMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: ScheduleShowsDocument, variables: { screenId: 's1', movieId: 'm1', showsInput, prices } },
    result,
  };
}

function setup(extra: MockLink.MockedResponse[] = []) {
  const live = createLiveTestLink([nowPlaying, venues, ...extra]);
  renderRoute('/admin/add-shows', { session: signedInSession({ isAdmin: true }), link: live.link });
  return live;
}

const picker = () => screen.getByLabelText('Select Date and Time') as HTMLInputElement;
const price = (name = 'Gold') => screen.getByLabelText(`${name} price`) as HTMLInputElement;

async function chooseScreen() {
  await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c1');
  await userEvent.selectOptions(screen.getByLabelText('Screen'), 's1');
}

async function addTime(value: string) {
  fireEvent.change(picker(), { target: { value } });
  await userEvent.click(screen.getByRole('button', { name: 'Add Time' }));
}

function timesOn(date: string) {
  const group = screen.queryByTestId(`show-date-${date}`);
  return group ? within(group).getAllByRole('listitem').map((li) => li.textContent) : [];
}

async function fillForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Monsoon Protocol' }));
  await chooseScreen();
  await userEvent.type(price('Gold'), '349.5');
  await userEvent.type(price('Classic'), '149.5');
  await addTime('2030-07-01T18:30');
  await addTime('2030-07-01T10:00');
  await addTime('2030-07-02T21:15');
}

describe('AddShowsPage', () => {
  it('shows a spinner, then the now-playing movies with rating, votes, title and release date', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Admin Add Shows' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: 'Monsoon Protocol' });
    expect(first).toHaveTextContent('7.6');
    expect(first).toHaveTextContent('15.2K Votes');
    expect(first).toHaveTextContent('October 16, 2026');
    const second = screen.getByRole('button', { name: 'Glasshouse' });
    expect(second).toHaveTextContent('0.0');
    expect(second).toHaveTextContent('999 Votes');
    expect(second.querySelector('img')).toHaveAttribute('data-placeholder', 'true');
  });

  it('marks the chosen movie', async () => {
    setup();
    const movie = await screen.findByRole('button', { name: 'Monsoon Protocol' });
    expect(movie).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(movie);
    expect(movie).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Glasshouse' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses cinema then screen and asks a rupee price for each seat category of that screen', async () => {
    setup();
    await screen.findByRole('button', { name: 'Monsoon Protocol' });
    expect(screen.getByLabelText('Screen')).toBeDisabled();
    expect(screen.queryByLabelText('Gold price')).not.toBeInTheDocument();
    await chooseScreen();
    for (const name of ['Gold', 'Classic']) {
      expect(price(name)).toHaveAttribute('type', 'number');
      expect(price(name)).toHaveAttribute('min', '0');
    }
    expect(screen.getAllByText('₹')).toHaveLength(2);
    expect(picker()).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByText("Times are in Marquee Lux's time zone (Asia/Kolkata).")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c2');
    expect(screen.getByLabelText('Screen')).toBeDisabled();
    expect(screen.queryByLabelText('Gold price')).not.toBeInTheDocument();
  });

  it('collects times by date, ignoring duplicates and empty values; removing the last time removes the date', async () => {
    setup();
    await screen.findByRole('button', { name: 'Monsoon Protocol' });
    expect(screen.queryByRole('heading', { name: 'Selected Show Times' })).not.toBeInTheDocument();
    await addTime('2030-07-01T18:30');
    await addTime('2030-07-01T18:30');
    await addTime('');
    await addTime('2030-07-02T09:00');
    expect(screen.getByRole('heading', { name: 'Selected Show Times' })).toBeInTheDocument();
    expect(timesOn('2030-07-01')).toEqual(['06:30 PM']);
    expect(timesOn('2030-07-02')).toEqual(['09:00 AM']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove 09:00 AM on 2030-07-02' }));
    expect(screen.queryByTestId('show-date-2030-07-02')).not.toBeInTheDocument();
    expect(timesOn('2030-07-01')).toEqual(['06:30 PM']);
  });

  it.each([
    ['no movie', async () => {
      await chooseScreen();
      await userEvent.type(price('Gold'), '100');
      await userEvent.type(price('Classic'), '100');
      await addTime('2030-07-01T18:30');
    }],
    ['no screen', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Monsoon Protocol' }));
      await addTime('2030-07-01T18:30');
    }],
    ['no time', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Monsoon Protocol' }));
      await chooseScreen();
      await userEvent.type(price('Gold'), '100');
      await userEvent.type(price('Classic'), '100');
    }],
    ['a category without a price', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Monsoon Protocol' }));
      await chooseScreen();
      await userEvent.type(price('Gold'), '100');
      await addTime('2030-07-01T18:30');
    }],
  ])("refuses to submit with %s: 'Missing required fields'", async (_, fill) => {
    setup();
    await screen.findByRole('button', { name: 'Monsoon Protocol' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Missing required fields')).toBeInTheDocument();
  });

  it("adds the shows, says 'Show added successfully' and clears times, price and picker", async () => {
    const live = setup([addShowsMock({ data: { addShows: [{ __typename: 'Show', id: 'new1' }] } })]);
    const release = live.hold('ScheduleShows');
    await fillForm();
    fireEvent.change(picker(), { target: { value: '2030-07-03T12:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(screen.queryByText('Show added successfully')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Show added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Selected Show Times' })).not.toBeInTheDocument());
    expect(price('Gold').value).toBe('');
    expect(price('Classic').value).toBe('');
    expect(picker().value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Shows' })).toBeEnabled();
  });

  it("says 'Failed to add show' and keeps the form when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([addShowsMock({ errors: [new GraphQLError('db down')] })]);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Failed to add show')).toBeInTheDocument();
    expect(timesOn('2030-07-01')).toEqual(['10:00 AM', '06:30 PM']);
    expect(price('Classic').value).toBe('149.5');
  });

  it("shows the server's message for invalid input", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([
      addShowsMock({
        errors: [new GraphQLError('Show times must be in the future', { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Show times must be in the future')).toBeInTheDocument();
  });

  it('shows a SCREEN_BUSY answer naming the clashing show and keeps the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Gold Screen is busy: Glasshouse from 2030-07-01 17:00 until 18:55 overlaps 18:30';
    setup([addShowsMock({ errors: [new GraphQLError(message, { extensions: { code: 'SCREEN_BUSY' } })] })]);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Screen busy: ${message}`);
    expect(timesOn('2030-07-02')).toEqual(['09:15 PM']);
    expect(price('Gold').value).toBe('349.5');
  });

  it('warns before submitting when two chosen times are closer than runtime + cleaning buffer', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Monsoon Protocol' }));
    await chooseScreen();
    await addTime('2030-07-01T10:00');
    await addTime('2030-07-01T12:30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // 150 min ≥ 120 + 20
    await addTime('2030-07-01T14:00');
    const hint = screen.getByRole('status');
    expect(hint).toHaveTextContent('a show needs 120 min (Monsoon Protocol) + 20 min cleaning');
    expect(hint).toHaveTextContent('2030-07-01 12:30 and 2030-07-01 14:00 are 90 min apart');
    expect(hint).not.toHaveTextContent('10:00 and');
    await userEvent.click(screen.getByRole('button', { name: 'Remove 02:00 PM on 2030-07-01' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

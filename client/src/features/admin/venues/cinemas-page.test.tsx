import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminCinemasDocument, CreateCinemaDocument, SetScreenFormatsDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });

const cinema = (id: string, name: string, city: string, screens: object[] = []) => ({
  __typename: 'Cinema',
  id,
  name,
  city,
  address: `${name} Road`,
  timeZone: 'Asia/Kolkata',
  cleaningBufferMinutes: 20,
  singleSeatGapRule: false,
  screens,
});

const list: MockLink.MockedResponse = {
  request: { query: AdminCinemasDocument },
  result: {
    data: {
      cinemas: [
        cinema('c1', 'Marquee Lux', 'Bengaluru', [
          { __typename: 'Screen', id: 's1', name: 'Gold Screen', capacity: 120, layoutVersion: 3, formats: ['TWO_D', 'IMAX_2D'] },
        ]),
        cinema('c2', 'Marquee Juhu', 'Mumbai'),
      ],
    },
  },
};

const input = { name: 'Marquee Plaza', city: 'Pune', address: 'FC Road', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 20, singleSeatGapRule: false };

describe('CinemasPage', () => {
  it('lists cinemas with their screens and filters them by city', async () => {
    renderRoute('/admin/cinemas', { session: admin, mocks: [list] });
    const lux = await screen.findByRole('listitem', { name: 'Marquee Lux' });
    expect(within(lux).getByText('120 seats · layout v3 · 2D, IMAX 2D')).toBeInTheDocument();
    expect(within(lux).getByRole('link', { name: 'Edit layout of Gold Screen' })).toHaveAttribute('href', '/admin/screens/s1');
    expect(within(lux).getByRole('link', { name: 'Add screen' })).toHaveAttribute('href', '/admin/cinemas/c1/screens/new');
    expect(within(lux).getByRole('link', { name: 'Price cards of Marquee Lux' })).toHaveAttribute('href', '/admin/cinemas/c1/price-cards');
    expect(within(lux).getByRole('link', { name: 'Week timeline of Marquee Lux' })).toHaveAttribute('href', '/admin/cinemas/c1/timeline');
    expect(within(screen.getByRole('listitem', { name: 'Marquee Juhu' })).getByText('No screens yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filter by city'), 'Mumbai');
    expect(screen.queryByRole('listitem', { name: 'Marquee Lux' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Marquee Juhu' })).toBeInTheDocument();
  });

  it("sets the formats a screen projects, and the list shows them", async () => {
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: SetScreenFormatsDocument, variables: { screenId: 's1', formats: ['TWO_D', 'THREE_D', 'IMAX_2D'] } },
          result: { data: { setScreenFormats: { __typename: 'Screen', id: 's1', formats: ['TWO_D', 'THREE_D', 'IMAX_2D'] } } },
        },
      ],
    });
    const lux = await screen.findByRole('listitem', { name: 'Marquee Lux' });
    await userEvent.click(within(lux).getByRole('button', { name: 'Formats of Gold Screen' }));
    const form = within(lux).getByRole('form', { name: 'Formats of Gold Screen' });
    expect(within(form).getByRole('checkbox', { name: 'IMAX 2D' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '3D' })).not.toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: '3D' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save formats' }));
    expect(await screen.findByText('Formats of Gold Screen saved.')).toBeInTheDocument();
    expect(within(lux).getByText('120 seats · layout v3 · 2D, 3D, IMAX 2D')).toBeInTheDocument();
  });

  it('creates a cinema in the theatre time zone by default', async () => {
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: CreateCinemaDocument, variables: { input } },
          result: { data: { createCinema: { __typename: 'Cinema', id: 'c3', name: 'Marquee Plaza', city: 'Pune' } } },
        },
        { ...list, result: { data: { cinemas: [...(list.result as { data: { cinemas: object[] } }).data.cinemas, cinema('c3', 'Marquee Plaza', 'Pune')] } } },
      ],
    });
    await screen.findByRole('listitem', { name: 'Marquee Lux' });
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    await userEvent.type(screen.getByLabelText('Cinema name'), input.name);
    await userEvent.type(screen.getByLabelText('City'), input.city);
    await userEvent.type(screen.getByLabelText('Address'), input.address);
    await userEvent.click(screen.getByRole('button', { name: 'Create cinema' }));
    expect(await screen.findByText('Cinema created')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Marquee Plaza' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cinema name')).toHaveValue('');
  });

  it("shows the server's message when the cinema is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: CreateCinemaDocument, variables: { input: { ...input, timeZone: 'Mars/Olympus' } } },
          result: { errors: [new GraphQLError('Unknown time zone "Mars/Olympus"', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    await screen.findByRole('listitem', { name: 'Marquee Lux' });
    await userEvent.type(screen.getByLabelText('Cinema name'), input.name);
    await userEvent.type(screen.getByLabelText('City'), input.city);
    await userEvent.type(screen.getByLabelText('Address'), input.address);
    await userEvent.clear(screen.getByLabelText('Time zone'));
    await userEvent.type(screen.getByLabelText('Time zone'), 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Create cinema' }));
    expect(await screen.findByText('Unknown time zone "Mars/Olympus"')).toBeInTheDocument();
    expect(screen.getByLabelText('Cinema name')).toHaveValue(input.name);
  });
});

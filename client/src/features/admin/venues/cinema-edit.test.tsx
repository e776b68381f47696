import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminCinemasDocument, UpdateCinemaDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = signedInSession({ isAdmin: true });
const gold = { __typename: 'Screen', id: 's1', name: 'Gold Screen', capacity: 120, layoutVersion: 3, formats: ['TWO_D'] };

const cinema = (id: string, name: string, city: string, address: string, screens: object[] = []) => ({
  __typename: 'Cinema',
  id,
  name,
  city,
  address,
  timeZone: 'Asia/Kolkata',
  cleaningBufferMinutes: 20,
  singleSeatGapRule: false,
  screens,
});

const listOf = (...cinemas: object[]): MockLink.MockedResponse => ({ request: { query: AdminCinemasDocument }, result: { data: { cinemas } } });
const list = listOf(cinema('c1', 'Marquee Lux', 'Bengaluru', 'Residency Road', [gold]), cinema('c2', 'Marquee Juhu', 'Mumbai', 'Juhu Tara Road'));

describe('CinemasPage editing', () => {
  it('edits a cinema in a form prefilled with its details and saves it with updateCinema', async () => {
    const edited = { name: 'Marquee Lux Gold', city: 'Bengaluru', address: 'MG Road', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 20, singleSeatGapRule: false };
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: UpdateCinemaDocument, variables: { id: 'c1', input: edited } },
          result: { data: { updateCinema: { __typename: 'Cinema', id: 'c1', ...edited } } },
        },
        listOf(cinema('c1', 'Marquee Lux Gold', 'Bengaluru', 'MG Road', [gold]), cinema('c2', 'Marquee Juhu', 'Mumbai', 'Juhu Tara Road')),
      ],
    });
    const lux = await screen.findByRole('listitem', { name: 'Marquee Lux' });
    await userEvent.click(within(lux).getByRole('button', { name: 'Edit Marquee Lux' }));
    const form = within(lux).getByRole('form', { name: 'Edit Marquee Lux' });
    expect(within(form).getByLabelText('Cinema name')).toHaveValue('Marquee Lux');
    expect(within(form).getByLabelText('City')).toHaveValue('Bengaluru');
    expect(within(form).getByLabelText('Address')).toHaveValue('Residency Road');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    await userEvent.type(within(form).getByLabelText('Cinema name'), ' Gold');
    await userEvent.clear(within(form).getByLabelText('Address'));
    await userEvent.type(within(form).getByLabelText('Address'), 'MG Road');
    await userEvent.click(within(form).getByRole('button', { name: 'Save cinema' }));
    expect(await screen.findByText('Cinema updated')).toBeInTheDocument();
    const saved = await screen.findByRole('listitem', { name: 'Marquee Lux Gold' });
    expect(within(saved).getByText('Bengaluru · MG Road · Asia/Kolkata')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
    // The new-cinema form is untouched by the edit.
    expect(screen.getByRole('form', { name: 'New cinema' })).toBeInTheDocument();
  });

  it("keeps the edit form open with the server's message when the update is refused, and Cancel closes it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const input = { name: 'Marquee Juhu', city: 'Mumbai', address: 'Juhu Tara Road', timeZone: 'Mars/Olympus', cleaningBufferMinutes: 20, singleSeatGapRule: false };
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: UpdateCinemaDocument, variables: { id: 'c2', input } },
          result: { errors: [new GraphQLError('Unknown time zone "Mars/Olympus"', { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
      ],
    });
    const juhu = await screen.findByRole('listitem', { name: 'Marquee Juhu' });
    await userEvent.click(within(juhu).getByRole('button', { name: 'Edit Marquee Juhu' }));
    const form = within(juhu).getByRole('form', { name: 'Edit Marquee Juhu' });
    await userEvent.clear(within(form).getByLabelText('Time zone'));
    await userEvent.type(within(form).getByLabelText('Time zone'), 'Mars/Olympus');
    await userEvent.click(within(form).getByRole('button', { name: 'Save cinema' }));
    expect(await screen.findByText('Unknown time zone "Mars/Olympus"')).toBeInTheDocument();
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Mars/Olympus');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Marquee Juhu' })).not.toBeInTheDocument();
  });

  it('edits the cleaning buffer and the single-seat gap rule, and refuses a buffer the server would refuse', async () => {
    const edited = { name: 'Marquee Juhu', city: 'Mumbai', address: 'Juhu Tara Road', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 35, singleSeatGapRule: true };
    renderRoute('/admin/cinemas', {
      session: admin,
      mocks: [
        list,
        {
          request: { query: UpdateCinemaDocument, variables: { id: 'c2', input: edited } },
          result: { data: { updateCinema: { __typename: 'Cinema', id: 'c2', ...edited } } },
        },
        list,
      ],
    });
    const juhu = await screen.findByRole('listitem', { name: 'Marquee Juhu' });
    await userEvent.click(within(juhu).getByRole('button', { name: 'Edit Marquee Juhu' }));
    const form = within(juhu).getByRole('form', { name: 'Edit Marquee Juhu' });
    const buffer = within(form).getByLabelText('Cleaning buffer (minutes)');
    const gap = within(form).getByRole('checkbox', { name: /No single empty seat/ });
    expect(buffer).toHaveValue(20);
    expect(gap).not.toBeChecked();
    await userEvent.clear(buffer);
    await userEvent.type(buffer, '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Save cinema' }));
    expect(await screen.findByText('Cleaning buffer must be 0 to 240 minutes')).toBeInTheDocument();
    await userEvent.clear(buffer);
    await userEvent.type(buffer, '35');
    await userEvent.click(gap);
    await userEvent.click(within(form).getByRole('button', { name: 'Save cinema' }));
    expect(await screen.findByText('Cinema updated')).toBeInTheDocument();
  });
});

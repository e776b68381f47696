import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addShowsMock, addTime, chooseScreen, fillForm, picker, price, setup, timesOn } from './add-shows-test-kit';

describe('AddShowsPage', () => {
  it('shows a spinner, then the now-playing movies with rating, votes, title and release date', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Admin Add Shows' })).toBeInTheDocument();
    // Named by the title it shows; rating, votes and release date describe it.
    const first = await screen.findByRole('button', { name: 'Monsoon Protocol' });
    expect(first).toHaveAccessibleDescription(/^7\.6\s*15\.2K Votes\s*October 16, 2026$/);
    const second = screen.getByRole('button', { name: 'Glasshouse' });
    expect(second).toHaveAccessibleDescription(/^0\.0\s*999 Votes/);
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
    const live = setup([addShowsMock({ data: { scheduleShows: [{ __typename: 'Show', id: 'new1' }] } })]);
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
    // In the chosen cinema's zone, and saying so; the date as every page writes a show's date.
    expect(timesOn('2030-07-01')).toEqual(['10:00 AM IST', '06:30 PM IST']);
    expect(screen.getByTestId('show-date-2030-07-01')).toHaveTextContent(/^Monday, July 1, 2030/);
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
});

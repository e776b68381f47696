import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addShowsMock, addTime, chooseScreen, defaultVersion, price, setup } from './add-shows-test-kit';

async function chooseMovieScreenAndTimes() {
  await userEvent.click(await screen.findByRole('button', { name: 'Monsoon Protocol' }));
  await chooseScreen();
  await addTime('2030-07-01T18:30');
  await addTime('2030-07-01T10:00');
  await addTime('2030-07-02T21:15');
}

const created = { data: { scheduleShows: [{ __typename: 'Show', id: 'new1' }] } };

describe('AddShowsPage: version and price cards', () => {
  it("offers only the screen's formats and starts from the movie's own language", async () => {
    setup();
    await chooseMovieScreenAndTimes();
    const format = screen.getByLabelText('Format');
    expect(within(format).getAllByRole('option').map((o) => o.textContent)).toEqual(['2D', 'IMAX 2D']);
    expect(format).toHaveValue('TWO_D');
    expect(screen.getByLabelText('Audio language')).toHaveValue('hi');
    expect(screen.getByLabelText('Subtitles')).toHaveValue('');
  });

  it('with "Use price cards" and no price typed sends no prices, and the chosen version', async () => {
    const version = { format: 'IMAX_2D', language: 'en', subtitles: 'hi', openCaptions: true, audioDescription: true };
    const live = setup([addShowsMock(created, { version })]);
    await chooseMovieScreenAndTimes();
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'IMAX_2D');
    await userEvent.selectOptions(screen.getByLabelText('Audio language'), 'en');
    await userEvent.selectOptions(screen.getByLabelText('Subtitles'), 'hi');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open captions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Audio description' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use price cards' }));
    expect(price('Gold')).toHaveAttribute('placeholder', 'Price card');
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Show added successfully')).toBeInTheDocument();
    expect(live.requested()).toContain('ScheduleShows');
  });

  it('with price cards, a typed price is still sent: it wins for its category', async () => {
    setup([addShowsMock(created, { version: defaultVersion, prices: [{ category: 'GOLD', pricePaise: 40000 }] })]);
    await chooseMovieScreenAndTimes();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use price cards' }));
    await userEvent.type(price('Gold'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Show added successfully')).toBeInTheDocument();
  });

  it("shows PRICE_CARD_TIE with the server's message naming both cards", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Price cards "Weekend" and "Prime" tie for the show at 2030-07-01 18:30.';
    setup([
      addShowsMock({ errors: [new GraphQLError(message, { extensions: { code: 'PRICE_CARD_TIE' } })] }, { version: defaultVersion }),
    ]);
    await chooseMovieScreenAndTimes();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use price cards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sends max seats per booking when the admin changes it, and refuses one outside 1 to 10', async () => {
    const prices = [
      { category: 'GOLD', pricePaise: 40000 },
      { category: 'CLASSIC', pricePaise: 20000 },
    ];
    setup([addShowsMock(created, { prices, version: defaultVersion, maxSeats: 8 })]);
    await chooseMovieScreenAndTimes();
    await userEvent.type(price('Gold'), '400');
    await userEvent.type(price('Classic'), '200');
    const max = screen.getByLabelText('Max seats per booking');
    expect(max).toHaveValue(5);
    await userEvent.clear(max);
    await userEvent.type(max, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Max seats per booking must be between 1 and 10')).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByText('Show added successfully')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addShowsMock, addTime, chooseScreen, fillForm, price, setup, timesOn } from './add-shows-test-kit';

describe('AddShowsPage clashes', () => {
  it('shows a SCREEN_BUSY answer naming the clashing show and keeps the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Gold Screen is busy: Glasshouse from 2030-07-01 17:00 until 18:55 overlaps 18:30';
    setup([addShowsMock({ errors: [new GraphQLError(message, { extensions: { code: 'SCREEN_BUSY' } })] })]);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Screen busy: ${message}`);
    expect(timesOn('2030-07-02')).toEqual(['09:15 PM IST']);
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Chooses value in the select labelled label once the option is there: a
 * select drawn before its options' query answers (a cinema picker) is in
 * the page early, and choosing at once races that answer on a busy machine.
 */
export async function chooseOption(label: string, value: string): Promise<void> {
  const select = await screen.findByLabelText(label);
  await waitFor(() =>
    expect(within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toContain(value),
  );
  await userEvent.selectOptions(select, value);
}

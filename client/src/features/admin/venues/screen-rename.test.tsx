import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminScreenDocument, RenameScreenDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';

const admin = () => signedInSession({ isAdmin: true });

const stored = {
  __typename: 'Screen',
  id: 's1',
  name: 'Screen 1',
  layoutVersion: 2,
  cinema: { __typename: 'Cinema', id: 'c1', name: 'Lux' },
  layout: {
    __typename: 'SeatLayout',
    categories: [{ __typename: 'SeatCategory', code: 'GOLD', name: 'Gold' }],
    rows: [{ __typename: 'SeatRow', label: 'A', cells: [{ __typename: 'SeatCell', kind: 'SEAT', seat: 'A1', category: 'GOLD' }] }],
  },
};

const load: MockLink.MockedResponse = { request: { query: AdminScreenDocument, variables: { id: 's1' } }, result: { data: { screen: stored } } };

function renameMock(name: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: RenameScreenDocument, variables: { screenId: 's1', name } }, result };
}

describe('ScreenEditorPage renaming', () => {
  it('renames a stored screen with renameScreen and shows the new name', async () => {
    renderRoute('/admin/screens/s1', {
      session: admin(),
      mocks: [load, renameMock('Gold Audi', { data: { renameScreen: { __typename: 'Screen', id: 's1', name: 'Gold Audi' } } })],
    });
    const form = await screen.findByRole('form', { name: 'Rename screen' });
    const input = within(form).getByLabelText('Screen name');
    expect(input).toHaveValue('Screen 1');
    expect(within(form).getByRole('button', { name: 'Rename screen' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Gold Audi ');
    await userEvent.click(within(form).getByRole('button', { name: 'Rename screen' }));
    expect(await screen.findByText('Screen renamed')).toBeInTheDocument();
    expect(input).toHaveValue('Gold Audi');
    // The cached screen took the new name, so the layout note names it too.
    expect(await screen.findByText(/^Gold Audi: editing layout version 2/)).toBeInTheDocument();
  });

  it("refuses a blank name without asking the server and shows the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const long = 'x'.repeat(61);
    renderRoute('/admin/screens/s1', {
      session: admin(),
      mocks: [load, renameMock(long, { errors: [new GraphQLError('A screen needs a name of at most 60 characters', { extensions: { code: 'BAD_USER_INPUT' } })] })],
    });
    const form = await screen.findByRole('form', { name: 'Rename screen' });
    const input = within(form).getByLabelText('Screen name');
    await userEvent.clear(input);
    await userEvent.click(within(form).getByRole('button', { name: 'Rename screen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the screen a name.');
    await userEvent.type(input, long);
    await userEvent.click(within(form).getByRole('button', { name: 'Rename screen' }));
    expect(await within(form).findByText('A screen needs a name of at most 60 characters')).toBeInTheDocument();
    expect(input).toHaveValue(long);
  });
});

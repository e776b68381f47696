import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { AdminCinemasDocument, AdminScreenDocument, CreateScreenDocument, UpdateScreenLayoutDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';
import { unanswered } from '../../../test/mocks';

const admin = () => signedInSession({ isAdmin: true });

// 2 rows × 3 columns; A2 a gap (aisle); row B painted Recliner; B1 a wheelchair space.
const expectedLayout = {
  categories: [
    { code: 'CLASSIC', name: 'Classic' },
    { code: 'RECLINER', name: 'Recliner' },
  ],
  rows: [
    { label: 'A', cellCodes: 'S0 _ S0' },
    { label: 'B', cellCodes: 'W1 S1 S1' },
  ],
};

async function buildLayout() {
  fireEvent.change(await screen.findByLabelText('Rows'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '3' } });
  expect(screen.getByTestId('layout-capacity')).toHaveTextContent('Capacity: 6 seats');
  await userEvent.click(screen.getByTestId('cell-0-1'));
  expect(screen.getByTestId('cell-0-2')).toHaveAccessibleName('Row A column 3: A2 Classic seat');
  await userEvent.type(screen.getByLabelText('Category code'), 'recliner');
  await userEvent.type(screen.getByLabelText('Category name'), 'Recliner');
  await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
  await userEvent.click(screen.getByRole('button', { name: 'Paint Recliner' }));
  for (const c of [0, 1, 2]) await userEvent.click(screen.getByTestId(`cell-1-${c}`));
  await userEvent.click(screen.getByRole('button', { name: 'Wheelchair' }));
  await userEvent.click(screen.getByTestId('cell-1-0'));
  expect(screen.getByTestId('cell-1-0')).toHaveAccessibleName('Row B column 1: B1 Recliner wheelchair');
  expect(screen.getByTestId('layout-capacity')).toHaveTextContent('Capacity: 5 seats');
  expect(screen.getByText('Recliner (RECLINER): 3')).toBeInTheDocument();
}

function createMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: CreateScreenDocument, variables: { cinemaId: 'c1', name: 'Audi 7', layout: expectedLayout } }, result };
}

describe('ScreenEditorPage', () => {
  it('builds a layout with a gap, two categories and a wheelchair space and creates the screen', async () => {
    const { router } = renderRoute('/admin/cinemas/c1/screens/new', {
      session: admin(),
      mocks: [
        createMock({ data: { createScreen: { __typename: 'Screen', id: 's9', name: 'Audi 7', capacity: 5, layoutVersion: 1 } } }),
        unanswered(AdminCinemasDocument),
      ],
    });
    await userEvent.type(await screen.findByLabelText('Screen name'), 'Audi 7');
    await buildLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Create screen' }));
    expect(await screen.findByText('Screen created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/cinemas');
  });

  it("shows the server's validation message and stays on the editor", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/cinemas/c1/screens/new', {
      session: admin(),
      mocks: [createMock({ errors: [new GraphQLError('Row A is listed more than once', { extensions: { code: 'BAD_USER_INPUT' } })] })],
    });
    await userEvent.type(await screen.findByLabelText('Screen name'), 'Audi 7');
    await buildLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Create screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Row A is listed more than once');
    expect(screen.getByRole('heading', { name: 'Admin New Screen' })).toBeInTheDocument();
  });

  it('edits a stored layout and saves it as a new version', async () => {
    const stored = {
      __typename: 'Screen',
      id: 's1',
      name: 'Screen 1',
      layoutVersion: 2,
      cinema: { __typename: 'Cinema', id: 'c1', name: 'Lux' },
      layout: {
        __typename: 'SeatLayout',
        categories: [{ __typename: 'SeatCategory', code: 'GOLD', name: 'Gold' }],
        rows: [
          {
            __typename: 'SeatRow',
            label: 'A',
            cells: [
              { __typename: 'SeatCell', kind: 'SEAT', seat: 'A1', category: 'GOLD' },
              { __typename: 'SeatCell', kind: 'SEAT', seat: 'A2', category: 'GOLD' },
            ],
          },
        ],
      },
    };
    renderRoute('/admin/screens/s1', {
      session: admin(),
      mocks: [
        { request: { query: AdminScreenDocument, variables: { id: 's1' } }, result: { data: { screen: stored } } },
        {
          request: {
            query: UpdateScreenLayoutDocument,
            variables: {
              screenId: 's1',
              layout: {
                categories: [{ code: 'GOLD', name: 'Gold' }],
                rows: [{ label: 'A', cellCodes: 'S0 B0' }],
              },
            },
          },
          result: { data: { updateScreenLayout: { __typename: 'Screen', id: 's1', capacity: 1, layoutVersion: 3 } } },
        },
        unanswered(AdminCinemasDocument),
      ],
    });
    expect(await screen.findByText(/Saving creates version 3, used by shows scheduled from now on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Blocked' }));
    await userEvent.click(screen.getByTestId('cell-0-1'));
    expect(screen.getByTestId('layout-capacity')).toHaveTextContent('Capacity: 1 seats');
    await userEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Layout saved as a new version')).toBeInTheDocument();
  });
});

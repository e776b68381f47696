import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SearchBoxDocument } from '../../gql/graphql';
import { createCache } from '../../lib/create-apollo-client';
import { SearchBox } from './search-box';
import { resultsPath } from './use-search-combobox';

function movie(id: string, title: string) {
  return { __typename: 'Movie' as const, id, title, posterUrl: null, releaseDate: '2014-11-05', genreNames: ['Drama'] };
}

function answer(search: string, movies: ReturnType<typeof movie>[]): MockLink.MockedResponse {
  return { request: { query: SearchBoxDocument, variables: { search } }, result: { data: { movies } }, maxUsageCount: 10 };
}

const INT = answer('int', [movie('1', 'Interstellar'), movie('2', 'The Intern')]);

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderBox(mocks: MockLink.MockedResponse[], delayMs = 0) {
  const router = createMemoryRouter([{ path: '*', element: <><SearchBox delayMs={delayMs} /><Location /></> }]);
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { box: screen.getByRole('combobox', { name: 'Search movies by title or cast' }), user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { hidden: true, name: 'location' }).textContent;

/** Enters text in one go (a paste), so only the whole text is searched. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
  await screen.findByRole('option', { name: /See all results/ });
}

function selected() {
  return screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
}

describe('SearchBox', () => {
  it('lists matching movies as you type, with a last option for every result', async () => {
    const { box, user } = renderBox([INT]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await typeAndWait(user, box, 'int');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Movies found' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Interstellar'),
      expect.stringContaining('The Intern'),
      'See all results for “int”',
    ]);
    expect(options[0]).toHaveTextContent('2014 · Drama');
    expect(selected()).toHaveLength(0);
  });

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    const { box, user } = renderBox([INT]);
    await typeAndWait(user, box, 'int');
    const options = screen.getAllByRole('option');
    const expectActive = (i: number) => {
      expect(selected()).toEqual([options[i]]);
      expect(box).toHaveAttribute('aria-activedescendant', options[i].id);
      expect(box).toHaveFocus();
    };
    await user.keyboard('{ArrowDown}');
    expectActive(0);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expectActive(2);
    await user.keyboard('{ArrowDown}');
    expectActive(0);
    await user.keyboard('{ArrowUp}');
    expectActive(2);
    await user.keyboard('{ArrowUp}');
    expectActive(1);
  });

  it('opens the active movie on Enter and empties the box', async () => {
    const { box, user } = renderBox([INT]);
    await typeAndWait(user, box, 'int');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/movies/2');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens the full results on Enter with no option chosen, or on "See all results"', async () => {
    const { box, user } = renderBox([INT, answer('the int', [movie('2', 'The Intern')])]);
    await typeAndWait(user, box, 'int');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/movies?q=int');

    await typeAndWait(user, box, 'the int');
    await user.click(screen.getByRole('option', { name: 'See all results for “the int”' }));
    expect(location()).toBe(resultsPath('the int'));
    expect(location()).toBe('/movies?q=the+int');
  });

  it('opens a movie when its option is clicked', async () => {
    const { box, user } = renderBox([INT]);
    await typeAndWait(user, box, 'int');
    await user.click(screen.getByRole('option', { name: /Interstellar/ }));
    expect(location()).toBe('/movies/1');
  });

  it('closes the list on Escape, keeping the text, and clears it on a second Escape', async () => {
    const { box, user } = renderBox([INT]);
    await typeAndWait(user, box, 'int');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('int');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(selected()).toHaveLength(1);

    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(location()).toBe('/');
  });

  it('closes the list when focus leaves the box', async () => {
    const { box, user } = renderBox([INT]);
    await typeAndWait(user, box, 'int');
    await user.tab();
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    const { box, user } = renderBox([answer('zebra', [])]);
    await typeAndWait(user, box, 'zebra');
    expect(screen.getByText('No movies match “zebra”.')).toBeInTheDocument();
    expect(screen.getByText('No movies found')).toBeInTheDocument();
  });

  it('waits for a pause in typing and sends only what was typed by then', async () => {
    const early = vi.fn(() => ({ data: { movies: [movie('9', 'Inception')] } }));
    const { box, user } = renderBox(
      [{ request: { query: SearchBoxDocument, variables: { search: 'in' } }, result: early, maxUsageCount: 10 }, INT],
      200,
    );
    // One keystroke at a time with no pause: the box waits for the last.
    await user.type(box, 'int');
    expect(await screen.findByRole('option', { name: /Interstellar/ })).toBeInTheDocument();
    expect(early).not.toHaveBeenCalled();
  });

  it('does not search a single letter', async () => {
    const { box, user } = renderBox([]);
    await user.type(box, 'i');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

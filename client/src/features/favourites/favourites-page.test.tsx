import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FavouritesPageDocument } from '../../gql/graphql';
import { cardMovie } from '../../test/fixtures';
import { makeSession, renderRoute, signedInSession } from '../../test/render';

describe('FavouritesPage', () => {
  it("lists the signed-in user's favourites as movie cards", async () => {
    renderRoute('/favourite', {
      session: signedInSession(),
      mocks: [
        {
          request: { query: FavouritesPageDocument },
          result: { data: { favourites: [cardMovie('7', { title: 'Sinners' })] } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Your Favourite Movies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Sinners/ })).toHaveAttribute('href', '/movies/7');
    expect(screen.queryByText('No favourite movies found.')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderRoute('/favourite', {
      session: signedInSession(),
      mocks: [
        { request: { query: FavouritesPageDocument }, result: { data: { favourites: [] } } },
      ],
    });
    expect(await screen.findByText('No favourite movies found.')).toBeInTheDocument();
  });

  it.each([
    ['UNAUTHENTICATED', 'Please sign in to view favorites'],
    ['INTERNAL', 'Failed to fetch favorite movies.'],
  ])('toasts SPEC §8 when favourites answer %s', async (code, message) => {
    renderRoute('/favourite', {
      session: signedInSession(),
      mocks: [
        {
          request: { query: FavouritesPageDocument },
          result: { errors: [new GraphQLError('no', { extensions: { code } })] },
        },
      ],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No favourite movies found.')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in instead of saying there are none', async () => {
    const openSignIn = vi.fn();
    renderRoute('/favourite', { session: makeSession({ openSignIn }) });
    expect(screen.getByText('Please sign in to view your favourites.')).toBeInTheDocument();
    expect(screen.queryByText('No favourite movies found.')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    expect(openSignIn).toHaveBeenCalledOnce();
  });
});

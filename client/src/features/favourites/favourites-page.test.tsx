import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { FavouritesPageDocument } from '../../gql/graphql';
import { cardMovie } from '../../test/fixtures';
import { renderRoute, signedInSession } from '../../test/render';

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
});

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { hasErrorCode } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { PageFrame } from '../../components/page-frame';
import { Spinner } from '../../components/spinner';
import { MovieCard } from '../../components/movie-card';
import { MovieGrid } from '../../components/movie-grid';

const FavouritesPageQuery = graphql(`
  query FavouritesPage {
    favourites {
      id
      ...MovieCard_movie
    }
  }
`);

export function FavouritesPage() {
  const { isSignedIn } = useSession();
  // Signed out there are no favourites to ask for.
  const { data, loading, error } = useQuery(FavouritesPageQuery, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (!error) return;
    toast.error(
      hasErrorCode(error, 'UNAUTHENTICATED') ? 'Please sign in to view favorites' : 'Failed to fetch favorite movies.',
    );
  }, [error]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const movies = isSignedIn ? (data?.favourites ?? []) : [];

  return (
    <PageFrame title="Your Favourite Movies">
      {loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">No favourite movies found.</p>
      ) : (
        <MovieGrid>
          {movies.map((movie) => (
            <MovieCard key={movie.id} movie={movie} />
          ))}
        </MovieGrid>
      )}
    </PageFrame>
  );
}

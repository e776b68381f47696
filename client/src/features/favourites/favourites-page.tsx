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
import { Button } from '../../components/button';

const FavouritesPageQuery = graphql(`
  query FavouritesPage {
    favourites {
      id
      ...MovieCard_movie
    }
  }
`);

export function FavouritesPage() {
  const { isSignedIn, isLoaded, openSignIn } = useSession();
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
      {!isSignedIn ? (
        isLoaded ? (
          <div className="mt-10 flex flex-col items-center gap-4 text-center">
            <p className="text-zinc-400">Please sign in to view your favourites.</p>
            <Button onClick={openSignIn}>Login</Button>
          </div>
        ) : (
          <Spinner className="h-[50vh]" />
        )
      ) : loading && !data ? (
        <Spinner className="h-[50vh]" />
      ) : movies.length === 0 ? (
        <p className="mt-10 text-center text-zinc-400">No favourite movies found.</p>
      ) : (
        <MovieGrid>
          {movies.map((movie) => (
            <MovieCard key={movie.id} movie={movie} headingLevel={2} />
          ))}
        </MovieGrid>
      )}
    </PageFrame>
  );
}

import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { BlurCircle } from '../../components/blur-circle';
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
  const { data, loading } = useQuery(FavouritesPageQuery, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const movies = isSignedIn ? (data?.favourites ?? []) : [];

  return (
    <div className="relative my-40 mb-60 min-h-[80vh] overflow-hidden px-6 md:px-16 lg:px-40 xl:px-44">
      <BlurCircle className="top-36 left-0" />
      <BlurCircle className="right-12 bottom-12" />
      <h1 className="my-4 text-lg font-medium">Your Favourite Movies</h1>
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
    </div>
  );
}

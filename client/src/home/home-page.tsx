import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ArrowRightIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../gql';
import { BlurCircle } from '../components/blur-circle';
import { Spinner } from '../components/spinner';
import { MovieCard } from '../movies/movie-card';

const HomePageQuery = graphql(`
  query HomePage {
    movies {
      id
      ...MovieCard_movie
    }
  }
`);

const NOW_SHOWING_COUNT = 4;

export function HomePage() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(HomePageQuery);

  useEffect(() => {
    if (error) toast.error('Failed to fetch shows.');
  }, [error]);

  const nowShowing = (data?.movies ?? []).slice(0, NOW_SHOWING_COUNT);

  const viewAll = () => {
    navigate('/movies');
    window.scrollTo(0, 0);
  };

  return (
    <section className="relative overflow-hidden px-6 pt-30 md:px-16 lg:px-24 xl:px-44">
      <div className="relative flex items-center justify-between pt-20 pb-10">
        <BlurCircle className="top-0 right-[-80px]" />
        <h2 className="text-lg font-medium text-zinc-300">Now Showing</h2>
        <button
          type="button"
          onClick={viewAll}
          className="group flex items-center gap-2 text-sm text-zinc-300"
        >
          View All
          <ArrowRightIcon className="h-4.5 w-4.5 transition group-hover:translate-x-0.5" />
        </button>
      </div>
      {loading && !data ? (
        <Spinner className="h-64" />
      ) : nowShowing.length === 0 ? (
        <p className="py-10 text-center text-zinc-400">No movies are showing right now.</p>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {nowShowing.map((movie) => (
            <MovieCard key={movie.id} movie={movie} />
          ))}
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { HeartIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useSession } from '../../lib/session';

export const FavouriteButtonMovieFragment = graphql(`
  fragment FavouriteButton_movie on Movie {
    id
    title
    isFavourite
  }
`);

// The answer carries the movie's new isFavourite, which the cache writes onto
// that movie: every heart showing it redraws without a refetch.
const ToggleFavouriteMutation = graphql(`
  mutation ToggleFavourite($movieId: ID!) {
    toggleFavourite(movieId: $movieId) {
      isFavourite
      movie {
        id
        isFavourite
      }
    }
  }
`);

/** The heart on the movie page: filled when the movie is among the caller's favourites. */
export function FavouriteButton(props: { movie: FragmentType<typeof FavouriteButtonMovieFragment> }) {
  const movie = getFragmentData(FavouriteButtonMovieFragment, props.movie);
  const session = useSession();
  const [toggle] = useMutation(ToggleFavouriteMutation, {
    // The favourites list changed: whoever shows it next asks the server again.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'favourites' });
      cache.gc();
    },
  });
  const [busy, setBusy] = useState(false);
  const { isFavourite, title } = movie;

  const onClick = async () => {
    if (!session.isSignedIn) {
      toast.error('Please sign in to add to favourites');
      return;
    }
    setBusy(true);
    try {
      await toggle({ variables: { movieId: movie.id } });
      toast.success('Favourites updated successfully');
    } catch (err) {
      console.error('Updating favourites failed:', err);
      toast.error('Failed to update favourites');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      className="rounded-full bg-zinc-700 p-2.5 transition active:scale-95 disabled:opacity-60"
    >
      <HeartIcon
        aria-hidden="true"
        className={`h-5 w-5 ${isFavourite ? 'fill-primary text-primary' : ''}`}
      />
    </button>
  );
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { HeartIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';

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

/** The heart on the movie page: filled when the movie is a favourite. */
export function FavouriteButton({ movieId, title }: { movieId: string; title: string }) {
  const session = useSession();
  const [toggle] = useMutation(ToggleFavouriteMutation);
  const [busy, setBusy] = useState(false);
  const isFavourite = session.isSignedIn && session.favouriteIds.has(movieId);

  const onClick = async () => {
    if (!session.isSignedIn) {
      toast.error('Please sign in to add to favourites');
      return;
    }
    setBusy(true);
    try {
      await toggle({ variables: { movieId } });
      await session.refetchFavourites();
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

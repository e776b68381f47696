import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Spinner } from '../../components/spinner';

/** The shortest time the loading screen shows, so it never just flickers. */
export const LOADING_MIN_MS = 800;

/** '/loading/my-bookings' → '/my-bookings'; never leaves this site. */
export function nextPath(splat: string | undefined, search = ''): string {
  const path = (splat ?? '').replace(/^[/\\]+/, '');
  return `/${path}${search}`;
}

/**
 * /loading/{nextUrl}: where a payment returns to. Whatever was cached from
 * before (bookings, seats) is dropped and active queries refetch, then the
 * visitor continues to /{nextUrl}.
 */
export function LoadingPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const target = nextPath(params['*'], search);

  useEffect(() => {
    let cancelled = false;
    const cache = client.cache;
    for (const fieldName of ['myBookings', 'occupiedSeats', 'show', 'dashboard', 'allShows', 'allBookings']) {
      cache.evict({ id: 'ROOT_QUERY', fieldName });
    }
    cache.gc();
    const refetch = client.refetchQueries({ include: 'active' }).then(
      () => undefined,
      (err: unknown) => console.error('Refetching after payment failed:', err),
    );
    const wait = new Promise((resolve) => setTimeout(resolve, LOADING_MIN_MS));
    void Promise.all([refetch, wait]).then(() => {
      if (!cancelled) navigate(target, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [client, navigate, target]);

  return (
    <div className="flex min-h-[80vh] flex-col items-center justify-center">
      <h1 className="sr-only">Loading</h1>
      <Spinner className="h-[60vh]" />
    </div>
  );
}

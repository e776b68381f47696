import { useEffect } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import toast from 'react-hot-toast';

/**
 * SPEC §8 for the shows list: when the server answers with an error the
 * visitor is told 'Failed to fetch shows.'; when the call itself fails (no
 * answer) it is only logged.
 */
export function useShowsErrorToast(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    if (CombinedGraphQLErrors.is(error)) toast.error('Failed to fetch shows.', { id: 'shows-error' });
    else console.error('Fetching shows failed:', error);
  }, [error]);
}

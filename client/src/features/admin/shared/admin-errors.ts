import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { hasErrorCode } from '../../../lib/errors';

export const NOT_AUTHORIZED = 'You are not authorized to access this page.';

/** Sends a non-admin home with the not-authorized message. */
export function useDenyAccess(): () => void {
  const navigate = useNavigate();
  return () => {
    toast.error(NOT_AUTHORIZED, { id: 'not-authorized' });
    navigate('/', { replace: true });
  };
}

/**
 * The admin screens' error rules (SPEC §6, §8): FORBIDDEN sends the visitor
 * home as not authorized; UNAUTHENTICATED asks them to sign in; anything else
 * is a failed fetch.
 */
export function useAdminQueryError(
  error: unknown,
  messages: { signedOut: string; failed: string },
): void {
  const deny = useDenyAccess();
  useEffect(() => {
    if (!error) return;
    if (hasErrorCode(error, 'FORBIDDEN')) deny();
    else if (hasErrorCode(error, 'UNAUTHENTICATED')) toast.error(messages.signedOut);
    else toast.error(messages.failed);
    // Once per error.
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps
}

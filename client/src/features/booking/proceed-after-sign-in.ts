/** Remembers, across signing in (which may reload the page), that Proceed was pressed signed out on a show. */
const PROCEED_AFTER_SIGN_IN_KEY = 'marquee.proceedAfterSignIn';

export function readProceedAfterSignIn(): string | null {
  try {
    return sessionStorage.getItem(PROCEED_AFTER_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

/** Marks `showId` to continue once signed in; null forgets it. */
export function writeProceedAfterSignIn(showId: string | null) {
  try {
    if (showId) sessionStorage.setItem(PROCEED_AFTER_SIGN_IN_KEY, showId);
    else sessionStorage.removeItem(PROCEED_AFTER_SIGN_IN_KEY);
  } catch {
    // Storage refused: after signing in the visitor presses Proceed again.
  }
}

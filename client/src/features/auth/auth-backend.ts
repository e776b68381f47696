import { createContext, useContext } from 'react';
import type { AuthStatus, SessionUser } from '../../lib/session';

export type { AuthStatus, SessionUser };

/**
 * How users sign in. The session layer (session.tsx) and the Apollo auth link
 * depend only on this contract, so the sign-in mechanism can change without
 * touching them: the development sign-in implements it today, and a hosted
 * provider such as Clerk implements the same four members (its own session
 * state, its token getter, its sign-in modal and its sign-out).
 */
export interface AuthBackend {
  status: AuthStatus;
  user: SessionUser | null;
  /** The bearer token for API calls, or null when signed out. */
  getToken(): Promise<string | null>;
  /** Opens the backend's sign-in UI. */
  openSignIn(): void;
  signOut(): Promise<void>;
}

export const signedOutBackend: AuthBackend = {
  status: 'signedOut',
  user: null,
  getToken: async () => null,
  openSignIn: () => {},
  signOut: async () => {},
};

export const AuthBackendContext = createContext<AuthBackend>(signedOutBackend);

export function useAuthBackend(): AuthBackend {
  return useContext(AuthBackendContext);
}

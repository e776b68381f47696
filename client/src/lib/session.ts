import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionUser {
  id: string;
  name: string;
  imageUrl?: string;
}

/** What the rest of the app knows about the visitor. */
export interface Session {
  status: AuthStatus;
  isLoaded: boolean;
  isSignedIn: boolean;
  user: SessionUser | null;
  /** From the API's admin check; false when signed out or unknown. */
  isAdmin: boolean;
  /** May check tickets in at the door (admins are staff too); false when signed out or unknown. */
  isStaff: boolean;
  /** May sell at the box office and keep a till (admins may too); false when signed out or unknown. */
  isBoxOffice: boolean;
  /** True while the role check (admin and staff) for a signed-in user is pending. */
  isAdminLoading: boolean;
  getToken(): Promise<string | null>;
  openSignIn(): void;
  signOut(): Promise<void>;
}

export const signedOutSession: Session = {
  status: 'signedOut',
  isLoaded: true,
  isSignedIn: false,
  user: null,
  isAdmin: false,
  isStaff: false,
  isBoxOffice: false,
  isAdminLoading: false,
  getToken: async () => null,
  openSignIn: () => {},
  signOut: async () => {},
};

export const SessionContext = createContext<Session>(signedOutSession);

export function useSession(): Session {
  return useContext(SessionContext);
}

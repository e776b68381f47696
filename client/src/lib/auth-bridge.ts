/**
 * The Apollo client is created once, outside React, while the session lives in
 * React state. The bridge is the narrow, mutable seam between them: the
 * session provider keeps it pointed at the current backend, and the links read
 * it per request.
 */
export interface AuthBridge {
  getToken(): Promise<string | null>;
  /** Called when the API rejects the caller's credentials. */
  onUnauthenticated(): void;
  /** Reconnects live subscriptions so they carry the current credentials. */
  restartSubscriptions(): void;
  /**
   * Resolves once no request sent without credentials is still on its way.
   * Apollo shares one in-flight request among identical queries, so a
   * refetch asked for while the visitor's anonymous request is out would
   * get that request's anonymous answer; the session waits for this first.
   */
  anonymousSettled(): Promise<void>;
}

export function createAuthBridge(): AuthBridge {
  return {
    getToken: async () => null,
    onUnauthenticated: () => {},
    restartSubscriptions: () => {},
    anonymousSettled: async () => {},
  };
}

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
}

export function createAuthBridge(): AuthBridge {
  return {
    getToken: async () => null,
    onUnauthenticated: () => {},
    restartSubscriptions: () => {},
  };
}

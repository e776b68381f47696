/** Where the playground sends operations: this server, over HTTP and its websocket. */
export function graphqlURLs(location: Pick<Location, 'protocol' | 'host'>): {
  url: string;
  subscriptionUrl: string;
} {
  const ws = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    url: `${location.protocol}//${location.host}/graphql`,
    subscriptionUrl: `${ws}//${location.host}/graphql`,
  };
}

// The app's development sign-in keeps its session under this key (see
// dev-session-storage.ts); read here without importing the app, so the
// playground stays a separate, self-contained build.
const DEV_SESSION_KEY = 'marquee.devSession';

/**
 * The headers editor's starting text: the development sign-in's bearer token
 * when the app has one stored and it has not expired, so queries that need a
 * user work at once. GraphiQL uses it only while no headers are saved.
 */
export function devSignInHeaders(storage: Pick<Storage, 'getItem'>, nowMs = Date.now()): string | undefined {
  let token: unknown;
  try {
    token = (JSON.parse(storage.getItem(DEV_SESSION_KEY) ?? 'null') as { token?: unknown } | null)?.token;
  } catch {
    return undefined;
  }
  if (typeof token !== 'string' || !token || expired(token, nowMs)) return undefined;
  return JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2);
}

function expired(jwt: string, nowMs: number): boolean {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const exp = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= nowMs;
  } catch {
    return false;
  }
}

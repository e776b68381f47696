import type { SessionUser } from './auth-backend';

/** Where the development sign-in keeps its session between visits. */
export const DEV_SESSION_STORAGE_KEY = 'marquee.devSession';

export interface StoredDevSession {
  token: string;
  user: SessionUser & { isAdmin?: boolean };
}

/** Seconds since the epoch at which a JWT expires, or null when it does not say. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function isExpired(token: string, nowMs = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}

export function parseStoredDevSession(raw: string | null): StoredDevSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDevSession>;
    if (typeof value.token !== 'string' || !value.token) return null;
    if (!value.user || typeof value.user.id !== 'string' || typeof value.user.name !== 'string') {
      return null;
    }
    if (isExpired(value.token)) return null;
    return { token: value.token, user: value.user };
  } catch {
    return null;
  }
}

export function readStoredDevSession(): StoredDevSession | null {
  try {
    return parseStoredDevSession(localStorage.getItem(DEV_SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredDevSession(session: StoredDevSession | null): void {
  try {
    if (session) localStorage.setItem(DEV_SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(DEV_SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session then lasts for this page only.
  }
}

export interface DevSignInInput {
  name: string;
  /** Where booking e-mails go; without one the server gives a placeholder address. */
  email?: string;
  admin: boolean;
  /** An usher who checks tickets in at the door (admins are staff anyway). */
  staff?: boolean;
}

interface DevSignInResponse {
  success?: boolean;
  message?: string;
  token?: string;
  user?: { id?: string; name?: string; isAdmin?: boolean };
}

/** POST /api/dev/sign-in; throws with the server's message on failure. */
export async function requestDevSignIn(input: DevSignInInput): Promise<StoredDevSession> {
  const res = await fetch('/api/dev/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: input.name,
      ...(input.email ? { email: input.email } : {}),
      admin: input.admin,
      staff: input.staff ?? false,
    }),
  });
  let body: DevSignInResponse | null = null;
  try {
    body = (await res.json()) as DevSignInResponse;
  } catch {
    body = null;
  }
  if (!res.ok || !body?.success || !body.token || !body.user?.id) {
    throw new Error(body?.message || `Sign-in failed (HTTP ${res.status}).`);
  }
  return {
    token: body.token,
    user: { id: body.user.id, name: body.user.name || input.name, isAdmin: body.user.isAdmin },
  };
}

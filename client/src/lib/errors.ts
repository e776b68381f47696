import { CombinedGraphQLErrors } from '@apollo/client';

/** The extensions.code of the first GraphQL error that has one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The server's own message, when the server answered with GraphQL errors. */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.message)?.message;
}

/** Seats named by a CONFLICT error's extensions.seats. */
export function conflictSeats(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const seats = new Set<string>();
  for (const e of error.errors) {
    if (e.extensions?.code !== 'CONFLICT') continue;
    const list = e.extensions.seats;
    if (Array.isArray(list)) for (const s of list) if (typeof s === 'string') seats.add(s);
  }
  return [...seats];
}

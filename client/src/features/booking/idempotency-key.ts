/**
 * A fresh idempotency key for one confirmed seat selection (the server
 * accepts 1 to 100 visible ASCII characters): a random UUID, or 32 random
 * hex digits where `crypto.randomUUID` is missing — it needs a secure
 * context, which a phone trying the development server over the LAN lacks.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

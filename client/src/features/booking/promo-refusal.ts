import { CombinedGraphQLErrors } from '@apollo/client';
import { errorCode, serverMessage } from '../../lib/errors';

/** The refusals of a code or of the food that the confirm step explains where they happened. */
export const PROMO_CODES = ['PROMO_INVALID', 'PROMO_EXHAUSTED', 'PROMO_MIN_TICKETS'] as const;

export interface Refusal {
  code: string;
  message: string;
}

const extension = (err: unknown, code: string, key: string): unknown =>
  CombinedGraphQLErrors.is(err) ? err.errors.find((e) => e.extensions?.code === code)?.extensions?.[key] : undefined;

/**
 * A refusal of the promo code or the food in words for the customer: the
 * server's own sentence when it sent one (it says why: expired, another
 * cinema, which item), else ours from the code and its extensions. Any
 * other error is not one of these: undefined.
 */
export function promoRefusal(err: unknown, promoCode = ''): Refusal | undefined {
  const code = errorCode(err);
  const said = serverMessage(err);
  const named = promoCode ? `"${promoCode.toUpperCase()}"` : 'This code';
  switch (code) {
    case 'PROMO_INVALID':
      return { code, message: said || `${named} is not a valid code for this booking.` };
    case 'PROMO_EXHAUSTED':
      return { code, message: said || `${named} has been used up.` };
    case 'PROMO_MIN_TICKETS': {
      const min = extension(err, code, 'minTickets');
      return { code, message: said || (typeof min === 'number' ? `${named} needs at least ${min} tickets.` : `${named} needs more tickets.`) };
    }
    case 'OUT_OF_STOCK': {
      const item = extension(err, code, 'item');
      const name = typeof item === 'string' ? item : (item as { name?: unknown } | undefined)?.name;
      return { code, message: said || (typeof name === 'string' ? `${name} is sold out.` : 'An item you chose is sold out.') };
    }
    default:
      return undefined;
  }
}

/** Whether a refusal is about the promo code (the rest of the booking may go ahead without it). */
export function isPromoRefusal(r: Refusal | undefined): boolean {
  return Boolean(r && (PROMO_CODES as readonly string[]).includes(r.code));
}

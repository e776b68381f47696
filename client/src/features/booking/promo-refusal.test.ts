import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { isPromoRefusal, promoRefusal } from './promo-refusal';

const refused = (code: string, message = '', extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...extensions } }] });

describe('promoRefusal', () => {
  it("prefers the server's own sentence", () => {
    expect(promoRefusal(refused('PROMO_INVALID', 'FEST20 expired on 1 Dec'), 'fest20')).toEqual({
      code: 'PROMO_INVALID',
      message: 'FEST20 expired on 1 Dec',
    });
  });

  it('words each refusal when the server sent no sentence', () => {
    expect(promoRefusal(refused('PROMO_INVALID'), 'fest20')?.message).toBe('"FEST20" is not a valid code for this booking.');
    expect(promoRefusal(refused('PROMO_EXHAUSTED'), 'fest20')?.message).toBe('"FEST20" has been used up.');
    expect(promoRefusal(refused('PROMO_MIN_TICKETS', '', { minTickets: 2 }), 'duo')?.message).toBe('"DUO" needs at least 2 tickets.');
    expect(promoRefusal(refused('OUT_OF_STOCK', '', { item: 'Large popcorn' }))?.message).toBe('Large popcorn is sold out.');
    expect(promoRefusal(refused('OUT_OF_STOCK', '', { item: { name: 'Cola' } }))?.message).toBe('Cola is sold out.');
  });

  it('is not about any other error', () => {
    expect(promoRefusal(refused('CONFLICT', 'Seat A1 is taken'))).toBeUndefined();
    expect(promoRefusal(new Error('offline'))).toBeUndefined();
  });

  it('tells a code refusal from a stock one', () => {
    expect(isPromoRefusal(promoRefusal(refused('PROMO_EXHAUSTED')))).toBe(true);
    expect(isPromoRefusal(promoRefusal(refused('OUT_OF_STOCK')))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyOfferDraft, offerValueText, toOfferInput } from './offer-input';

describe('offer input', () => {
  it('makes a promo code: percentage, cap in paise, limits', () => {
    const draft = { ...emptyOfferDraft, code: ' fest20 ', title: 'Festival 20%', value: '20', appliesTo: 'TICKETS' as const, cap: '100', maxRedemptions: '50', maxPerUser: '1', minTickets: '2' };
    expect(toOfferInput(draft)).toEqual({
      input: {
        code: 'fest20',
        title: 'Festival 20%',
        kind: 'PERCENT',
        value: 20,
        appliesTo: 'TICKETS',
        capPaise: 10000,
        startsAt: null,
        endsAt: null,
        minTickets: 2,
        maxRedemptions: 50,
        maxPerUser: 1,
        cinemaIds: [],
        formats: [],
        weekdays: [],
      },
    });
  });

  it('makes an automatic flat offer without a code, leaving the per-user limit to the server', () => {
    const made = toOfferInput({ ...emptyOfferDraft, title: 'Tuesday treat', kind: 'FLAT_PAISE', value: '49.50', weekdays: ['TUESDAY'] });
    expect(made).toMatchObject({ input: { title: 'Tuesday treat', kind: 'FLAT_PAISE', value: 4950, maxRedemptions: null, weekdays: ['TUESDAY'] } });
    expect('input' in made && 'code' in made.input).toBe(false);
    expect('input' in made && 'maxPerUser' in made.input).toBe(false);
  });

  it('says what is wrong', () => {
    expect(toOfferInput(emptyOfferDraft)).toEqual({ problem: 'A title is needed.' });
    expect(toOfferInput({ ...emptyOfferDraft, title: 'x', value: '120' })).toEqual({ problem: 'The percentage is a whole number from 1 to 100.' });
    expect(toOfferInput({ ...emptyOfferDraft, title: 'x', kind: 'FLAT_PAISE', value: '0' })).toEqual({ problem: 'The amount off must be more than ₹0.' });
    expect(toOfferInput({ ...emptyOfferDraft, title: 'x', value: '10', cap: 'lots' })).toEqual({ problem: 'The cap is an amount in rupees (blank for none).' });
    expect(toOfferInput({ ...emptyOfferDraft, title: 'x', value: '10', maxRedemptions: '1.5' })).toHaveProperty('problem');
    expect(toOfferInput({ ...emptyOfferDraft, title: 'x', value: '10', startsAt: '2030-07-02T10:00', endsAt: '2030-07-01T10:00' })).toEqual({
      problem: 'The offer must end after it starts.',
    });
  });

  it('describes what an offer takes off', () => {
    expect(offerValueText({ kind: 'PERCENT', value: 20, appliesTo: 'TICKETS', capPaise: 10000 })).toBe('20% off tickets, up to ₹100');
    expect(offerValueText({ kind: 'FLAT_PAISE', value: 5000, appliesTo: 'FOOD', capPaise: null })).toBe('₹50 off food');
    expect(offerValueText({ kind: 'PERCENT', value: 10, appliesTo: 'ALL', capPaise: null })).toBe('10% off tickets and food');
  });
});

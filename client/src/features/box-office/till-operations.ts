import { graphql } from '../../gql';
import { serverMessage } from '../../lib/errors';

// Every operation that returns a till reads the same fields (TillSummary's
// fragment, plus closedAt for the page), so the cache's one Till entry
// (normalised by id) is whole whichever of them wrote it last, and the
// opened till can be written as myTill's answer.
export const BoxOfficeTillQuery = graphql(`
  query BoxOfficeTill {
    myTill {
      id
      closedAt
      ...TillSummary_till
    }
  }
`);

export const OpenTillMutation = graphql(`
  mutation OpenTill($floatPaise: Int!) {
    openTill(floatPaise: $floatPaise) {
      id
      closedAt
      ...TillSummary_till
    }
  }
`);

export const CloseTillMutation = graphql(`
  mutation CloseTill($counted: [MethodAmountInput!]!) {
    closeTill(counted: $counted) {
      id
      closedAt
      ...TillSummary_till
    }
  }
`);

/** The methods a till holds, in the order the counter counts them. */
export const TILL_METHODS = ['CASH', 'CARD', 'UPI'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];

export const METHOD_WORDS: Record<TillMethod, string> = { CASH: 'Cash', CARD: 'Card', UPI: 'UPI' };

/**
 * Rupees as typed ("1500", "1,500.50") to paise; null for anything else, so a
 * typo is refused rather than read as zero.
 */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** What a refused counter action says: the server's reason, or a plain retry hint. */
export function failure(err: unknown): string {
  return serverMessage(err) ?? 'That did not go through: check the connection and try again.';
}

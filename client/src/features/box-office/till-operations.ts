import { graphql } from '../../gql';
import { serverMessage } from '../../lib/errors';

// Every operation that returns a till reads the same fields, so the cache's one
// Till entry (normalised by id) is whole whichever of them wrote it last.
export const BoxOfficeTillQuery = graphql(`
  query BoxOfficeTill {
    myTill {
      id
      openedAt
      floatPaise
      closedAt
      expected {
        method
        amountPaise
      }
      counted {
        method
        amountPaise
      }
      differencePaise
    }
  }
`);

export const OpenTillMutation = graphql(`
  mutation OpenTill($floatPaise: Int!) {
    openTill(floatPaise: $floatPaise) {
      id
      openedAt
      floatPaise
      closedAt
      expected {
        method
        amountPaise
      }
      counted {
        method
        amountPaise
      }
      differencePaise
    }
  }
`);

export const CloseTillMutation = graphql(`
  mutation CloseTill($counted: [MethodAmountInput!]!) {
    closeTill(counted: $counted) {
      id
      openedAt
      floatPaise
      closedAt
      expected {
        method
        amountPaise
      }
      counted {
        method
        amountPaise
      }
      differencePaise
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

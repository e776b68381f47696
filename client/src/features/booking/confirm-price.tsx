import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { PriceBreakdownList } from '../../components/price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { isPromoRefusal, promoRefusal } from './promo-refusal';

const QuoteQuery = graphql(`
  query BookingQuote($showId: ID!, $seats: [String!]!, $food: [OrderLineInput!], $promoCode: String) {
    quote(showId: $showId, seats: $seats, food: $food, promoCode: $promoCode) {
      ...PriceBreakdownList_breakdown
      discountPaise
      offer {
        id
        code
        title
      }
    }
  }
`);

type Food = Array<{ itemId: string; quantity: number }>;

/**
 * The confirm step's price: the promo code field and the breakdown of the
 * seats, the food and the code (or the best automatic offer), exactly as
 * createBooking will charge it. A code is first tried on its own; only one
 * the server takes becomes the applied code (`promoCode`), so a refused code
 * leaves the breakdown as it was and says why.
 */
export function ConfirmPrice({
  showId,
  seats,
  food,
  promoCode,
  onPromoCode,
}: {
  showId: string;
  seats: readonly string[];
  food: Food;
  promoCode: string | null;
  onPromoCode(code: string | null): void;
}) {
  const client = useApolloClient();
  // Food and a code go only when there are any: a booking without them asks what it always did.
  const base = { showId, seats: [...seats], ...(food.length > 0 ? { food } : {}) };
  const { data, error } = useQuery(QuoteQuery, {
    variables: { ...base, ...(promoCode ? { promoCode } : {}) },
    fetchPolicy: 'network-only',
  });
  const [trying, setTrying] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);

  const apply = async (code: string) => {
    setTrying(code);
    setRefusal(null);
    try {
      await client.query({ query: QuoteQuery, variables: { ...base, promoCode: code }, fetchPolicy: 'network-only' });
      onPromoCode(code);
    } catch (err) {
      const why = promoRefusal(err, code);
      setRefusal({ code, message: why?.message ?? 'The code could not be checked. Please try again.' });
    } finally {
      setTrying(null);
    }
  };

  const quote = data?.quote;
  const problem = error ? promoRefusal(error, promoCode ?? '') : undefined;
  return (
    <>
      <PromoCodeField
        applied={trying ?? refusal?.code ?? promoCode}
        savingPaise={promoCode && quote && !trying && !refusal ? quote.discountPaise : null}
        refusal={refusal?.message ?? (isPromoRefusal(problem) ? (problem?.message ?? null) : null)}
        checking={trying !== null}
        onApply={(code) => void apply(code)}
        onRemove={() => {
          setRefusal(null);
          onPromoCode(null);
        }}
      />
      {quote && !promoCode && quote.offer && quote.discountPaise > 0 && (
        <p data-testid="auto-offer" className="mt-2 text-sm text-emerald-300">
          Offer applied: {quote.offer.title}
        </p>
      )}
      {error && !quote ? (
        <p role={problem ? 'alert' : undefined} className="mt-4 text-sm text-zinc-400">
          {problem && !isPromoRefusal(problem) ? problem.message : 'The price could not be worked out; it is shown before you pay.'}
        </p>
      ) : !quote ? (
        <p className="mt-4 text-sm text-zinc-400">Working out the price...</p>
      ) : (
        <PriceBreakdownList id="quote" breakdown={quote} className="mt-4 rounded-md border border-zinc-700 p-3" />
      )}
    </>
  );
}

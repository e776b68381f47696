import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeFragmentData } from '../gql';
import { PriceBreakdownFragment, PriceBreakdownList, type Breakdown } from './price-breakdown';

/** The fragment as a query would hand it over. */
const asRef = (b: Breakdown) => makeFragmentData(b, PriceBreakdownFragment);

const withFood: Breakdown = {
  __typename: 'PriceBreakdown',
  ticketsPaise: 60000,
  foodPaise: 68000,
  discountPaise: 12000,
  feePaise: 3000,
  taxPaise: 12345,
  totalPaise: 119540,
  lines: [
    { __typename: 'PriceLine', kind: 'TICKETS', label: 'Prime × 2', amountPaise: 60000, gstRatePercent: 18, taxPaise: 9153 },
    { __typename: 'PriceLine', kind: 'FOOD', label: '1 × Large popcorn', amountPaise: 32000, gstRatePercent: 5, taxPaise: 1524 },
    { __typename: 'PriceLine', kind: 'FOOD', label: '2 × Cola', amountPaise: 36000, gstRatePercent: 18, taxPaise: 5492 },
    { __typename: 'PriceLine', kind: 'DISCOUNT', label: 'Offer FEST20', amountPaise: -12000, gstRatePercent: null, taxPaise: -4282 },
    { __typename: 'PriceLine', kind: 'FEE', label: 'Booking fee', amountPaise: 3540, gstRatePercent: 18, taxPaise: 540 },
  ],
};

describe('PriceBreakdownList', () => {
  it("shows the server's figures: tickets, food and discount with their lines, the fee, each GST line and the total", () => {
    render(<PriceBreakdownList id="quote" breakdown={asRef(withFood)} />);
    expect(screen.getByTestId('quote-tickets')).toHaveTextContent('₹600');
    expect(screen.getByTestId('quote-food')).toHaveTextContent('₹680');
    expect(screen.getByTestId('quote-discount')).toHaveTextContent('−₹120');
    expect(screen.getByText('Offer FEST20')).toBeInTheDocument();
    expect(screen.getByTestId('quote-fee')).toHaveTextContent('₹35.40');
    expect(screen.getAllByTestId('breakdown-line').map((l) => l.textContent)).toEqual([
      'Prime × 2₹600',
      '1 × Large popcorn₹320',
      '2 × Cola₹360',
    ]);
    expect(screen.getAllByTestId('quote-gst-line').map((l) => l.textContent)).toEqual([
      'GST 18% on Prime × 2₹91.53',
      'GST 5% on 1 × Large popcorn₹15.24',
      'GST 18% on 2 × Cola₹54.92',
      'GST 18% on Booking fee₹5.40',
    ]);
    expect(screen.getByTestId('quote-tax')).toHaveTextContent('₹123.45');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹1,195.40');
  });

  it('leaves out food and discount when there are none', () => {
    render(
      <PriceBreakdownList
        id="ticket"
        breakdown={asRef({ __typename: 'PriceBreakdown', ticketsPaise: 40000, foodPaise: 0, discountPaise: 0, feePaise: 2000, taxPaise: 100, totalPaise: 42000, lines: [] })}
      />,
    );
    expect(screen.queryByTestId('ticket-food')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('ticket-fee')).toHaveTextContent('₹20');
    expect(screen.getByTestId('ticket-total')).toHaveTextContent('₹420');
  });
});

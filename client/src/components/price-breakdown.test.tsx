import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceBreakdownList } from './price-breakdown';

describe('PriceBreakdownList', () => {
  it('shows the server figures: tickets, food, discount, fee, each GST line and the total', () => {
    render(
      <PriceBreakdownList
        id="quote"
        offerTitle="FEST20"
        breakdown={{
          ticketsPaise: 60000,
          foodPaise: 68000,
          discountPaise: 12000,
          feePaise: 3000,
          taxPaise: 12345,
          totalPaise: 119000,
          lines: [
            { label: 'Tickets', amountPaise: 60000, gstRatePercent: 18, taxPaise: 9153 },
            { label: 'Large popcorn', amountPaise: 32000, gstRatePercent: 5, taxPaise: 1524 },
            { label: 'Discount', amountPaise: -12000, gstRatePercent: null, taxPaise: 0 },
            { label: 'Booking fee', amountPaise: 3000, gstRatePercent: 18, taxPaise: 458 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('quote-tickets')).toHaveTextContent('₹600');
    expect(screen.getByTestId('quote-food')).toHaveTextContent('₹680');
    expect(screen.getByTestId('quote-discount')).toHaveTextContent('−₹120');
    expect(screen.getByText('Discount (FEST20)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-fee')).toHaveTextContent('₹30');
    expect(screen.getAllByTestId('quote-gst-line').map((l) => l.textContent)).toEqual([
      'GST 18% on Tickets (₹600)₹91.53',
      'GST 5% on Large popcorn (₹320)₹15.24',
      'GST 18% on Booking fee (₹30)₹4.58',
    ]);
    expect(screen.getByTestId('quote-tax')).toHaveTextContent('₹123.45');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₹1,190');
  });

  it('leaves out food and discount when there are none', () => {
    render(<PriceBreakdownList id="ticket" breakdown={{ ticketsPaise: 40000, feePaise: 2000, taxPaise: 100, totalPaise: 42000 }} />);
    expect(screen.queryByTestId('ticket-food')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('ticket-total')).toHaveTextContent('₹420');
  });
});

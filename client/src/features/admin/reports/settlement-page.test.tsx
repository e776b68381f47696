import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminSettlementDocument, AdminVenuesDocument } from '../../../gql/graphql';
import { renderRoute, signedInSession } from '../../../test/render';
import { fridayOf } from './settlement-page';

const venues = {
  request: { query: AdminVenuesDocument },
  result: { data: { cinemas: [{ __typename: 'Cinema', id: 'c2', name: 'Marquee Juhu', city: 'Mumbai', timeZone: 'Asia/Kolkata', cleaningBufferMinutes: 20, screens: [] }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('SettlementPage', () => {
  it('starts weeks on Fridays', () => {
    expect(fridayOf('2030-07-05')).toBe('2030-07-05'); // a Friday
    expect(fridayOf('2030-07-11')).toBe('2030-07-05'); // the Thursday after
    expect(fridayOf('2030-07-12')).toBe('2030-07-12');
  });

  it('shows each distributor\'s films with share and amount due for the chosen cinema', async () => {
    const settlement = {
      request: { query: AdminSettlementDocument, variables: (v: Record<string, unknown>) => v.cinemaId === 'c2' },
      result: {
        data: {
          settlement: [{
            __typename: 'Settlement', distributor: 'Yash Raj', weekStart: '2030-07-05', totalDuePaise: 2_00_000,
            cinema: { __typename: 'Cinema', id: 'c2', name: 'Marquee Juhu' },
            rows: [{ __typename: 'SettlementRow', movie: { __typename: 'Movie', id: 'm1', title: 'Monsoon Protocol' }, week: 2, tickets: 40,
              grossPaise: 5_90_000, taxPaise: 90_000, netPaise: 5_00_000, sharePercent: 40, duePaise: 2_00_000 }],
          }],
        },
      },
    };
    renderRoute('/admin/settlement', { session: signedInSession({ isAdmin: true }), mocks: [venues, settlement] });
    await screen.findByRole('option', { name: 'Marquee Juhu (Mumbai)' });
    await userEvent.selectOptions(screen.getByLabelText('Cinema'), 'c2');
    const section = await screen.findByRole('region', { name: 'Settlement for Yash Raj' });
    const row = within(section).getByText('Monsoon Protocol').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Monsoon Protocol240₹5,900₹900₹5,00040%₹2,000');
    expect(within(section).getByTestId('due-Yash Raj')).toHaveTextContent('₹2,000');
    expect(screen.getByRole('button', { name: 'Download CSV of the settlement' })).toBeInTheDocument();
  });
});

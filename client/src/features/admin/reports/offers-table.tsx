import { useQuery } from '@apollo/client/react';
import { formatPaise } from '../../../lib/format';
import { OffersReportQuery } from './more-operations';
import { rangeVariables, type ReportRange } from '../shared/report-operations';
import { ReportSection } from './report-section';

/** Each offer's redemptions, what it cost (the discounts) and what its bookings paid. */
export function OffersTable({ range }: { range: ReportRange }) {
  const { data, error } = useQuery(OffersReportQuery, { variables: rangeVariables(range) });
  const rows = data?.offersReport ?? [];
  return (
    <ReportSection
      title="Offers"
      report="offers"
      range={range}
      error={error}
      head={['Offer', 'Redemptions', 'Cost', 'Bookings paid']}
      empty={data && rows.length === 0 ? 'No offers redeemed in this range.' : undefined}
    >
      {rows.map((r) => (
        <tr key={r.offerId}>
          <th scope="row">{r.code ? `${r.code}: ${r.title}` : r.title}</th>
          <td>{r.redemptions}</td>
          <td>{formatPaise(r.costPaise)}</td>
          <td>{formatPaise(r.grossPaise)}</td>
        </tr>
      ))}
    </ReportSection>
  );
}

import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { formatPaise } from '../../../lib/format';
import { RefundsReportQuery } from './more-operations';
import { rangeVariables, type ReportRange } from '../shared/report-operations';
import { ReportSection } from './report-section';

/** The refunds made in the range, newest first. */
export function RefundsTable({ range }: { range: ReportRange }) {
  const { data, error } = useQuery(RefundsReportQuery, { variables: rangeVariables(range) });
  const rows = data?.refundsReport ?? [];
  return (
    <ReportSection
      title="Refunds"
      report="refunds"
      range={range}
      error={error}
      head={['Booking', 'Refunded', 'Film', 'Channel', 'Paid', 'Refund']}
      empty={data && rows.length === 0 ? 'No refunds in this range.' : undefined}
    >
      {rows.map((r) => (
        <tr key={r.bookingId}>
          <th scope="row">{r.reference}</th>
          <td>{dayjs(r.refundedAt).format('D MMM YYYY HH:mm')}</td>
          <td>{r.movie}</td>
          <td>{r.channel === 'COUNTER' ? 'Counter' : 'Online'}</td>
          <td>{formatPaise(r.amountPaise)}</td>
          <td>{formatPaise(r.refundedPaise)}</td>
        </tr>
      ))}
    </ReportSection>
  );
}

import { useQuery } from '@apollo/client/react';
import { formatPaise } from '../../../lib/format';
import { FoodSalesQuery } from './more-operations';
import { rangeVariables, type ReportRange } from '../shared/report-operations';
import { ReportSection } from './report-section';

/** Food sold by menu item: units, gross, the GST inside and net. */
export function FoodTable({ range }: { range: ReportRange }) {
  const { data, error } = useQuery(FoodSalesQuery, { variables: rangeVariables(range) });
  const rows = data?.foodSalesReport ?? [];
  return (
    <ReportSection
      title="Food sales"
      report="food"
      range={range}
      error={error}
      head={['Item', 'Units', 'Gross', 'GST', 'Net']}
      empty={data && rows.length === 0 ? 'No food sold in this range.' : undefined}
    >
      {rows.map((r) => (
        <tr key={r.itemId}>
          <th scope="row">{r.name}</th>
          <td>{r.quantity}</td>
          <td>{formatPaise(r.grossPaise)}</td>
          <td>{formatPaise(r.taxPaise)}</td>
          <td>{formatPaise(r.netPaise)}</td>
        </tr>
      ))}
    </ReportSection>
  );
}

import { useQuery } from '@apollo/client/react';
import { formatPaise } from '../../../lib/format';
import { rangeVariables, SalesReportQuery, type ReportRange } from './report-operations';

const W = 640;
const H = 200;
const PAD = 24;

/**
 * Revenue per day as bars, drawn as SVG from the same salesReport rows the
 * "by day" table shows (no chart library to download). Each bar carries its
 * day and amount as a <title>, and the figure names the whole series.
 */
export function RevenueChart({ range }: { range: ReportRange }) {
  const { data } = useQuery(SalesReportQuery, { variables: { ...rangeVariables(range), groupBy: 'DAY' } });
  const days = [...(data?.salesReport ?? [])].sort((a, b) => a.key.localeCompare(b.key));
  const max = Math.max(1, ...days.map((d) => d.grossPaise));
  const step = days.length ? (W - 2 * PAD) / days.length : 0;
  const summary = days.map((d) => `${d.label}: ${formatPaise(d.grossPaise)}`).join('; ');
  return (
    <figure className="rounded-lg border border-zinc-700 p-4">
      <figcaption className="mb-2 font-medium">Revenue over time</figcaption>
      {days.length === 0 ? (
        <p className="text-sm text-zinc-400">No revenue in this range.</p>
      ) : (
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Revenue per day. ${summary}`} className="w-full">
          <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="currentColor" strokeOpacity={0.4} />
          {days.map((d, i) => {
            const h = ((H - 2 * PAD) * d.grossPaise) / max;
            return (
              <g key={d.key} data-testid="revenue-bar">
                <rect x={PAD + i * step + step * 0.1} y={H - PAD - h} width={step * 0.8} height={h} className="fill-primary">
                  <title>{`${d.label}: ${formatPaise(d.grossPaise)}`}</title>
                </rect>
                {days.length <= 14 && (
                  <text x={PAD + i * step + step / 2} y={H - 6} textAnchor="middle" fontSize={10} fill="currentColor">
                    {d.key.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
          <text x={PAD} y={PAD - 8} fontSize={10} fill="currentColor">
            {formatPaise(max)}
          </text>
        </svg>
      )}
    </figure>
  );
}

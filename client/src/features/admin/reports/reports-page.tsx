import { useState } from 'react';
import dayjs from 'dayjs';
import { AdminTitle } from '../shared/admin-title';
import { CinemaSelect, useVenues } from '../shared/venue-picker';
import { OccupancyHeatMap } from '../shared/heat-map';
import type { ReportRange } from '../shared/report-operations';
import { RevenueChart } from '../shared/revenue-chart';
import { SalesTable } from './sales-table';
import { FoodTable } from './food-table';
import { OffersTable } from './offers-table';
import { RefundsTable } from './refunds-table';

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';

/**
 * Reports over a date range, for one cinema or all: sales by film, screen,
 * day and channel, revenue over time, the occupancy heat map, food sales,
 * offers and refunds; each table
 * downloads as CSV with the same numbers (the server makes both from one query).
 */
export function ReportsPage() {
  const [range, setRange] = useState<ReportRange>(() => ({
    from: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
    to: dayjs().format('YYYY-MM-DD'),
    cinemaId: '',
  }));
  const { cinemas } = useVenues();
  return (
    <>
      <AdminTitle text="Reports" />
      <form className="mt-6 flex flex-wrap items-end gap-4" aria-label="Report range" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" className={INPUT} value={range.from} max={range.to} onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" className={INPUT} value={range.to} min={range.from} onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))} />
        </label>
        <CinemaSelect cinemas={cinemas} value={range.cinemaId} onChange={(cinemaId) => setRange((r) => ({ ...r, cinemaId }))} allowAll />
      </form>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <div className="xl:col-span-2">
          <RevenueChart range={range} />
        </div>
        <SalesTable range={range} groupBy="MOVIE" />
        <SalesTable range={range} groupBy="SCREEN" />
        <SalesTable range={range} groupBy="DAY" />
        <SalesTable range={range} groupBy="CHANNEL" />
        <div className="xl:col-span-2">
          <OccupancyHeatMap range={range} />
        </div>
        <FoodTable range={range} />
        <OffersTable range={range} />
        <div className="xl:col-span-2">
          <RefundsTable range={range} />
        </div>
      </div>
    </>
  );
}

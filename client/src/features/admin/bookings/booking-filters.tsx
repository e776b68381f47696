import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingStatus } from '../../../gql/graphql';
import { STATUSES, STATUS_TEXT } from './booking-status';

/** The filters as the URL keeps them: ?status=PAID&status=REFUNDED&q=asha&offset=50. */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const statuses = STATUSES.filter((s) => params.getAll('status').includes(s));
  const search = params.get('q')?.trim() ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  // Any change of filter starts again at the first page.
  const update = (next: { statuses?: readonly BookingStatus[]; search?: string; offset?: number }) => {
    const p = new URLSearchParams();
    for (const s of next.statuses ?? statuses) p.append('status', s);
    const q = next.search ?? search;
    if (q) p.set('q', q);
    if (next.offset) p.set('offset', String(next.offset));
    setParams(p);
  };
  return { statuses, search, offset, update };
}

/** One chip per status: the list shows the bookings in any pressed one (all when none is). */
export function StatusChips({ value, onChange }: { value: readonly BookingStatus[]; onChange(v: BookingStatus[]): void }) {
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap items-center gap-2">
      {STATUSES.map((s) => {
        const on = value.includes(s);
        return (
          <button
            key={s}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== s) : [...value, s])}
            className={`rounded-full border px-3 py-1 text-xs ${
              on ? 'border-primary bg-primary/20 text-white' : 'border-zinc-600 text-zinc-400 hover:text-white'
            }`}
          >
            {STATUS_TEXT[s]}
          </button>
        );
      })}
    </div>
  );
}

/** The reference or e-mail searched for, sent on Enter or Search. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor={id}>Search bookings</label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Reference or e-mail"
          className="w-64 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
        />
      </div>
      <button type="submit" className="rounded-md border border-zinc-600 px-3 py-2 text-sm hover:bg-zinc-800">
        Search
      </button>
    </form>
  );
}

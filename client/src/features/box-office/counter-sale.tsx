import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import type { SellAtCounterMutation as SaleData } from '../../gql/graphql';
import { Button } from '../../components/button';
import { SeatLegend, SeatMap } from '../../components/seat-map/seat-map';
import { seatClickError, sortSeats } from '../../components/seat-map/seats';
import { useLiveSeatMap } from '../../components/seat-map/use-live-seat-map';
import { useShowLayout } from '../../components/seat-map/use-show-layout';
import { orderLines, type FoodOrder } from '../../components/food/food-order';
import { CounterFood, CounterTotal } from './counter-food';
import { BoxOfficeShowsQuery, SellAtCounterMutation } from './sale-operations';
import { BoxOfficeTillQuery, failure, METHOD_WORDS, TILL_METHODS, type TillMethod } from './till-operations';

export type Sale = SaleData['sellAtCounter'];

const inputClass = 'rounded border border-zinc-600 bg-zinc-900 px-2 py-1 text-white';

/** Today's date where the counter is, YYYY-MM-DD, to put today's shows first. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function useCounterShows() {
  const { data } = useQuery(BoxOfficeShowsQuery);
  return useMemo(() => {
    const today = localToday();
    const shows = (data?.shows ?? []).filter((s) => s.status !== 'CANCELLED');
    // Today's shows first, then the rest, each soonest first.
    return [...shows].sort(
      (a, b) => Number(b.localDate === today) - Number(a.localDate === today) || a.startsAt.localeCompare(b.startsAt),
    );
  }, [data]);
}

/**
 * A sale at the counter: a show, seats on the same live map customers see
 * (their holds show up as they happen), food from the cinema's menu, how it was
 * paid and an optional contact.
 */
export function CounterSale({ onSold }: { onSold(sale: Sale): void }) {
  const shows = useCounterShows();
  const [showId, setShowId] = useState<string | null>(null);
  const chosen = showId ?? shows[0]?.id ?? null;
  const [selected, setSelected] = useState<string[]>([]);
  const [method, setMethod] = useState<TillMethod>('CASH');
  const [reference, setReference] = useState('');
  const [contact, setContact] = useState('');
  const [food, setFood] = useState<FoodOrder>({});
  const { seating, maxSeats } = useShowLayout(chosen);
  const seatMap = useLiveSeatMap(chosen, (occupied) =>
    setSelected((seats) => seats.filter((s) => !occupied.has(s))),
  );
  const [sell, { loading }] = useMutation(SellAtCounterMutation, {
    refetchQueries: [{ query: BoxOfficeTillQuery }],
  });

  const onSeatClick = (seat: string) => {
    const error = seatClickError(seat, { hasTime: Boolean(chosen), selected, availability: seatMap.availability, maxSeats });
    if (error) {
      toast.error(error);
      return;
    }
    setSelected((s) => (s.includes(seat) ? s.filter((x) => x !== seat) : [...s, seat]));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || selected.length === 0) return;
    if (method !== 'CASH' && !reference.trim()) {
      toast.error(method === 'CARD' ? 'Enter the card terminal reference' : 'Enter the UPI UTR');
      return;
    }
    const lines = orderLines(food);
    sell({
      variables: {
        showId: chosen,
        seats: sortSeats(selected),
        method,
        paymentReference: method === 'CASH' ? null : reference.trim(),
        contact: contact.trim() || null,
        food: lines.length ? lines : null,
      },
    })
      .then(({ data }) => {
        if (!data) return;
        setSelected([]);
        setReference('');
        setContact('');
        setFood({});
        onSold(data.sellAtCounter);
      })
      .catch((err: unknown) => toast.error(failure(err)));
  };

  return (
    <form onSubmit={submit} aria-label="Sell at the counter" className="flex flex-col gap-4">
      <label className="flex flex-col text-sm">
        Show
        <select
          className={inputClass}
          value={chosen ?? ''}
          onChange={(e) => {
            setShowId(e.target.value);
            setSelected([]);
            setFood({});
          }}
        >
          {shows.map((s) => (
            <option key={s.id} value={s.id}>
              {s.localDate} {s.localTime} · {s.movie.title} · {s.cinema.name} {s.screen.name}
            </option>
          ))}
        </select>
      </label>
      {shows.length === 0 && <p className="text-sm text-zinc-400">No shows to sell.</p>}
      {seating && (
        <div className="print:hidden">
          <SeatMap
            layout={seating.layout}
            prices={seating.prices}
            selected={selected}
            availability={seatMap.availability}
            onSeatClick={onSeatClick}
          />
          <SeatLegend />
        </div>
      )}
      <p data-testid="counter-seats">Seats: {selected.length ? sortSeats(selected).join(', ') : 'none chosen'}</p>
      <CounterFood showId={chosen} order={food} onChange={setFood} />
      <CounterTotal showId={chosen} seats={sortSeats(selected)} order={food} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm">Payment</legend>
        {TILL_METHODS.map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
            {METHOD_WORDS[m]}
          </label>
        ))}
      </fieldset>
      {method !== 'CASH' && (
        <label className="flex flex-col text-sm">
          {method === 'CARD' ? 'Terminal reference' : 'UPI UTR'}
          <input className={inputClass} value={reference} onChange={(e) => setReference(e.target.value)} />
        </label>
      )}
      <label className="flex flex-col text-sm">
        Phone or e-mail (optional, for the e-ticket)
        <input className={inputClass} value={contact} onChange={(e) => setContact(e.target.value)} />
      </label>
      <Button type="submit" disabled={loading || !chosen || selected.length === 0}>
        Sell {selected.length || ''} {selected.length === 1 ? 'seat' : 'seats'}
      </Button>
    </form>
  );
}

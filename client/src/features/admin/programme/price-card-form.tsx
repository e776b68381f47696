import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import type { PriceCardInput, ShowFormat } from '../../../gql/graphql';
import { Button } from '../../../components/button';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import { FORMATS, WEEKDAYS } from '../shared/versions';

const CreatePriceCardMutation = graphql(`
  mutation CreatePriceCard($cinemaId: ID!, $input: PriceCardInput!) {
    createPriceCard(cinemaId: $cinemaId, input: $input) {
      id
      name
    }
  }
`);

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm [color-scheme:dark]';

interface Draft {
  name: string;
  days: number[];
  from: string;
  to: string;
  formats: ShowFormat[];
  startsOn: string;
  endsOn: string;
  priority: string;
  prices: Record<string, string>;
}

const empty: Draft = { name: '', days: [], from: '', to: '', formats: [], startsOn: '', endsOn: '', priority: '0', prices: {} };

const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * The PriceCardInput of a draft, or the message saying what is missing: a
 * name, a priority, and a price of 0 or more for at least one category.
 * Empty times, dates, days and formats mean "any" and are left out.
 */
export function toPriceCardInput(
  draft: Draft,
  categories: ReadonlyArray<{ code: string }>,
): { problem: string } | { input: PriceCardInput } {
  const name = draft.name.trim();
  const priority = Number(draft.priority);
  const prices: Array<{ category: string; pricePaise: number }> = [];
  for (const { code } of categories) {
    const raw = (draft.prices[code] ?? '').trim();
    if (raw === '') continue;
    const rupees = Number(raw);
    if (!Number.isFinite(rupees) || rupees < 0) return { problem: 'Prices must be 0 or more.' };
    prices.push({ category: code, pricePaise: Math.round(rupees * 100) });
  }
  if (!name || draft.priority.trim() === '' || !Number.isInteger(priority) || prices.length === 0) return { problem: 'Missing required fields' };
  return {
    input: {
      name,
      days: [...draft.days].sort((a, b) => a - b),
      from: draft.from || null,
      to: draft.to || null,
      formats: FORMATS.map((f) => f.value).filter((f) => draft.formats.includes(f)),
      startsOn: draft.startsOn || null,
      endsOn: draft.endsOn || null,
      priority,
      prices,
    },
  };
}

/** A new price card for one cinema: which shows it matches, how it ranks, a price per seat category. */
export function PriceCardForm({
  cinemaId,
  categories,
  onCreated,
}: {
  cinemaId: string;
  categories: ReadonlyArray<{ code: string; name: string }>;
  onCreated(): void;
}) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [create, { loading }] = useMutation(CreatePriceCardMutation);
  const id = useId();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = toPriceCardInput(draft, categories);
    if ('problem' in made) {
      toast.error(made.problem);
      return;
    }
    try {
      await create({ variables: { cinemaId, input: made.input } });
      toast.success(`Price card "${made.input.name}" created.`);
      setDraft(empty);
      onCreated();
    } catch (err) {
      console.error('Creating a price card failed:', err);
      toast.error(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? 'The price card could not be created.') : 'The price card could not be created.');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New price card" className="mt-6 max-w-3xl space-y-4 rounded-lg border border-primary/20 bg-primary/5 p-4">
      <h2 className="text-lg font-medium">New price card</h2>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={draft.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} placeholder="Weekend prime" className={INPUT} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-priority`}>Priority</label>
          <input id={`${id}-priority`} type="number" step={1} min={-1000} max={1000} value={draft.priority} onChange={(e) => set({ priority: e.target.value })} className={`${INPUT} w-24`} />
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm">Days (none: every day)</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day, i) => (
            <label key={day} className="flex items-center gap-1 rounded border border-zinc-600 px-2 py-1 text-sm">
              <input type="checkbox" checked={draft.days.includes(i + 1)} onChange={() => set({ days: toggle(draft.days, i + 1) })} className="accent-primary" />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-from`}>From (time)</label>
          <input id={`${id}-from`} type="time" value={draft.from} onChange={(e) => set({ from: e.target.value })} className={INPUT} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-to`}>To (time)</label>
          <input id={`${id}-to`} type="time" value={draft.to} onChange={(e) => set({ to: e.target.value })} className={INPUT} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-starts`}>Starts on</label>
          <input id={`${id}-starts`} type="date" value={draft.startsOn} onChange={(e) => set({ startsOn: e.target.value })} className={INPUT} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-ends`}>Ends on</label>
          <input id={`${id}-ends`} type="date" value={draft.endsOn} onChange={(e) => set({ endsOn: e.target.value })} className={INPUT} />
        </div>
      </div>
      <p className="text-xs text-zinc-400">Empty times cover the whole day; empty dates leave the range open. A band whose start is after its end runs past midnight.</p>
      <fieldset>
        <legend className="mb-1 text-sm">Formats (none: every format)</legend>
        <div className="flex flex-wrap gap-2">
          {FORMATS.map((f) => (
            <label key={f.value} className="flex items-center gap-1 rounded border border-zinc-600 px-2 py-1 text-sm">
              <input type="checkbox" checked={draft.formats.includes(f.value)} onChange={() => set({ formats: toggle(draft.formats, f.value) })} className="accent-primary" />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm">Prices (GST included)</legend>
        {categories.length === 0 ? (
          <p className="text-sm text-zinc-400">This cinema has no screens yet: add one to price its seats.</p>
        ) : (
          <div className="flex flex-wrap gap-4">
            {categories.map((c) => (
              <span key={c.code} className="inline-flex items-center gap-2 rounded-md border border-zinc-600 px-3 py-2 text-sm">
                <span aria-hidden="true" className="text-zinc-400">{c.name} ₹</span>
                <input
                  aria-label={`${c.name} price`}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  value={draft.prices[c.code] ?? ''}
                  onChange={(e) => set({ prices: { ...draft.prices, [c.code]: e.target.value } })}
                  className="w-24 bg-transparent outline-none"
                />
              </span>
            ))}
          </div>
        )}
      </fieldset>
      <Button type="submit" shape="rounded" disabled={loading}>
        {loading ? 'Creating...' : 'Create price card'}
      </Button>
    </form>
  );
}

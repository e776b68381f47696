import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';
import { FORMATS } from '../shared/versions';
import { emptyOfferDraft, toOfferInput, WEEKDAY_VALUES, type OfferDraft } from './offer-input';

const CreateOfferMutation = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    createOffer(input: $input) {
      id
      code
      title
    }
  }
`);

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm [color-scheme:dark]';
const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function Checks<T extends string>({ legend, options, chosen, onChange }: { legend: string; options: ReadonlyArray<{ value: T; label: string }>; chosen: readonly T[]; onChange(next: T[]): void }) {
  return (
    <fieldset className="text-sm">
      <legend className="font-medium">{legend} <span className="font-normal text-zinc-400">(none ticked: all)</span></legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1.5">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onChange(toggle(chosen, o.value))} className="h-4 w-4 accent-primary" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A new promo code (or, without a code, an automatic offer) with its limits and where it applies. */
export function OfferForm({ cinemas, onCreated }: { cinemas: ReadonlyArray<{ id: string; name: string }>; onCreated(): void }) {
  const [draft, setDraft] = useState<OfferDraft>(emptyOfferDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateOfferMutation);
  const id = useId();
  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const input = (key: 'code' | 'title' | 'value' | 'cap' | 'minTickets' | 'maxRedemptions' | 'maxPerUser', label: string, mode?: 'numeric' | 'decimal') => (
    <Field label={label} id={`${id}-${key}`}>
      <input id={`${id}-${key}`} inputMode={mode} value={draft[key]} onChange={(e) => set(key, e.target.value)} className={INPUT} />
    </Field>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = toOfferInput(draft);
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: made.input } });
      const o = data?.createOffer;
      toast.success(o?.code ? `Code ${o.code} created.` : `Offer "${o?.title ?? made.input.title}" created.`);
      setDraft(emptyOfferDraft);
      onCreated();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'The offer could not be created.');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New offer" className="mt-8 max-w-3xl rounded-lg border border-zinc-700 p-4">
      <h2 className="text-lg font-medium">New offer</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {input('code', 'Code (blank for an automatic offer)')}
        {input('title', 'Title')}
        <Field label="Kind" id={`${id}-kind`}>
          <select id={`${id}-kind`} value={draft.kind} onChange={(e) => set('kind', e.target.value === 'FLAT_PAISE' ? 'FLAT_PAISE' : 'PERCENT')} className={INPUT}>
            <option value="PERCENT">Percentage off</option>
            <option value="FLAT_PAISE">Amount off (₹)</option>
          </select>
        </Field>
        {input('value', draft.kind === 'PERCENT' ? 'Percent off' : 'Rupees off', 'decimal')}
        <Field label="Applies to" id={`${id}-scope`}>
          <select id={`${id}-scope`} value={draft.appliesTo} onChange={(e) => set('appliesTo', e.target.value as OfferDraft['appliesTo'])} className={INPUT}>
            <option value="ALL">Tickets and food</option>
            <option value="TICKETS">Tickets</option>
            <option value="FOOD">Food</option>
          </select>
        </Field>
        {input('cap', 'Cap per booking (₹, blank for none)', 'decimal')}
        <Field label="Starts" id={`${id}-starts`}>
          <input id={`${id}-starts`} type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} className={INPUT} />
        </Field>
        <Field label="Ends" id={`${id}-ends`}>
          <input id={`${id}-ends`} type="datetime-local" value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} className={INPUT} />
        </Field>
        {input('minTickets', 'Minimum tickets', 'numeric')}
        {input('maxRedemptions', 'Redemptions in all (blank for no limit)', 'numeric')}
        {input('maxPerUser', 'Per customer (blank: 1 for a code)', 'numeric')}
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <Checks legend="Cinemas" options={cinemas.map((c) => ({ value: c.id, label: c.name }))} chosen={draft.cinemaIds} onChange={(v) => set('cinemaIds', v)} />
        <Checks legend="Formats" options={FORMATS} chosen={draft.formats} onChange={(v) => set('formats', v)} />
        <Checks legend="Days" options={WEEKDAY_VALUES} chosen={draft.weekdays} onChange={(v) => set('weekdays', v)} />
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-amber-300">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" shape="rounded" disabled={loading} className="mt-4">
        {loading ? 'Creating...' : 'Create offer'}
      </Button>
    </form>
  );
}

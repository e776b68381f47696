import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { serverMessage } from '../../../lib/errors';
import { toMenuItemInput, type MenuDraft } from './menu-input';

const UpsertMenuItemMutation = graphql(`
  mutation UpsertMenuItem($cinemaId: ID!, $input: MenuItemInput!) {
    upsertMenuItem(cinemaId: $cinemaId, input: $input) {
      id
      name
    }
  }
`);

const INPUT = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm';
const CATEGORIES = ['Popcorn', 'Drinks', 'Combos', 'Snacks'];

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Adds an item to the cinema's menu, or changes one (the draft has its id). */
export function MenuItemForm({ cinemaId, initial, onSaved, onCancel }: { cinemaId: string; initial: MenuDraft; onSaved(): void; onCancel?(): void }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpsertMenuItemMutation);
  const id = useId();
  const set = <K extends keyof MenuDraft>(key: K, value: MenuDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const editing = Boolean(initial.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = toMenuItemInput(draft);
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    setProblem(null);
    try {
      const { data } = await save({ variables: { cinemaId, input: made.input } });
      toast.success(`${data?.upsertMenuItem.name ?? made.input.name} ${editing ? 'saved' : 'added to the menu'}.`);
      onSaved();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'The item could not be saved.');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${initial.name}` : 'New menu item'} className="mt-6 max-w-3xl rounded-lg border border-zinc-700 p-4">
      <h2 className="text-lg font-medium">{editing ? `Edit ${initial.name}` : 'New menu item'}</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label="Name" id={`${id}-name`}>
          <input id={`${id}-name`} value={draft.name} onChange={(e) => set('name', e.target.value)} className={INPUT} />
        </Field>
        <Field label="Category" id={`${id}-category`}>
          <input id={`${id}-category`} list={`${id}-categories`} value={draft.category} onChange={(e) => set('category', e.target.value)} className={INPUT} />
          <datalist id={`${id}-categories`}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field label="Description" id={`${id}-description`}>
          <input id={`${id}-description`} value={draft.description} onChange={(e) => set('description', e.target.value)} className={INPUT} />
        </Field>
        <Field label="Image URL" id={`${id}-image`}>
          <input id={`${id}-image`} value={draft.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} className={INPUT} />
        </Field>
        <Field label="Price (₹, GST included)" id={`${id}-price`}>
          <input id={`${id}-price`} inputMode="decimal" value={draft.price} onChange={(e) => set('price', e.target.value)} className={INPUT} />
        </Field>
        <Field label="GST rate" id={`${id}-gst`}>
          <select id={`${id}-gst`} value={draft.gstRatePercent} onChange={(e) => set('gstRatePercent', e.target.value === '18' ? 18 : 5)} className={INPUT}>
            <option value={5}>5%</option>
            <option value={18}>18%</option>
          </select>
        </Field>
        <Field label="Stock per day (blank for no limit)" id={`${id}-stock`}>
          <input id={`${id}-stock`} inputMode="numeric" value={draft.stockPerDay} onChange={(e) => set('stockPerDay', e.target.value)} className={INPUT} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" checked={draft.available} onChange={(e) => set('available', e.target.checked)} className="h-4 w-4 accent-primary" />
          Available
        </label>
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-amber-300">
          {problem}
        </p>
      )}
      <div className="mt-4 flex gap-3">
        <Button type="submit" size="sm" shape="rounded" disabled={loading}>
          {loading ? 'Saving...' : editing ? 'Save item' : 'Add item'}
        </Button>
        {onCancel && (
          <button type="button" onClick={onCancel} className="rounded-md border border-zinc-600 px-4 py-1.5 text-sm hover:bg-zinc-800">
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

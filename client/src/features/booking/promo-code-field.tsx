import { useId, useState, type FormEvent } from 'react';
import { TicketPercentIcon } from 'lucide-react';
import { formatPaise } from '../../lib/format';

/**
 * The confirm step's promo code: type it and Apply; once the quote takes it,
 * the code and what it saves; when it does not, why (in an alert, beside the
 * field). Codes are case-insensitive: what is typed is sent as typed.
 */
export function PromoCodeField({
  applied,
  savingPaise,
  refusal,
  checking,
  onApply,
  onRemove,
}: {
  /** The code the quote was asked with, or null. */
  applied: string | null;
  /** What the applied code saves, once the quote has answered. */
  savingPaise: number | null;
  /** Why the applied code was refused. */
  refusal: string | null;
  /** The quote with the code is on its way. */
  checking: boolean;
  onApply(code: string): void;
  onRemove(): void;
}) {
  const [text, setText] = useState(applied ?? '');
  const id = useId();
  const accepted = applied !== null && !refusal && !checking && savingPaise !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim();
    if (code) onApply(code);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <TicketPercentIcon aria-hidden="true" className="h-4 w-4 text-primary" /> Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : accepted ? `${id}-saving` : undefined}
          className="min-w-0 flex-1 rounded-md border border-zinc-700 bg-zinc-800 px-3 py-2 font-mono uppercase outline-none focus:border-primary"
        />
        {applied !== null && !checking ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onRemove();
            }}
            className="rounded-md border border-zinc-600 px-4 py-2 text-sm hover:bg-zinc-800"
          >
            Remove
          </button>
        ) : null}
        <button type="submit" disabled={checking || !text.trim()} className="rounded-md bg-zinc-700 px-4 py-2 text-sm font-medium hover:bg-zinc-600 disabled:opacity-50">
          {checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} role="alert" data-testid="promo-refusal" className="mt-2 rounded-md bg-red-500/15 px-3 py-2 text-sm text-red-200">
          {refusal}
        </p>
      )}
      {accepted && (
        <p id={`${id}-saving`} role="status" data-testid="promo-saving" className="mt-2 text-sm text-emerald-300">
          {applied.toUpperCase()} applied: you save {formatPaise(savingPaise)}
        </p>
      )}
    </form>
  );
}

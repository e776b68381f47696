import { MinusIcon, PlusIcon } from 'lucide-react';

const STEP =
  'flex h-11 w-11 items-center justify-center rounded-full border border-zinc-600 bg-zinc-900 text-white transition hover:border-primary active:scale-95 disabled:opacity-40 disabled:active:scale-100';

/**
 * − quantity +, with buttons big enough for a thumb (44 px) and names that
 * say what they do to which item ("Add one Cola"); the quantity is a live
 * status so a screen reader hears the new count after each press.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  /** The item's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  max: number;
  onChange(quantity: number): void;
}) {
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center gap-2">
      <button
        type="button"
        aria-label={`Remove one ${name}`}
        disabled={quantity <= 0}
        onClick={() => onChange(quantity - 1)}
        className={STEP}
      >
        <MinusIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      <output aria-live="polite" aria-label={`${name} quantity`} className="w-6 text-center text-lg font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Add one ${name}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
        className={STEP}
      >
        <PlusIcon aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

/** Rupee prices being typed, by category code. */
export type PriceDraft = Readonly<Record<string, string>>;

/** One rupee price input per seat category of the chosen screen's layout. */
export function CategoryPrices({
  categories,
  value,
  onChange,
  optional = false,
}: {
  categories: ReadonlyArray<{ code: string; name: string }>;
  value: PriceDraft;
  onChange: (next: PriceDraft) => void;
  /** Price cards fill the prices left empty. */
  optional?: boolean;
}) {
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-medium">Ticket prices (GST included)</legend>
      {optional && (
        <p className="mb-2 text-xs text-zinc-400">Leave a price empty to take it from the cinema&apos;s price cards; a price typed here wins.</p>
      )}
      <div className="flex flex-wrap gap-4">
        {categories.map((c) => (
          <div key={c.code} className="flex flex-col gap-1 text-sm">
            <span aria-hidden="true">{c.name} price</span>
            <span className="inline-flex items-center gap-2 rounded-md border border-zinc-600 px-3 py-2">
              <span aria-hidden="true" className="text-zinc-400">₹</span>
              <input
                aria-label={`${c.name} price`}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={value[c.code] ?? ''}
                onChange={(e) => onChange({ ...value, [c.code]: e.target.value })}
                placeholder={optional ? 'Price card' : 'Enter price'}
                className="w-28 bg-transparent outline-none"
              />
            </span>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The mutation's prices in paise, or a reason they cannot be sent: a price
 * missing for a category ('missing') or not a number of 0 or more ('invalid').
 * optional (price cards fill the rest) leaves empty categories out.
 */
export function toCategoryPrices(
  categories: ReadonlyArray<{ code: string }>,
  draft: PriceDraft,
  optional = false,
): { prices: Array<{ category: string; pricePaise: number }> } | { problem: 'missing' | 'invalid' } {
  const prices: Array<{ category: string; pricePaise: number }> = [];
  for (const { code } of categories) {
    const raw = (draft[code] ?? '').trim();
    if (raw === '' && optional) continue;
    if (raw === '') return { problem: 'missing' };
    const rupees = Number(raw);
    if (!Number.isFinite(rupees) || rupees < 0) return { problem: 'invalid' };
    prices.push({ category: code, pricePaise: Math.round(rupees * 100) });
  }
  return { prices };
}

import { UsersIcon } from 'lucide-react';
import { Modal } from '../../components/modal';

/**
 * "How many seats?": one button per number from 1 to the show's limit, as
 * BookMyShow asks before its map. Choosing one pre-selects the best seats
 * for that many; closing it leaves the map to be used by hand.
 */
export function SeatCountSheet({
  maxSeats,
  current,
  onChoose,
  onClose,
}: {
  maxSeats: number;
  current: number | null;
  onChoose(count: number): void;
  onClose(): void;
}) {
  const counts = Array.from({ length: maxSeats }, (_, i) => i + 1);
  return (
    <Modal title="How many seats?" onClose={onClose} className="max-w-sm" focusAfterPaint>
      <p className="mt-2 text-sm text-zinc-300">We pick the best seats together for you; tap any seat to change them.</p>
      <div role="group" aria-label="Number of seats" className="mt-5 grid grid-cols-5 gap-2">
        {counts.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === current}
            data-autofocus={n === (current ?? 2) ? true : undefined}
            onClick={() => onChoose(n)}
            className={`h-12 rounded-lg border text-lg font-semibold transition ${
              n === current ? 'border-primary bg-primary-dull text-white' : 'border-zinc-600 hover:border-primary hover:bg-primary/20'
            }`}
          >
            {n}
          </button>
        ))}
      </div>
    </Modal>
  );
}

/** The header's "N seats" button: opens "How many seats?" again at any time. */
export function SeatCountButton({ count, onClick }: { count: number | null; onClick(): void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className="flex shrink-0 items-center gap-1.5 rounded-full border border-zinc-600 px-3 py-1.5 text-sm hover:border-primary"
    >
      <UsersIcon aria-hidden="true" className="h-4 w-4" />
      {count === null ? 'How many seats?' : count === 1 ? '1 seat' : `${count} seats`}
    </button>
  );
}

/** Said when the server found no `count` free seats together. */
export function NoBlockNotice({ count }: { count: number }) {
  return (
    <p role="status" className="mt-2 max-w-xl rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-center text-sm text-amber-100">
      No {count} seats together are free; choose your seats on the map.
    </p>
  );
}

import { AccessibilityIcon, UserPlusIcon, XIcon } from 'lucide-react';
import type { SeatState } from './seats';
import { accessibleChoices, type SeatKind } from './seat-layout';
import { SEAT_STYLES } from './seat-row';

export function AccessibleSeatNotice({
  kinds,
  selected,
}: {
  kinds: ReadonlyMap<string, SeatKind>;
  selected: readonly string[];
}) {
  const { wheelchair, companion } = accessibleChoices(kinds, selected);
  if (wheelchair.length === 0 && companion.length === 0) return null;
  return (
    <div role="note" aria-label="Accessible seating" className="mt-6 max-w-xl rounded-md border border-sky-500/40 bg-sky-500/10 p-3 text-sm text-sky-100">
      {wheelchair.length > 0 && (
        <p>
          Wheelchair space {wheelchair.join(', ')}: an open space with no seat, for a wheelchair user. Please bring
          the wheelchair to the show.
        </p>
      )}
      {companion.length > 0 && (
        <p className={wheelchair.length > 0 ? 'mt-1' : undefined}>
          Companion seat {companion.join(', ')}: kept beside a wheelchair space for someone accompanying a wheelchair user.
        </p>
      )}
    </div>
  );
}

/** What each seat colour and symbol means. */
export function SeatLegend({ className = '' }: { className?: string }) {
  const states: Array<[SeatState, string]> = [
    ['free', 'Free'],
    ['selected', 'Selected'],
    ['held', 'Held'],
    ['sold', 'Sold'],
  ];
  const box = 'inline-flex h-4 w-4 items-center justify-center rounded border';
  return (
    <ul aria-label="Seat legend" className={`flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-zinc-300 ${className}`}>
      {states.map(([state, label]) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`${box} ${SEAT_STYLES[state]}`} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <AccessibilityIcon aria-hidden="true" className="h-4 w-4 text-sky-300" />
        Wheelchair space
      </li>
      <li className="flex items-center gap-2">
        <UserPlusIcon aria-hidden="true" className="h-4 w-4 text-sky-300" />
        Companion seat
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${box} border-zinc-800 bg-zinc-900 text-zinc-600`}>
          <XIcon className="h-3 w-3" />
        </span>
        Blocked
      </li>
    </ul>
  );
}

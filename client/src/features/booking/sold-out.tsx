/** "3 waiting", or nothing when nobody waits. */
export function waitingText(waiting: number): string {
  return waiting > 0 ? `${waiting} waiting` : '';
}

/**
 * A sold-out time's note on its chip: "Sold out", then "Join the waitlist"
 * (the chip opens the full seat map, where the waitlist is joined) with how
 * many wait already. Read as part of the chip's name.
 */
export function SoldOutNote({ waiting }: { waiting: number }) {
  const queue = waitingText(waiting);
  return (
    <>
      <span className="text-[11px] font-medium text-red-400">Sold out</span>
      <span className="text-[11px] whitespace-nowrap text-zinc-300">
        Join the waitlist{queue && ` · ${queue}`}
      </span>
    </>
  );
}

/**
 * The cinema screen, drawn below the front row: rows are drawn farthest from
 * the screen first (SPEC: J at the top, A nearest the screen), so the screen
 * is at the bottom. Layouts carry no screen position of their own (rows are
 * "as seen from the seats, nearest the screen first"), so the customer's seat
 * map and the admin's layout preview both draw this one marker, the same way.
 */
export function ScreenMarker({ compact = false }: { compact?: boolean }) {
  return (
    <div data-testid="screen-marker" className={`mx-auto flex w-full max-w-xl flex-col items-center ${compact ? 'mt-3' : 'mt-8'}`}>
      <div
        aria-hidden="true"
        className="h-2 w-full rounded-t-[100%] bg-gradient-to-b from-primary/80 to-primary/10 shadow-[0_-8px_30px_rgba(248,69,101,0.45)]"
      />
      {!compact && <p className="mt-2 text-xs tracking-wide text-zinc-400">All eyes this way please!</p>}
      <p className="text-[10px] tracking-widest text-zinc-400 uppercase">Screen this way</p>
    </div>
  );
}

/** One line above the seat map saying whether it is live. */
export function LiveStatus({ hasShow, isLive, paused }: { hasShow: boolean; isLive: boolean; paused: boolean }) {
  return (
    <p className="mb-6 flex items-center gap-2 text-xs text-zinc-400" aria-live="polite">
      {!hasShow ? (
        'Choose a time to see which seats are free.'
      ) : isLive ? (
        <>
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-emerald-400" />
          Live: seats update as others book
        </>
      ) : paused ? (
        'Live updates paused; reconnecting...'
      ) : (
        'Connecting to live seat updates...'
      )}
    </p>
  );
}

/** A centred loading spinner that fills the space it is given. */
export function Spinner({ className = 'h-[80vh]' }: { className?: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <div className="h-14 w-14 animate-spin rounded-full border-2 border-t-primary border-zinc-600" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** A soft glow of the brand colour behind page content. */
export function BlurCircle({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute -z-10 h-58 w-58 rounded-full bg-primary/30 blur-3xl ${className}`}
    />
  );
}

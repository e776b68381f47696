import { TicketIcon } from 'lucide-react';

/** The Marquee wordmark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-2xl font-bold tracking-tight ${className}`}>
      <TicketIcon aria-hidden="true" className="h-7 w-7 -rotate-12 text-primary" />
      <span>
        Marq<span className="text-primary">uee</span>
      </span>
    </span>
  );
}

import { formatRupees } from '../lib/format';

/**
 * What a booking of a cancelled show says (My Bookings and the ticket):
 * "Cancelled", the cinema's reason as customers were told it, and what came
 * of the money: "Refunded ₹X" once the refund is made, "Refund of ₹X on its
 * way" while the server is still making it (it resumes until done), or
 * "Nothing charged" for a booking that was never paid.
 */
export function ShowCancelledNotice({
  reason,
  refundedAmount,
  isPaid,
  amount,
}: {
  reason: string | null | undefined;
  refundedAmount: number | null | undefined;
  isPaid: boolean;
  amount: number;
}) {
  const money =
    refundedAmount != null
      ? `Refunded ${formatRupees(refundedAmount)}`
      : isPaid
        ? `Refund of ${formatRupees(amount)} on its way`
        : 'Nothing charged';
  return (
    <div data-testid="show-cancelled" role="status" className="rounded-md border border-red-500/50 bg-red-500/10 px-3 py-2 text-sm print:text-black">
      <p className="font-semibold text-red-300 print:text-red-800">Cancelled</p>
      {reason && <p className="text-zinc-200 print:text-black">The show was cancelled: {reason}</p>}
      <p data-testid="show-cancelled-money" className="font-medium text-emerald-300 print:text-emerald-800">
        {money}
      </p>
    </div>
  );
}

/** "A — check ID" for an A film's show, as the server words it; nothing otherwise. */
export function AgeCheckNote({ ageCheck }: { ageCheck: string | null | undefined }) {
  if (!ageCheck) return null;
  return (
    <p data-testid="age-check" className="font-semibold text-red-300 print:text-red-800">
      {ageCheck}
    </p>
  );
}

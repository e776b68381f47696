import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { hasErrorCode } from '../../lib/errors';
import { formatPaise } from '../../lib/format';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { CounterSale, type Sale } from './counter-sale';
import { CounterTicket } from './counter-ticket';
import { RefundByReference } from './refund-by-reference';
import { RefundAtCounterMutation } from './sale-operations';
import { BoxOfficeTillQuery, failure } from './till-operations';
import { CloseTillForm, OpenTillForm, TillSummary } from './till-panel';

/** This session's sales, newest first, each refundable at the counter while the till is open. */
function SalesList({ sales }: { sales: readonly Sale[] }) {
  const [refund, { loading }] = useMutation(RefundAtCounterMutation, {
    refetchQueries: [{ query: BoxOfficeTillQuery }],
  });
  const [refunded, setRefunded] = useState<ReadonlySet<string>>(new Set());
  if (sales.length === 0) return null;
  const onRefund = (sale: Sale) => {
    if (!window.confirm(`Refund ${sale.reference} (${formatPaise(sale.priceBreakdown.totalPaise)}) and free its seats?`)) return;
    refund({ variables: { bookingId: sale.id } })
      .then(() => {
        setRefunded((r) => new Set(r).add(sale.id));
        toast.success(`Refunded ${sale.reference}`);
      })
      .catch((err: unknown) => toast.error(failure(err)));
  };
  return (
    <section aria-label="Sales this session" className="print:hidden">
      <h2 className="mb-2 font-medium">Sales this session</h2>
      <ul className="flex flex-col gap-2">
        {sales.map((s) => (
          <li key={s.id} className="flex items-center gap-3 text-sm">
            <span className="font-mono">{s.reference}</span>
            <span>{s.seatDetails.map((d) => d.label).join(', ')}</span>
            <span>{formatPaise(s.priceBreakdown.totalPaise)}</span>
            {refunded.has(s.id) ? (
              <span className="text-zinc-400">Refunded</span>
            ) : (
              <Button size="sm" disabled={loading} onClick={() => onRefund(s)}>
                Refund {s.reference}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The box office: open a till with a float, sell from the live seat map, print
 * the ticket, refund at the counter, and close the till with what was counted.
 * A closed till stays on screen read-only until the next one is opened.
 */
export function BoxOfficePage() {
  const { data, loading, error } = useQuery(BoxOfficeTillQuery);
  const [sales, setSales] = useState<Sale[]>([]);
  const [printing, setPrinting] = useState<Sale | null>(null);
  if (loading) return <Spinner />;
  if (hasErrorCode(error, 'FORBIDDEN') || hasErrorCode(error, 'UNAUTHENTICATED')) {
    return <p className="p-8">The box office is for box-office staff and admins. Sign in with such an account.</p>;
  }
  if (error) return <p className="p-8">The box office could not be loaded: {failure(error)}</p>;
  const till = data?.myTill ?? null;
  const open = till !== null && !till.closedAt;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-28 pb-16 md:px-8">
      <h1 className="text-2xl font-semibold print:hidden">Box office</h1>
      {till && (
        <div className="print:hidden">
          <TillSummary till={till} />
        </div>
      )}
      {!open && (
        <section aria-label="New till" className="print:hidden">
          {till && <p className="mb-2 text-sm text-zinc-400">This till is closed and read-only. Open a new one to sell.</p>}
          <OpenTillForm />
        </section>
      )}
      {open && printing && <CounterTicket sale={printing} onDone={() => setPrinting(null)} />}
      {open && !printing && (
        <CounterSale
          onSold={(sale) => {
            setSales((s) => [sale, ...s]);
            setPrinting(sale);
          }}
        />
      )}
      {open && <SalesList sales={sales} />}
      {open && <RefundByReference />}
      {open && (
        <section aria-label="Cash-up" className="print:hidden">
          <h2 className="mb-2 font-medium">Close the till</h2>
          <CloseTillForm />
        </section>
      )}
    </main>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { TillSummary_TillFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/format';
import { formatInstant } from '../../lib/dates';
import { Button } from '../../components/button';
import {
  BoxOfficeTillQuery,
  CloseTillMutation,
  METHOD_WORDS,
  failure,
  OpenTillMutation,
  rupeesToPaise,
  TILL_METHODS,
  type TillMethod,
} from './till-operations';

/** What the till's summary shows; every operation returning a till selects it. */
export const TillSummaryFragment = graphql(`
  fragment TillSummary_till on Till {
    id
    openedAt
    floatPaise
    closedAt
    expected {
      method
      amountPaise
    }
    counted {
      method
      amountPaise
    }
    differencePaise
  }
`);

type Till = TillSummary_TillFragment;

const inputClass = 'rounded border border-zinc-600 bg-zinc-900 px-2 py-1 text-white';

/** Opens a till with the cash float in the drawer. */
export function OpenTillForm() {
  const [float, setFloat] = useState('');
  const [openTill, { loading }] = useMutation(OpenTillMutation, {
    // myTill was null (or the last, closed till): the new one is the answer now.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: BoxOfficeTillQuery, data: { myTill: data.openTill } });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const floatPaise = rupeesToPaise(float);
    if (floatPaise === null) {
      toast.error('Enter the float in rupees, e.g. 2000');
      return;
    }
    openTill({ variables: { floatPaise } }).catch((err: unknown) => toast.error(failure(err)));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Open a till">
      <label className="flex flex-col text-sm">
        Float (₹)
        <input className={inputClass} inputMode="decimal" value={float} onChange={(e) => setFloat(e.target.value)} />
      </label>
      <Button type="submit" disabled={loading}>
        Open till
      </Button>
    </form>
  );
}

/** A difference with its sign: '+₹20', '-₹50', '₹0'. */
function signedPaise(paise: number): string {
  if (paise === 0) return formatPaise(0);
  return `${paise > 0 ? '+' : '-'}${formatPaise(Math.abs(paise))}`;
}

function amountOf(list: Till['expected'] | null, method: TillMethod): number | null {
  if (!list) return null;
  return list.find((m) => m.method === method)?.amountPaise ?? 0;
}

/** Expected per method, and once closed what was counted and the difference. */
export function TillSummary(props: { till: FragmentType<typeof TillSummaryFragment> }) {
  const till = getFragmentData(TillSummaryFragment, props.till);
  const closed = Boolean(till.closedAt);
  return (
    <section aria-label="Till" className="rounded-lg border border-zinc-700 p-4">
      <p className="text-sm text-zinc-400">
        Opened {formatInstant(till.openedAt)} with a float of {formatPaise(till.floatPaise)}
        {till.closedAt ? ` · closed ${formatInstant(till.closedAt)}` : ''}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Expected</th>
            {closed && <th scope="col">Counted</th>}
            {closed && <th scope="col">Difference</th>}
          </tr>
        </thead>
        <tbody>
          {TILL_METHODS.map((m) => {
            const expected = amountOf(till.expected, m) ?? 0;
            const counted = amountOf(till.counted, m);
            return (
              <tr key={m} data-testid={`till-${m}`}>
                <th scope="row">{METHOD_WORDS[m]}</th>
                <td>{formatPaise(expected)}</td>
                {closed && <td>{formatPaise(counted ?? 0)}</td>}
                {closed && <td>{signedPaise((counted ?? 0) - expected)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {closed && till.differencePaise !== null && (
        <p data-testid="till-difference" className="mt-3 font-medium">
          {till.differencePaise === 0
            ? 'The till balances.'
            : `${till.differencePaise > 0 ? 'Over' : 'Short'} by ${formatPaise(Math.abs(till.differencePaise))}`}
        </p>
      )}
    </section>
  );
}

/** Closes the till with what was counted per method; the server works out the difference. */
export function CloseTillForm() {
  const [counts, setCounts] = useState<Record<TillMethod, string>>({ CASH: '', CARD: '', UPI: '' });
  const [closeTill, { loading }] = useMutation(CloseTillMutation);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const counted = TILL_METHODS.map((method) => ({ method, amountPaise: rupeesToPaise(counts[method] || '0') }));
    if (counted.some((c) => c.amountPaise === null)) {
      toast.error('Enter each counted amount in rupees');
      return;
    }
    closeTill({
      variables: { counted: counted.map((c) => ({ method: c.method, amountPaise: c.amountPaise ?? 0 })) },
    }).catch((err: unknown) => toast.error(failure(err)));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Close the till">
      {TILL_METHODS.map((m) => (
        <label key={m} className="flex flex-col text-sm">
          Counted {METHOD_WORDS[m]} (₹)
          <input
            className={inputClass}
            inputMode="decimal"
            value={counts[m]}
            onChange={(e) => setCounts((c) => ({ ...c, [m]: e.target.value }))}
          />
        </label>
      ))}
      <Button type="submit" disabled={loading}>
        Close till
      </Button>
    </form>
  );
}

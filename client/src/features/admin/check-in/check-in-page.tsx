import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { errorCode } from '../../../lib/errors';
import { AdminTitle } from '../shared/admin-title';
import { CameraScanner } from './camera-scanner';
import { CheckInResult, type Outcome } from './check-in-result';
import { duplicateTicket, refusalMessage } from './refusal';

const CheckInMutationDoc = graphql(`
  mutation CheckIn($code: String!) {
    checkIn(code: $code) {
      checkedInAt
      ageCheck
      booking {
        id
        reference
        checkedInAt
        seatDetails {
          label
          category
        }
        food {
          quantity
          collected
          item {
            id
            name
          }
        }
        show {
          id
          ...ShowSummary_show
          cinema {
            id
            timeZone
          }
        }
      }
    }
  }
`);

/** A camera keeps seeing the same code: it is checked again only after this long. */
const SAME_CODE_PAUSE_MS = 4000;

/**
 * The door scanner at /admin/check-in, for staff and admins: a camera reads
 * the e-ticket's QR, or the usher types its code or the 8-character booking
 * reference printed on it; the answer is a large green "Admitted" with the
 * show and seats, or a large red refusal with its reason (and, for a ticket
 * already checked in, the show and seats the first scan showed).
 */
export function CheckInPage() {
  const [checkIn] = useMutation(CheckInMutationDoc);
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastScan = useRef<{ code: string; at: number } | null>(null);
  const inFlight = useRef(false);
  const seq = useRef(0);
  const codeId = useId();

  const submit = useCallback(
    async (raw: string) => {
      const ticketCode = raw.trim();
      if (!ticketCode || inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const { data } = await checkIn({ variables: { code: ticketCode } });
        if (data) setOutcome({ seq: ++seq.current, ok: true, admission: data.checkIn });
      } catch (err) {
        setOutcome({ seq: ++seq.current, ok: false, code: errorCode(err), message: refusalMessage(err), ...duplicateTicket(err) });
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [checkIn],
  );

  const onScan = useCallback(
    (scanned: string) => {
      const now = Date.now();
      const last = lastScan.current;
      if (last && last.code === scanned && now - last.at < SAME_CODE_PAUSE_MS) return;
      lastScan.current = { code: scanned, at: now };
      void submit(scanned);
    },
    [submit],
  );

  const onManual = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setInputError('Enter the code printed under the QR code, or the booking reference.');
      return;
    }
    setInputError(null);
    void submit(code).then(() => {
      setCode('');
      inputRef.current?.focus();
    });
  };

  return (
    <>
      <AdminTitle text="Check-in" />
      <div className="mt-6 grid max-w-5xl gap-8 md:grid-cols-2">
        <CameraScanner onCode={onScan} />
        <form onSubmit={onManual} noValidate className="flex flex-col gap-3" aria-labelledby="manual-heading">
          <h2 id="manual-heading" className="text-lg font-semibold">
            Or enter the code
          </h2>
          <label htmlFor={codeId} className="text-sm text-zinc-300">
            Ticket code or booking reference
          </label>
          <input
            id={codeId}
            ref={inputRef}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={inputError ? true : undefined}
            className="rounded-md border border-zinc-700 bg-zinc-800 px-3 py-2 font-mono outline-none focus:border-primary"
          />
          {inputError && (
            <p role="alert" className="text-sm text-amber-300">
              {inputError}
            </p>
          )}
          <Button type="submit" size="md" shape="rounded" className="self-start" disabled={busy}>
            {busy ? 'Checking...' : 'Check in'}
          </Button>
        </form>
      </div>
      <CheckInResult outcome={outcome} />
    </>
  );
}

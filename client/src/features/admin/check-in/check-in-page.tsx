import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CircleCheckBigIcon, CircleXIcon } from 'lucide-react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import type { CheckInMutation } from '../../../gql/graphql';
import { Button } from '../../../components/button';
import { errorCode, serverMessage } from '../../../lib/errors';
import { formatBookingDate, formatClock, formatShowTime } from '../../../lib/format';
import { ShowSummaryFragment } from '../../../lib/show-summary';
import { AdminTitle } from '../shared/admin-title';
import { cameraErrorMessage, startScanning, type StopScanning } from './qr-scanner';

const CheckInMutationDoc = graphql(`
  mutation CheckIn($code: String!) {
    checkIn(code: $code) {
      checkedInAt
      booking {
        id
        reference
        checkedInAt
        seatDetails {
          label
          category
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

type Admission = CheckInMutation['checkIn'];

/** What a scan shows of the ticket: the show and the seats. */
interface TicketShown {
  movie: string;
  localDate: string;
  localTime: string;
  cinema: string;
  screen: string;
  seats: { label: string; category: string }[];
  reference: string;
  timeZone?: string;
}

/** One answer; seq tells two equal answers in a row apart, so each is drawn and announced anew. */
type Outcome = { seq: number } & (
  | { ok: true; admission: Admission }
  | { ok: false; code: string | undefined; message: string; ticket?: TicketShown; checkedInAt?: string }
);

/** A camera keeps seeing the same code: it is checked again only after this long. */
const SAME_CODE_PAUSE_MS = 4000;

/** A refusal in words for the usher: the server's reason, and for a second scan when the first was. */
export function refusalMessage(err: unknown): string {
  const code = errorCode(err);
  const message = serverMessage(err);
  if (code === 'ALREADY_CHECKED_IN') {
    if (message && /already checked in/i.test(message)) return message;
    const first = CombinedGraphQLErrors.is(err)
      ? err.errors.find((e) => e.extensions?.code === code)?.extensions?.checkedInAt
      : undefined;
    return typeof first === 'string' ? `Already checked in at ${formatClock(first)}` : 'Already checked in';
  }
  if (message) return message;
  return 'The check-in could not be made. Check the connection and try again.';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The show and seats a second scan's ALREADY_CHECKED_IN carries in its
 * extensions (what the first scan showed), or undefined when it has none.
 */
export function duplicateTicket(err: unknown): { ticket?: TicketShown; checkedInAt?: string } {
  if (!CombinedGraphQLErrors.is(err)) return {};
  const ext = err.errors.find((e) => e.extensions?.code === 'ALREADY_CHECKED_IN')?.extensions;
  if (!ext) return {};
  const checkedInAt = str(ext.checkedInAt) || undefined;
  const seats = Array.isArray(ext.seats)
    ? ext.seats.flatMap((s: unknown) => {
        const seat = s as { label?: unknown; category?: unknown } | null;
        return seat && typeof seat.label === 'string' ? [{ label: seat.label, category: str(seat.category) }] : [];
      })
    : [];
  if (!str(ext.movie) || seats.length === 0) return { checkedInAt };
  return {
    checkedInAt,
    ticket: {
      movie: str(ext.movie),
      localDate: str(ext.showDate),
      localTime: str(ext.showTime),
      cinema: str(ext.cinema),
      screen: str(ext.screen),
      seats,
      reference: str(ext.reference),
      timeZone: str(ext.timeZone) || undefined,
    },
  };
}

/** The show and the seats, as large as the usher needs them. */
function TicketDetails({ ticket: t }: { ticket: TicketShown }) {
  return (
    <>
      <p className="mt-4 text-2xl font-semibold md:text-3xl">{t.movie}</p>
      <p className="mt-1 text-xl">
        {formatBookingDate(t.localDate)} · {formatShowTime(t.localTime)}
      </p>
      <p className="mt-1 text-lg">{[t.cinema, t.screen].filter(Boolean).join(' · ')}</p>
      <p className="mt-4 text-3xl font-bold tracking-wide" data-testid="check-in-seats">
        Seats {t.seats.map((s) => s.label).join(', ')}
      </p>
      <p className="mt-1 text-base">{t.seats.map((s) => `${s.label} ${s.category}`.trim()).join(' · ')}</p>
    </>
  );
}

function Admitted({ admission: a }: { admission: Admission }) {
  const { show } = a.booking;
  const summary = getFragmentData(ShowSummaryFragment, show);
  const ticket: TicketShown = {
    movie: summary.movie.title,
    localDate: summary.localDate,
    localTime: summary.localTime,
    cinema: summary.cinema.name,
    screen: summary.screen.name,
    seats: a.booking.seatDetails,
    reference: a.booking.reference,
  };
  return (
    <div data-testid="check-in-admitted" className="rounded-2xl bg-emerald-600 p-6 text-white md:p-10">
      <p className="flex items-center gap-3 text-4xl font-bold md:text-6xl">
        <CircleCheckBigIcon aria-hidden="true" className="h-12 w-12 md:h-16 md:w-16" /> Admitted
      </p>
      <TicketDetails ticket={ticket} />
      <p className="mt-4 text-sm opacity-90">
        Booking {a.booking.reference} · checked in at {formatClock(a.checkedInAt, show.cinema.timeZone)}
      </p>
    </div>
  );
}

function Refused({
  code,
  message,
  ticket,
  checkedInAt,
}: {
  code: string | undefined;
  message: string;
  ticket?: TicketShown;
  checkedInAt?: string;
}) {
  return (
    <div data-testid="check-in-refused" data-code={code} className="rounded-2xl bg-red-700 p-6 text-white md:p-10">
      <p className="flex items-center gap-3 text-4xl font-bold md:text-6xl">
        <CircleXIcon aria-hidden="true" className="h-12 w-12 md:h-16 md:w-16" /> Not admitted
      </p>
      <p className="mt-4 text-2xl font-semibold md:text-3xl">{message}</p>
      {ticket && (
        <>
          <TicketDetails ticket={ticket} />
          <p className="mt-4 text-sm opacity-90">
            Booking {ticket.reference}
            {checkedInAt && ` · first checked in at ${formatClock(checkedInAt, ticket.timeZone)}`}
          </p>
        </>
      )}
    </div>
  );
}

/** The camera half of the page: start, stop, and what went wrong. */
function CameraScanner({ onCode }: { onCode(code: string): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<StopScanning | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setState('off');
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  const start = async () => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    setState('starting');
    try {
      const { stop: stopScan } = await startScanning(video, (code) => onCodeRef.current(code));
      stopRef.current = stopScan;
      setState('on');
    } catch (err) {
      console.error('Camera scanning failed:', err);
      setProblem(cameraErrorMessage(err));
      setState('off');
    }
  };

  return (
    <section aria-labelledby="camera-heading" className="flex flex-col gap-3">
      <h2 id="camera-heading" className="text-lg font-semibold">
        Scan the QR code
      </h2>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera"
        className={`aspect-square w-full max-w-sm rounded-lg bg-black object-cover ${state === 'off' ? 'hidden' : ''}`}
      />
      {state === 'on' ? (
        <button
          type="button"
          onClick={stop}
          className="self-start rounded-full border border-zinc-600 px-4 py-1.5 text-sm hover:bg-zinc-800"
        >
          Stop camera
        </button>
      ) : (
        <Button size="sm" className="self-start" disabled={state === 'starting'} onClick={() => void start()}>
          {state === 'starting' ? 'Starting camera...' : 'Start camera'}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-amber-300">
          {problem}
        </p>
      )}
    </section>
  );
}

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
      <section aria-label="Check-in result" aria-live="assertive" aria-atomic="true" className="mt-8 max-w-5xl">
        {outcome &&
          (outcome.ok ? (
            <Admitted key={outcome.seq} admission={outcome.admission} />
          ) : (
            <Refused
              key={outcome.seq}
              code={outcome.code}
              message={outcome.message}
              ticket={outcome.ticket}
              checkedInAt={outcome.checkedInAt}
            />
          ))}
      </section>
    </>
  );
}

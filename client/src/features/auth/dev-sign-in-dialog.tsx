import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { XIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import type { DevSignInInput } from './dev-session-storage';
import { Button } from '../../components/button';

interface Props {
  onSubmit(input: DevSignInInput): Promise<void>;
  onClose(): void;
}

/** One bare address, roughly: the server checks it properly. */
const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+$/;

/**
 * The development sign-in form: any name, optionally an e-mail address for
 * the booking e-mails (else the server gives a placeholder one), and
 * optionally as an admin or as door staff.
 */
export function DevSignInDialog({ onSubmit, onClose }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [admin, setAdmin] = useState(false);
  const [staff, setStaff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const nameId = useId();
  const emailId = useId();
  const emailHintId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter a name.');
      return;
    }
    const address = email.trim();
    if (address && !EMAIL.test(address)) {
      setError('Enter one e-mail address, like asha@example.com, or leave it empty.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: trimmed, email: address || undefined, admin, staff });
      toast.success(`Signed in as ${trimmed}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Sign-in failed.';
      setError(message);
      setBusy(false);
    }
  };

  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/80 p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-sm rounded-xl border border-zinc-700 bg-zinc-900 p-6 shadow-2xl"
      >
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-3 right-3 rounded p-1 text-zinc-400 hover:text-white"
        >
          <XIcon className="h-5 w-5" />
        </button>
        <h2 id={titleId} className="text-lg font-semibold">
          Development sign-in
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          Sign in with any name. This is only available on development servers.
        </p>
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={nameId} className="text-sm text-zinc-300">
              Name
            </label>
            <input
              id={nameId}
              ref={inputRef}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              className="rounded-md border border-zinc-700 bg-zinc-800 px-3 py-2 outline-none focus:border-primary"
              placeholder="Asha"
              maxLength={80}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={emailId} className="text-sm text-zinc-300">
              E-mail (optional)
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={emailHintId}
              className="rounded-md border border-zinc-700 bg-zinc-800 px-3 py-2 outline-none focus:border-primary"
              placeholder="asha@example.com"
              maxLength={254}
            />
            <p id={emailHintId} className="text-xs text-zinc-400">
              Booking e-mails go here. Left empty, they go to a placeholder address on example.com; admins read
              every message at /admin/outbox.
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm text-zinc-300">
            <input
              type="checkbox"
              checked={admin}
              onChange={(e) => setAdmin(e.target.checked)}
              className="h-4 w-4 accent-primary"
            />
            Sign in as admin
          </label>
          <label className="flex items-center gap-2 text-sm text-zinc-300">
            <input
              type="checkbox"
              checked={staff}
              onChange={(e) => setStaff(e.target.checked)}
              className="h-4 w-4 accent-primary"
            />
            Sign in as staff (checks tickets in)
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}
          <Button
            type="submit"
            disabled={busy}
           
          >
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import { useRuntimeConfig } from '../../../lib/runtime-config';

const CreateCinemaMutation = graphql(`
  mutation CreateCinema($input: CinemaInput!) {
    createCinema(input: $input) {
      id
      name
      city
    }
  }
`);

const UpdateCinemaMutation = graphql(`
  mutation UpdateCinema($id: ID!, $input: CinemaInput!) {
    updateCinema(id: $id, input: $input) {
      id
      name
      city
      address
      timeZone
      cleaningBufferMinutes
      singleSeatGapRule
    }
  }
`);

const FIELDS = [
  ['name', 'Cinema name'],
  ['city', 'City'],
  ['address', 'Address'],
  ['timeZone', 'Time zone'],
] as const;

type Fields = Record<(typeof FIELDS)[number][0], string> & {
  /** Kept as typed, so the field can be cleared while editing; checked on submit. */
  cleaningBufferMinutes: string;
  singleSeatGapRule: boolean;
};

/** The server's default cleaning buffer for a new cinema. */
const DEFAULT_CLEANING_MINUTES = 20;
/** The longest cleaning buffer the form accepts; the server has its own bound. */
const MAX_CLEANING_MINUTES = 240;

/** The cinema being edited, as the cinemas page lists it. */
export interface EditedCinema {
  id: string;
  name: string;
  city: string;
  address: string;
  timeZone: string;
  cleaningBufferMinutes: number;
  singleSeatGapRule: boolean;
}

// Both change what the cinemas and cities lists hold: refetch them.
const evictCinemas = {
  update: (cache: Pick<ApolloCache, 'evict' | 'gc'>) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'cinemas' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'cities' });
    cache.gc();
  },
};

/**
 * Creates a cinema (its shows are dated in the time zone given, the theatre's
 * by default) or, given one, edits that cinema's details and calls onDone.
 */
export function CinemaForm({ cinema, onDone }: { cinema?: EditedCinema; onDone?: () => void } = {}) {
  const { config } = useRuntimeConfig();
  const empty: Fields = {
    name: '',
    city: '',
    address: '',
    timeZone: config.theatreTimeZone,
    cleaningBufferMinutes: String(DEFAULT_CLEANING_MINUTES),
    singleSeatGapRule: false,
  };
  const [fields, setFields] = useState<Fields>(
    cinema
      ? {
          name: cinema.name,
          city: cinema.city,
          address: cinema.address,
          timeZone: cinema.timeZone,
          cleaningBufferMinutes: String(cinema.cleaningBufferMinutes),
          singleSeatGapRule: cinema.singleSeatGapRule,
        }
      : empty,
  );
  const [createCinema, created] = useMutation(CreateCinemaMutation, evictCinemas);
  const [updateCinema, updated] = useMutation(UpdateCinemaMutation, evictCinemas);
  const loading = created.loading || updated.loading;
  const failed = cinema ? 'Failed to update cinema' : 'Failed to create cinema';
  const headingId = cinema ? `edit-cinema-${cinema.id}` : 'new-cinema-heading';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim() || !fields.city.trim() || !fields.address.trim()) {
      toast.error('Missing required fields');
      return;
    }
    const cleaning = Number(fields.cleaningBufferMinutes);
    if (!/^\d+$/.test(fields.cleaningBufferMinutes.trim()) || cleaning > MAX_CLEANING_MINUTES) {
      toast.error(`Cleaning buffer must be 0 to ${MAX_CLEANING_MINUTES} minutes`);
      return;
    }
    const input = { ...fields, cleaningBufferMinutes: cleaning };
    try {
      if (cinema) {
        await updateCinema({ variables: { id: cinema.id, input } });
        toast.success('Cinema updated');
        onDone?.();
        return;
      }
      await createCinema({ variables: { input } });
      toast.success('Cinema created');
      setFields(empty);
    } catch (err) {
      console.error(cinema ? 'Updating a cinema failed:' : 'Creating a cinema failed:', err);
      toast.error(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? failed) : failed);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId} className="mt-6 max-w-3xl rounded-lg border border-zinc-700 p-4">
      <h2 id={headingId} className="font-medium">
        {cinema ? `Edit ${cinema.name}` : 'New cinema'}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <label key={key} className="flex flex-col gap-1 text-sm">
            {label}
            <input
              value={fields[key]}
              onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
              className="rounded border border-zinc-600 bg-transparent px-2 py-1"
            />
          </label>
        ))}
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${headingId}-cleaning`}>Cleaning buffer (minutes)</label>
          <input
            id={`${headingId}-cleaning`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CLEANING_MINUTES}
            value={fields.cleaningBufferMinutes}
            onChange={(e) => setFields((f) => ({ ...f, cleaningBufferMinutes: e.target.value }))}
            aria-describedby={`${headingId}-cleaning-help`}
            className="rounded border border-zinc-600 bg-transparent px-2 py-1"
          />
          <span id={`${headingId}-cleaning-help`} className="text-xs text-zinc-300">
            Time a screen needs between two shows; applies to shows scheduled from now on.
          </span>
        </div>
        <label className="flex items-start gap-2 self-center text-sm">
          <input
            type="checkbox"
            checked={fields.singleSeatGapRule}
            onChange={(e) => setFields((f) => ({ ...f, singleSeatGapRule: e.target.checked }))}
            className="mt-1"
          />
          <span>No single empty seat: refuse bookings that leave one free seat between taken seats in a row</span>
        </label>
      </div>
      <div className="mt-4 flex gap-2">
        <Button type="submit" shape="rounded" size="sm" disabled={loading}>
          {cinema ? (loading ? 'Saving...' : 'Save cinema') : loading ? 'Creating...' : 'Create cinema'}
        </Button>
        {cinema && (
          <button type="button" onClick={onDone} className="rounded border border-zinc-600 px-3 py-1 text-sm">
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

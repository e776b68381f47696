import { useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../gql';
import { Button } from '../../components/button';
import { hasErrorCode, serverMessage } from '../../lib/errors';
import { useRuntimeConfig } from '../../lib/runtime-config';

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
    }
  }
`);

const FIELDS = [
  ['name', 'Cinema name'],
  ['city', 'City'],
  ['address', 'Address'],
  ['timeZone', 'Time zone'],
] as const;

type Fields = Record<(typeof FIELDS)[number][0], string>;

/** The cinema being edited, as the cinemas page lists it. */
export interface EditedCinema {
  id: string;
  name: string;
  city: string;
  address: string;
  timeZone: string;
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
  const empty: Fields = { name: '', city: '', address: '', timeZone: config.theatreTimeZone };
  const [fields, setFields] = useState<Fields>(
    cinema ? { name: cinema.name, city: cinema.city, address: cinema.address, timeZone: cinema.timeZone } : empty,
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
    try {
      if (cinema) {
        await updateCinema({ variables: { id: cinema.id, input: { ...fields } } });
        toast.success('Cinema updated');
        onDone?.();
        return;
      }
      await createCinema({ variables: { input: { ...fields } } });
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

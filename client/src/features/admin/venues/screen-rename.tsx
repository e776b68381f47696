import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { hasErrorCode, serverMessage } from '../../../lib/errors';

const RenameScreenMutation = graphql(`
  mutation RenameScreen($screenId: ID!, $name: String!) {
    renameScreen(screenId: $screenId, name: $name) {
      id
      name
    }
  }
`);

/** Renames a stored screen; its layout and shows are untouched. */
export function ScreenRename({ screenId, name }: { screenId: string; name: string }) {
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState('');
  const [renameScreen, { loading }] = useMutation(RenameScreenMutation, {
    // The cinemas page lists screens by name: read it afresh.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cinemas' });
      cache.gc();
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (!value.trim()) {
      setProblem('Give the screen a name.');
      return;
    }
    try {
      const { data } = await renameScreen({ variables: { screenId, name: value.trim() } });
      if (data) setValue(data.renameScreen.name);
      toast.success('Screen renamed');
    } catch (err) {
      console.error('Renaming the screen failed:', err);
      setProblem(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? 'The name is not valid.') : 'Failed to rename the screen.');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Rename screen" className="flex max-w-xl flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        Screen name
        <input value={value} onChange={(e) => setValue(e.target.value)} className="rounded border border-zinc-600 bg-transparent px-2 py-1" />
      </label>
      <Button type="submit" shape="rounded" size="sm" disabled={loading || value.trim() === name}>
        {loading ? 'Renaming...' : 'Rename screen'}
      </Button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}

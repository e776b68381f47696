import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { hasErrorCode, serverMessage } from '../../../lib/errors';
import { SeatLayoutFragment } from '../../../lib/seat-layout';
import { useAdminQueryError } from '../shared/admin-errors';
import { AdminTitle } from '../shared/admin-title';
import { LayoutEditor } from './layout-editor';
import { ScreenRename } from './screen-rename';
import { fromLayout, newLayout, toLayoutInput, type EditorLayout } from './layout-model';

const AdminScreenQuery = graphql(`
  query AdminScreen($id: ID!) {
    screen(id: $id) {
      id
      name
      layoutVersion
      cinema {
        id
        name
      }
      layout {
        ...SeatLayout_layout
      }
    }
  }
`);

const CreateScreenMutation = graphql(`
  mutation CreateScreen($cinemaId: ID!, $name: String!, $layout: SeatLayoutInput!) {
    createScreen(cinemaId: $cinemaId, name: $name, layout: $layout) {
      id
      name
      capacity
      layoutVersion
    }
  }
`);

const UpdateScreenLayoutMutation = graphql(`
  mutation UpdateScreenLayout($screenId: ID!, $layout: SeatLayoutInput!) {
    updateScreenLayout(screenId: $screenId, layout: $layout) {
      id
      capacity
      layoutVersion
    }
  }
`);

/** The cinema list shows screens and capacities: read it afresh after a change. */
function evictCinemas(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'cinemas' });
  cache.gc();
}

const STARTER = () => newLayout(6, 10, [{ code: 'CLASSIC', name: 'Classic' }]);

/** /admin/cinemas/:cinemaId/screens/new and /admin/screens/:screenId: a screen's name and layout. */
export function ScreenEditorPage() {
  const { cinemaId, screenId } = useParams();
  const { data, loading, error } = useQuery(AdminScreenQuery, { variables: { id: screenId ?? '' }, skip: !screenId });
  useAdminQueryError(error, { signedOut: 'Please sign in to edit screens.', failed: 'Failed to fetch the screen.' });
  const existing = data?.screen;
  if (screenId && !existing) {
    return loading ? <Spinner className="h-[60vh]" /> : <p className="mt-10 text-zinc-400">The screen could not be loaded.</p>;
  }
  return (
    <ScreenEditor
      key={existing?.id ?? 'new'}
      cinemaId={existing?.cinema.id ?? cinemaId ?? ''}
      screen={existing ? { id: existing.id, name: existing.name, version: existing.layoutVersion } : undefined}
      initial={existing ? fromLayout(getFragmentData(SeatLayoutFragment, existing.layout)) : STARTER()}
    />
  );
}

interface EditorProps {
  cinemaId: string;
  screen?: { id: string; name: string; version: number };
  initial: EditorLayout;
}

function ScreenEditor({ cinemaId, screen, initial }: EditorProps) {
  const navigate = useNavigate();
  const [name, setName] = useState(screen?.name ?? '');
  const [layout, setLayout] = useState(initial);
  const [problem, setProblem] = useState('');
  const evict = { update: evictCinemas };
  const [createScreen, created] = useMutation(CreateScreenMutation, evict);
  const [updateLayout, updated] = useMutation(UpdateScreenLayoutMutation, evict);
  const saving = created.loading || updated.loading;

  const save = async () => {
    setProblem('');
    if (!screen && !name.trim()) {
      setProblem('Give the screen a name.');
      return;
    }
    const input = toLayoutInput(layout);
    try {
      if (screen) await updateLayout({ variables: { screenId: screen.id, layout: input } });
      else await createScreen({ variables: { cinemaId, name: name.trim(), layout: input } });
      toast.success(screen ? 'Layout saved as a new version' : 'Screen created');
      navigate('/admin/cinemas');
    } catch (err) {
      console.error('Saving the layout failed:', err);
      setProblem(hasErrorCode(err, 'BAD_USER_INPUT') ? (serverMessage(err) ?? 'The layout is not valid.') : 'Failed to save the layout.');
    }
  };

  return (
    <>
      <AdminTitle text={screen ? 'Edit Screen' : 'New Screen'} />
      <div className="mt-6 max-w-5xl space-y-4">
        {screen && <ScreenRename screenId={screen.id} name={screen.name} />}
        {screen ? (
          <p className="text-sm text-zinc-300">
            {screen.name}: editing layout version {screen.version}. Saving creates version {screen.version + 1}, used by
            shows scheduled from now on; shows already scheduled keep their layout.
          </p>
        ) : (
          <label className="flex max-w-sm flex-col gap-1 text-sm">
            Screen name
            <input value={name} onChange={(e) => setName(e.target.value)} className="rounded border border-zinc-600 bg-transparent px-2 py-1" />
          </label>
        )}
        <LayoutEditor value={layout} onChange={setLayout} />
        {problem && (
          <p role="alert" className="rounded border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {problem}
          </p>
        )}
        <Button shape="rounded" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving...' : screen ? 'Save as new version' : 'Create screen'}
        </Button>
      </div>
    </>
  );
}

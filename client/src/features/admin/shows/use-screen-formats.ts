import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// The chosen screen's formats, read on their own: in the venue pickers'
// query, for every screen of every cinema, they would cost more than the
// pickers themselves (GraphQL complexity).
const ScreenFormatsQuery = graphql(`
  query AddShowsScreenFormats($id: ID!) {
    screen(id: $id) {
      id
      formats
    }
  }
`);

/** The formats screen id projects; undefined until they are read (or with no screen). */
export function useScreenFormats(screenId: string) {
  const { data } = useQuery(ScreenFormatsQuery, { variables: { id: screenId }, skip: !screenId });
  return data?.screen.id === screenId ? data.screen.formats : undefined;
}

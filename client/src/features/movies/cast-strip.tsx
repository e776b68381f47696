import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { PosterImage } from '../../components/poster-image';
import placeholderAvatar from '../../assets/placeholder-avatar.svg';

export const CastStripCastFragment = graphql(`
  fragment CastStrip_cast on CastMember {
    id
    name
    character
    profileUrl
  }
`);

/** SPEC §9: the first 8 cast members. */
export const CAST_LIMIT = 8;

export function CastStrip({ cast }: { cast: ReadonlyArray<FragmentType<typeof CastStripCastFragment>> }) {
  const members = getFragmentData(CastStripCastFragment, cast).slice(0, CAST_LIMIT);
  if (members.length === 0) {
    return <p className="mt-6 text-zinc-400">No cast information available.</p>;
  }
  return (
    // Focusable, so the strip scrolls from the keyboard too (its items are not links).
    <ul
      tabIndex={0}
      className="no-scrollbar mt-8 flex gap-4 overflow-x-auto rounded pb-4 focus-visible:outline-2 focus-visible:outline-primary"
      aria-label="Cast"
    >
      {members.map((member) => (
        <li key={member.id} className="flex w-24 shrink-0 flex-col items-center text-center">
          <PosterImage
            src={member.profileUrl}
            alt={member.name}
            fallback={placeholderAvatar}
            className="aspect-square h-20 rounded-full object-cover md:h-20"
          />
          <p className="mt-3 text-xs font-medium">{member.name}</p>
          {member.character && <p className="text-xs text-zinc-400">{member.character}</p>}
        </li>
      ))}
    </ul>
  );
}

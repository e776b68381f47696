/**
 * The hero carousel's three hard-coded featured movies. Their artwork is the
 * sample catalogue's, which the server always serves under /art.
 */
export interface FeaturedMovie {
  id: string;
  title: string;
  year: number;
  /** Minutes. */
  runtime: number;
  genres: string[];
  description: string;
  posterUrl: string;
  backdropUrl: string;
}

/**
 * Below 768 px the hero shows the poster instead of the backdrop. (Here, not
 * in hero-section.tsx, so the build can name the first slide's image for
 * index.html to fetch early: vite.route-preloads.ts.)
 */
export const HERO_POSTER_QUERY = '(max-width: 767px)';

const art = (kind: 'posters' | 'backdrops', id: string) => `/art/${kind}/${id}.svg`;

export const FEATURED_MOVIES: readonly FeaturedMovie[] = [
  {
    id: '9100001',
    title: 'Monsoon Protocol',
    year: 2026,
    runtime: 152,
    genres: ['Action', 'Thriller'],
    description:
      'Three days before the first monsoon storm hits Mumbai, a disgraced naval intelligence officer races the rising water, the buyers and the traitor who framed him to recover a stolen flood-control codebook.',
    posterUrl: art('posters', '9100001'),
    backdropUrl: art('backdrops', '9100001'),
  },
  {
    id: '9100005',
    title: 'Orbit of Small Things',
    year: 2026,
    runtime: 141,
    genres: ['Science Fiction', 'Drama'],
    description:
      'Alone on a failing research station, an engineer receives a radio message from Earth in her own voice, dated nine years in the future, and must decide whose instructions to trust.',
    posterUrl: art('posters', '9100005'),
    backdropUrl: art('backdrops', '9100005'),
  },
  {
    id: '9100002',
    title: "The Cartographer's Daughter",
    year: 2026,
    runtime: 128,
    genres: ['Adventure', 'Drama', 'Family'],
    description:
      "When her reclusive father vanishes in the northern fjords, seventeen-year-old Edda inherits his unfinished atlas and a single instruction: never trust a map that is already complete.",
    posterUrl: art('posters', '9100002'),
    backdropUrl: art('backdrops', '9100002'),
  },
];

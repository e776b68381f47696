/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An RFC 3339 instant, always sent in UTC. */
  Time: { input: string; output: string; }
};

export type Booking = {
  __typename: 'Booking';
  /** Amount in rupees (amountPaise / 100). */
  amount: Scalars['Float']['output'];
  amountPaise: Scalars['Int']['output'];
  createdAt: Scalars['Time']['output'];
  currency: Scalars['String']['output'];
  /** When an unpaid booking stops holding its seats. */
  holdExpiresAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  isPaid: Scalars['Boolean']['output'];
  /** Where to pay while the booking is pending; null otherwise. */
  paymentUrl: Maybe<Scalars['String']['output']>;
  /** Seat labels, sorted. */
  seats: Array<Scalars['String']['output']>;
  show: Show;
  status: BookingStatus;
};

export type BookingStatus =
  /** Cancelled by the customer before paying; the seats were freed. */
  | 'CANCELLED'
  /** The hold ended unpaid; the seats were freed. */
  | 'EXPIRED'
  | 'PAID'
  /** Holding its seats until paid or until the hold ends. */
  | 'PENDING'
  /** Paid after the seats had gone to someone else; the money was returned. */
  | 'REFUNDED';

export type CastMember = {
  __typename: 'CastMember';
  character: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Path relative to the image service; null when the person has no photo. */
  profilePath: Maybe<Scalars['String']['output']>;
  /** Absolute or server-relative URL of the photo; null when there is none. */
  profileUrl: Maybe<Scalars['String']['output']>;
};

export type FavouriteToggle = {
  __typename: 'FavouriteToggle';
  /** True when the movie is now a favourite, false when it was removed. */
  isFavourite: Scalars['Boolean']['output'];
  movie: Movie;
};

export type Genre = {
  __typename: 'Genre';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Movie = {
  __typename: 'Movie';
  backdropPath: Maybe<Scalars['String']['output']>;
  backdropUrl: Maybe<Scalars['String']['output']>;
  /** Cast in billing order. */
  casts: Array<CastMember>;
  genreNames: Array<Scalars['String']['output']>;
  genres: Array<Genre>;
  /** The catalogue id (TMDB's numeric id). */
  id: Scalars['ID']['output'];
  /** Whether the caller has this movie among their favourites (false when signed out). */
  isFavourite: Scalars['Boolean']['output'];
  originalLanguage: Scalars['String']['output'];
  overview: Scalars['String']['output'];
  posterPath: Maybe<Scalars['String']['output']>;
  /** Ready-to-use image URLs (null when the movie has no such image). */
  posterUrl: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  releaseDate: Scalars['String']['output'];
  /** Minutes. */
  runtime: Scalars['Int']['output'];
  /** Upcoming shows grouped by date in the theatre's time zone, earliest first. */
  showTimes: Array<ShowDate>;
  tagline: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** YouTube video key of the trailer, null when there is none. */
  trailerKey: Maybe<Scalars['String']['output']>;
  voteAverage: Scalars['Float']['output'];
  voteCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Cancels the caller's pending booking and frees its seats. */
  cancelBooking: Booking;
  /**
   * Claims 1 to 5 seats (A1 to J9) of an upcoming show for the caller, all or
   * none, holding them until paid or until the hold ends. A taken seat fails
   * with CONFLICT and extensions.seats naming the seats.
   */
  createBooking: Booking;
  /** Adds the movie to the caller's favourites, or removes it when already there. */
  toggleFavourite: FavouriteToggle;
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateBookingArgs = {
  seats: Array<Scalars['String']['input']>;
  showId: Scalars['ID']['input'];
};


export type MutationToggleFavouriteArgs = {
  movieId: Scalars['ID']['input'];
};

export type Query = {
  __typename: 'Query';
  /** Cast of a movie in billing order. */
  credits: Array<CastMember>;
  /** The caller's favourite movies, most recently added first. */
  favourites: Array<Movie>;
  isAdmin: Scalars['Boolean']['output'];
  /** The signed-in caller, or null. */
  me: Maybe<User>;
  movie: Movie;
  /** Movies that have at least one upcoming show, soonest show first. */
  movies: Array<Movie>;
  /** The caller's bookings, newest first. */
  myBookings: Array<Booking>;
  /** Seats of a show that cannot be taken now. */
  occupiedSeats: Array<Scalars['String']['output']>;
  show: Show;
  /** Every upcoming show, soonest first. */
  shows: Array<Show>;
};


export type QueryCreditsArgs = {
  movieId: Scalars['ID']['input'];
};


export type QueryMovieArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOccupiedSeatsArgs = {
  showId: Scalars['ID']['input'];
};


export type QueryShowArgs = {
  id: Scalars['ID']['input'];
};

export type Show = {
  __typename: 'Show';
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD in THEATRE_TZ. */
  localDate: Scalars['String']['output'];
  /** HH:mm in THEATRE_TZ. */
  localTime: Scalars['String']['output'];
  movie: Movie;
  /** Every seat that cannot be taken now (sold or held). */
  occupiedSeats: Array<Scalars['String']['output']>;
  /** Price in rupees (pricePaise / 100). */
  price: Scalars['Float']['output'];
  pricePaise: Scalars['Int']['output'];
  startsAt: Scalars['Time']['output'];
};

/** The shows of one theatre-local day. */
export type ShowDate = {
  __typename: 'ShowDate';
  /** YYYY-MM-DD in THEATRE_TZ. */
  date: Scalars['String']['output'];
  times: Array<ShowTime>;
};

export type ShowTime = {
  __typename: 'ShowTime';
  /** HH:mm in THEATRE_TZ. */
  localTime: Scalars['String']['output'];
  showId: Scalars['ID']['output'];
  time: Scalars['Time']['output'];
};

export type User = {
  __typename: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  isAdmin: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type SessionAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionAdminQuery = { isAdmin: boolean };

export type SessionFavouritesQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionFavouritesQuery = { favourites: Array<{ __typename: 'Movie', id: string }> };

export type FavouritesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FavouritesPageQuery = { favourites: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { movies: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export type MovieCard_MovieFragment = { __typename: 'Movie', id: string, title: string, posterUrl: string | null, voteAverage: number, releaseDate: string, genreNames: Array<string> } & { ' $fragmentName'?: 'MovieCard_MovieFragment' };

export type MoviesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MoviesPageQuery = { movies: Array<(
    { __typename: 'Movie', id: string }
    & { ' $fragmentRefs'?: { 'MovieCard_MovieFragment': MovieCard_MovieFragment } }
  )> };

export const MovieCard_MovieFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}}]}}]} as unknown as DocumentNode<MovieCard_MovieFragment, unknown>;
export const SessionAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode<SessionAdminQuery, SessionAdminQueryVariables>;
export const SessionFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionFavourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionFavouritesQuery, SessionFavouritesQueryVariables>;
export const FavouritesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavouritesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}}]}}]} as unknown as DocumentNode<FavouritesPageQuery, FavouritesPageQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const MoviesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoviesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MovieCard_movie"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MovieCard_movie"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Movie"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"voteAverage"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"genreNames"}}]}}]} as unknown as DocumentNode<MoviesPageQuery, MoviesPageQueryVariables>;
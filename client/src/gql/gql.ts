/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SessionAdmin {\n    isAdmin\n  }\n": typeof types.SessionAdminDocument,
    "\n  query SessionFavourites {\n    favourites {\n      id\n    }\n  }\n": typeof types.SessionFavouritesDocument,
    "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.FavouritesPageDocument,
    "\n  query HomePage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n  }\n": typeof types.MovieCard_MovieFragmentDoc,
    "\n  query MoviesPage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n": typeof types.MoviesPageDocument,
};
const documents: Documents = {
    "\n  query SessionAdmin {\n    isAdmin\n  }\n": types.SessionAdminDocument,
    "\n  query SessionFavourites {\n    favourites {\n      id\n    }\n  }\n": types.SessionFavouritesDocument,
    "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.FavouritesPageDocument,
    "\n  query HomePage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n  }\n": types.MovieCard_MovieFragmentDoc,
    "\n  query MoviesPage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n": types.MoviesPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionAdmin {\n    isAdmin\n  }\n"): (typeof documents)["\n  query SessionAdmin {\n    isAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionFavourites {\n    favourites {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SessionFavourites {\n    favourites {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query FavouritesPage {\n    favourites {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n  }\n"): (typeof documents)["\n  fragment MovieCard_movie on Movie {\n    id\n    title\n    posterUrl\n    voteAverage\n    releaseDate\n    genreNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoviesPage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n"): (typeof documents)["\n  query MoviesPage {\n    movies {\n      id\n      ...MovieCard_movie\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
import { graphql } from '../../gql';

/**
 * The movie page's verified reviews: the rating beside TMDB's score and
 * the reviews section read this one query (Apollo asks the server once).
 * Reviews and their box refetch it by name after a change.
 */
export const MovieReviewsQuery = graphql(`
  query MovieReviews($movieId: ID!) {
    movie(id: $movieId) {
      id
      verifiedRating
      verifiedCount
      canReview
      myReview {
        id
        ...ReviewBox_review
      }
      reviews(limit: 10) {
        id
        ...ReviewItem_review
      }
    }
  }
`);

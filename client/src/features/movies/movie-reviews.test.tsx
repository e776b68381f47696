import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { HideReviewDocument, MovieReviewsDocument, ReviewMovieDocument } from '../../gql/graphql';
import { makeSession, renderWithSession, signedInSession } from '../../test/render';
import { MovieReviews } from './movie-reviews';
import { VerifiedRating } from './verified-rating';
import { MAX_REVIEW_CHARS, reviewLength } from './review-box';

function review(id: string, author: string, rating: number, text: string) {
  return { __typename: 'Review', id, author, rating, text, watchedAt: '2026-11-28', cinemaName: 'Marquee Juhu' };
}

function reviewsOf(over: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: MovieReviewsDocument, variables: { movieId: 'm1' } },
    result: {
      data: {
        movie: {
          __typename: 'Movie',
          id: 'm1',
          verifiedRating: 7.5,
          verifiedCount: 2,
          canReview: false,
          myReview: null,
          reviews: [review('r2', 'Ravi', 8, 'Great second half.'), review('r1', 'Asha', 7, '')],
          ...over,
        },
      },
    },
  };
}

function Page() {
  return (
    <>
      <VerifiedRating movieId="m1" />
      <MovieReviews movieId="m1" />
    </>
  );
}

describe('MovieReviews', () => {
  it('shows the verified average and count with a badge, and each review with where and when it was watched', async () => {
    renderWithSession(<Page />, { mocks: [reviewsOf()] });
    const rating = await screen.findByTestId('verified-rating');
    expect(rating).toHaveTextContent('7.5');
    expect(rating).toHaveTextContent('Verified');
    expect(rating).toHaveTextContent('(2 verified ratings)');
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ravi');
    expect(items[0]).toHaveTextContent('8/10');
    expect(items[0]).toHaveTextContent('Watched at Marquee Juhu on November 28, 2026');
    expect(items[0]).toHaveTextContent('Great second half.');
    // Nobody admitted, nobody admin: no box, no Hide.
    expect(screen.queryByRole('form', { name: 'Your review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
  });

  it('says so when there are no verified reviews', async () => {
    renderWithSession(<Page />, { mocks: [reviewsOf({ verifiedRating: null, verifiedCount: 0, reviews: [] })] });
    expect(await screen.findByText('No verified reviews yet.')).toBeInTheDocument();
    expect(screen.getByTestId('verified-rating')).toHaveTextContent('(0 verified ratings)');
  });

  it('lets an admitted customer rate and review, counting characters, then shows the new figures', async () => {
    const user = userEvent.setup();
    const saved = review('r3', 'Asha', 9, 'Loved it');
    const mocks: MockLink.MockedResponse[] = [
      reviewsOf({ canReview: true }),
      {
        request: { query: ReviewMovieDocument, variables: { movieId: 'm1', rating: 9, text: 'Loved it' } },
        result: { data: { reviewMovie: { __typename: 'Review', id: 'r3', rating: 9, text: 'Loved it' } } },
      },
      reviewsOf({
        canReview: true,
        verifiedRating: 8,
        verifiedCount: 3,
        myReview: { __typename: 'Review', id: 'r3', rating: 9, text: 'Loved it' },
        reviews: [saved, review('r2', 'Ravi', 8, 'Great second half.'), review('r1', 'Asha', 7, '')],
      }),
    ];
    renderWithSession(<Page />, { session: signedInSession(), mocks });
    const form = await screen.findByRole('form', { name: 'Your review' });
    const post = within(form).getByRole('button', { name: 'Post review' });
    expect(post).toBeDisabled(); // no rating chosen yet
    await user.click(within(form).getByRole('button', { name: 'Rate 9 out of 10' }));
    expect(within(form).getByRole('button', { name: 'Rate 9 out of 10' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(form).getByLabelText('Your review'), 'Loved it');
    expect(within(form).getByText(`8/${MAX_REVIEW_CHARS} characters`)).toBeInTheDocument();
    await user.click(post);
    expect(await screen.findByText('Review posted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('verified-rating')).toHaveTextContent('(3 verified ratings)'));
    expect(screen.getByTestId('verified-rating')).toHaveTextContent('8.0');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Loved it');
    // The box now edits the saved review.
    expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
  });

  it('refuses text over 1,000 characters before asking the server', async () => {
    renderWithSession(<Page />, { session: signedInSession(), mocks: [reviewsOf({ canReview: true })] });
    const form = await screen.findByRole('form', { name: 'Your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Rate 5 out of 10' }));
    const box = within(form).getByLabelText('Your review');
    await userEvent.click(box);
    await userEvent.paste('é'.repeat(MAX_REVIEW_CHARS + 1));
    expect(within(form).getByText('1001/1000 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Post review' })).toBeDisabled();
    expect(reviewLength('  ab\n')).toBe(2);
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mocks: MockLink.MockedResponse[] = [
      reviewsOf({ canReview: true }),
      {
        request: { query: ReviewMovieDocument, variables: { movieId: 'm1', rating: 3, text: '' } },
        result: { errors: [new GraphQLError('Only people whose ticket for this movie was scanned at the door can review it', { extensions: { code: 'NOT_ADMITTED' } })] },
      },
    ];
    renderWithSession(<Page />, { session: signedInSession(), mocks });
    const form = await screen.findByRole('form', { name: 'Your review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Rate 3 out of 10' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Only people whose ticket for this movie was scanned at the door can review it')).toBeInTheDocument();
  });

  it('gives admins a Hide action on each review, which drops it from the list', async () => {
    const mocks: MockLink.MockedResponse[] = [
      reviewsOf(),
      { request: { query: HideReviewDocument, variables: { id: 'r2' } }, result: { data: { hideReview: true } } },
      reviewsOf({ verifiedRating: 7, verifiedCount: 1, reviews: [review('r1', 'Asha', 7, '')] }),
    ];
    renderWithSession(<Page />, { session: signedInSession({ isAdmin: true }), mocks });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the review by Ravi' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByTestId('verified-rating')).toHaveTextContent('(1 verified rating)');
    expect(screen.queryByText('Ravi')).not.toBeInTheDocument();
  });

  it('shows visitors no box', async () => {
    renderWithSession(<Page />, { session: makeSession(), mocks: [reviewsOf()] });
    await screen.findByTestId('verified-rating');
    expect(screen.queryByRole('form', { name: 'Your review' })).not.toBeInTheDocument();
  });
});

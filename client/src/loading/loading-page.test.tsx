import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MyBookingsDocument } from '../gql/graphql';
import { renderRoute, signedInSession } from '../test/render';
import { nextPath } from './loading-page';

describe('LoadingPage', () => {
  it('shows a loading screen, then goes to /{nextUrl}', async () => {
    const { router } = renderRoute('/loading/my-bookings', {
      session: signedInSession(),
      mocks: [{ request: { query: MyBookingsDocument }, result: { data: { myBookings: [] } } }],
    });
    expect(screen.getByRole('heading', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'), { timeout: 3000 });
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    // The loading screen replaced itself: Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps deeper paths and never leaves the site', () => {
    expect(nextPath('movies/42')).toBe('/movies/42');
    expect(nextPath('my-bookings', '?paid=1')).toBe('/my-bookings?paid=1');
    expect(nextPath('//evil.example/x')).toBe('/evil.example/x');
    expect(nextPath(undefined)).toBe('/');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MyBookingsDocument } from '../../gql/graphql';
import { renderRoute, signedInSession } from '../../test/render';
import { LOADING_MIN_MS, nextPath } from './loading-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingPage', () => {
  it('shows a loading screen, then goes to /{nextUrl}', async () => {
    const { router } = renderRoute('/loading/my-bookings', {
      session: signedInSession(),
      mocks: [{ request: { query: MyBookingsDocument }, result: { data: { myBookings: [] } } }],
    });
    expect(screen.getByRole('heading', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The page waits LOADING_MIN_MS on a timer: step the clock, not the wall.
    await act(() => vi.advanceTimersByTimeAsync(LOADING_MIN_MS - 1));
    expect(router.state.location.pathname).toBe('/loading/my-bookings');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/my-bookings');
    // The bookings query's mocked answer is on a (fake) timer too.
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
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

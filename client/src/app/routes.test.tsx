import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { silentLink } from '../test/mocks';
import { renderRoute, signedInSession } from '../test/render';

describe('routes', () => {
  it.each([
    ['/movies/42', 'Movie Details'],
    ['/booking/42', 'Grab Tickets Now !'],
    ['/movies/42/2025-07-01', 'Grab your seats'],
    ['/my-bookings', 'My Bookings'],
    ['/loading/my-bookings', 'Loading'],
    ['/loading/movies/42', 'Loading'],
    ['/releases', 'New Releases'],
  ])('%s renders its page inside the site layout', async (path, heading) => {
    // The pages' queries stay in flight: this is about routing, not data.
    renderRoute(path, { session: signedInSession(), link: silentLink });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/favourite asks a signed-out visitor to sign in', async () => {
    renderRoute('/favourite');
    expect(screen.getByRole('heading', { name: 'Your Favourite Movies' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your favourites.')).toBeInTheDocument();
  });

  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/add-shows', 'Admin Add Shows'],
    ['/admin/list-shows', 'Admin List Shows'],
    ['/admin/list-bookings', 'Admin List Bookings'],
  ])('%s renders in the admin layout without navbar or footer', async (path, heading) => {
    renderRoute(path, { session: signedInSession({ isAdmin: true }), link: silentLink });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(sidebar).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marquee home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Dashboard', '/admin'],
      ['Add Shows', '/admin/add-shows'],
      ['List Shows', '/admin/list-shows'],
      ['List Bookings', '/admin/list-bookings'],
      ['Menu', '/admin/menu'],
      ['Offers', '/admin/offers'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SessionContext, type Session } from '../../lib/session';
import { makeSession, signedInSession } from '../../test/render';
import { Navbar } from './navbar';

function renderNavbar(session: Session) {
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <Navbar />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Navbar', () => {
  it('links Home, Movies and Releases but not Favourites when signed out', () => {
    renderNavbar(makeSession());
    const nav = mainNav();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/releases');
    expect(nav).not.toHaveTextContent('Favourites');
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('shows a Login button when signed out that opens sign-in', async () => {
    const openSignIn = vi.fn();
    renderNavbar(makeSession({ openSignIn }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(openSignIn).toHaveBeenCalledOnce();
  });

  it('adds Favourites and a user menu when signed in', () => {
    renderNavbar(signedInSession());
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourite');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
  });

  it('links admins, and only admins, to the admin area from the user menu', async () => {
    const { unmount } = renderNavbar(signedInSession({ isAdmin: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    unmount();
    renderNavbar(signedInSession({ isAdmin: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.getByRole('menuitem', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('offers My Bookings and Sign out in the user menu', async () => {
    const signOut = vi.fn(async () => {});
    renderNavbar(signedInSession({ signOut }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers door staff the check-in scanner in the user menu, and nobody else', async () => {
    const { unmount } = renderNavbar(signedInSession({ isStaff: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.getByRole('menuitem', { name: 'Check in tickets' })).toHaveAttribute('href', '/admin/check-in');
    unmount();
    renderNavbar(signedInSession());
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.queryByRole('menuitem', { name: 'Check in tickets' })).not.toBeInTheDocument();
  });

  it('links the box office for counter staff and admins (the session says both are box office), and nobody else', async () => {
    for (const session of [signedInSession({ isBoxOffice: true }), signedInSession({ isAdmin: true, isBoxOffice: true })]) {
      const { unmount } = renderNavbar(session);
      await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
      expect(screen.getByRole('menuitem', { name: 'Box office' })).toHaveAttribute('href', '/box-office');
      unmount();
    }
    renderNavbar(signedInSession({ isStaff: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.queryByRole('menuitem', { name: 'Box office' })).not.toBeInTheDocument();
  });

  it('toggles the small-screen overlay menu and closes it on a link click', async () => {
    renderNavbar(makeSession());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveClass('max-md:hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).not.toHaveClass('max-md:hidden');

    await userEvent.click(screen.getByRole('link', { name: 'Movies' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveClass('max-md:hidden');

    await userEvent.click(toggle);
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Close menu' }));
    expect(mainNav()).toHaveClass('max-md:hidden');
  });

  it('gets a solid, blurred background once the page scrolls, and loses it back at the top', () => {
    const { container } = renderNavbar(makeSession());
    const header = container.querySelector('header')!;
    const background = screen.getByTestId('navbar-background');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(background.className).not.toMatch(/\bbg-/);

    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    try {
      scrollTo(240);
      expect(header).toHaveAttribute('data-scrolled', 'true');
      expect(background).toHaveClass('bg-zinc-950/90', 'backdrop-blur-md');
      // On its own layer: a backdrop-filter on the header would trap the phone menu's fixed overlay inside it.
      expect(header.className).not.toMatch(/backdrop|filter|transform/);
      scrollTo(0);
      expect(header).toHaveAttribute('data-scrolled', 'false');
      expect(background.className).not.toMatch(/\bbg-/);
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});

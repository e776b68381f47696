import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LayoutDashboardIcon, LogOutIcon, MenuIcon, ScanLineIcon, StoreIcon, TicketPlusIcon, XIcon } from 'lucide-react';
import { useSession } from '../../lib/session';
import { useScrolled } from '../../lib/use-scrolled';
import { Logo } from '../../components/logo';
import { Button } from '../../components/button';

interface NavItem {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/movies', label: 'Movies' },
  { to: '/releases', label: 'Releases' },
  { to: '/favourite', label: 'Favourites', signedInOnly: true },
];

function scrollToTop() {
  window.scrollTo(0, 0);
}

/**
 * The site header; search is the movie search box the layout puts beside
 * the account controls, city the city picker (in the menu on phones, beside
 * search on wide screens).
 */
export function Navbar({ search, city }: { search?: ReactNode; city?: ReactNode } = {}) {
  const session = useSession();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The full-screen menu must not leave the page scrollable underneath.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const onLinkClick = () => {
    scrollToTop();
    setMenuOpen(false);
  };

  const items = NAV_ITEMS.filter((item) => !item.signedInOnly || session.isSignedIn);

  return (
    <header
      data-scrolled={scrolled}
      className="fixed top-0 left-0 z-50 flex w-full items-center justify-between px-6 py-5 md:px-16 lg:px-36 print:hidden"
    >
      {/*
        Once the page scrolls, the bar gets a dark, blurred background, so what
        scrolls under it never shows through its links. It is a layer of its
        own: a backdrop-filter on the header would make the header the
        containing block of the phone menu's fixed, full-screen overlay.
      */}
      <div
        aria-hidden="true"
        data-testid="navbar-background"
        className={`absolute inset-0 -z-10 border-b transition-colors duration-200 ${
          scrolled ? 'border-white/10 bg-zinc-950/90 shadow-lg shadow-black/40 backdrop-blur-md' : 'border-transparent'
        }`}
      />
      <Link to="/" onClick={onLinkClick} aria-label="Marquee home" className="max-md:flex-1">
        <Logo />
      </Link>

      <nav
        id={menuId}
        aria-label="Main"
        className={[
          'z-50 flex items-center font-medium',
          'md:gap-8 md:rounded-full md:border md:border-zinc-300/20 md:bg-white/10 md:px-8 md:py-3 md:backdrop-blur',
          'max-md:fixed max-md:inset-0 max-md:flex-col max-md:justify-center max-md:gap-8 max-md:bg-black/90 max-md:text-lg max-md:backdrop-blur',
          menuOpen ? '' : 'max-md:hidden',
        ].join(' ')}
      >
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => setMenuOpen(false)}
          className="absolute top-6 right-6 md:hidden"
        >
          <XIcon className="h-6 w-6" />
        </button>
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            onClick={onLinkClick}
            className={({ isActive }) =>
              `transition hover:text-primary ${isActive ? 'text-primary' : ''}`
            }
          >
            {item.label}
          </NavLink>
        ))}
        {city && <div className="md:hidden">{city}</div>}
      </nav>

      <div className="flex items-center gap-4">
        {city && <div className="hidden xl:block">{city}</div>}
        {search}
        {session.isSignedIn && session.user ? (
          <UserMenu
            name={session.user.name}
            isAdmin={session.isAdmin}
            staff={session.isStaff}
            boxOffice={session.isBoxOffice}
            onSignOut={() => void session.signOut()}
          />
        ) : (
          <Button
            onClick={session.openSignIn}
            disabled={!session.isLoaded}
            size="sm"
            className="sm:px-7 sm:py-2"
          >
            Login
          </Button>
        )}
        <button
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="md:hidden"
        >
          <MenuIcon className="h-8 w-8" />
        </button>
      </div>
    </header>
  );
}

/** boxOffice: sells at the counter (the BOX_OFFICE role, or an admin), so the menu links /box-office. */
function UserMenu(props: { name: string; isAdmin: boolean; staff: boolean; boxOffice: boolean; onSignOut(): void }) {
  const { name, isAdmin, staff, boxOffice, onSignOut } = props;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const initial = name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-dull font-semibold ring-2 ring-white/20 transition hover:ring-white/50"
      >
        {initial}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 mt-2 w-52 overflow-hidden rounded-lg border border-zinc-700 bg-zinc-900 py-1 shadow-xl"
        >
          <p className="truncate border-b border-zinc-800 px-4 py-2 text-sm text-zinc-400">{name}</p>
          <Link
            role="menuitem"
            to="/my-bookings"
            onClick={() => {
              setOpen(false);
              scrollToTop();
            }}
            className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-zinc-800"
          >
            <TicketPlusIcon aria-hidden="true" className="h-4 w-4" /> My Bookings
          </Link>
          {isAdmin && (
            <Link
              role="menuitem"
              to="/admin"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-zinc-800"
            >
              <LayoutDashboardIcon aria-hidden="true" className="h-4 w-4" /> Admin
            </Link>
          )}
          {boxOffice && (
            <Link
              role="menuitem"
              to="/box-office"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-zinc-800"
            >
              <StoreIcon aria-hidden="true" className="h-4 w-4" /> Box office
            </Link>
          )}
          {staff && (
            <Link
              role="menuitem"
              to="/admin/check-in"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-zinc-800"
            >
              <ScanLineIcon aria-hidden="true" className="h-4 w-4" /> Check in tickets
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-zinc-800"
          >
            <LogOutIcon aria-hidden="true" className="h-4 w-4" /> Sign out
          </button>
        </div>
      )}
    </div>
  );
}

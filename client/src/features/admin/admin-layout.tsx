import { useEffect } from 'react';
import { Link, NavLink, Outlet, useMatches } from 'react-router';
import {
  BarChart3Icon,
  HandCoinsIcon,
  HistoryIcon,
  Building2Icon,
  CalendarRangeIcon,
  LayoutDashboardIcon,
  ListCollapseIcon,
  ListIcon,
  MailIcon,
  PlusSquareIcon,
  PopcornIcon,
  ScanLineIcon,
  TicketPercentIcon,
  type LucideIcon,
} from 'lucide-react';
import { useSession } from '../../lib/session';
import { Logo } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { useDenyAccess } from './shared/admin-errors';
import { Button } from '../../components/button';

interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Door staff who are not admins see only these. */
  staff?: boolean;
}

const SIDEBAR_LINKS: SidebarLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/admin/add-shows', label: 'Add Shows', icon: PlusSquareIcon },
  { to: '/admin/list-shows', label: 'List Shows', icon: ListIcon },
  { to: '/admin/list-bookings', label: 'List Bookings', icon: ListCollapseIcon },
  { to: '/admin/cinemas', label: 'Cinemas', icon: Building2Icon },
  { to: '/admin/timeline', label: 'Timeline', icon: CalendarRangeIcon },
  { to: '/admin/menu', label: 'Menu', icon: PopcornIcon },
  { to: '/admin/offers', label: 'Offers', icon: TicketPercentIcon },
  { to: '/admin/check-in', label: 'Check-in', icon: ScanLineIcon, staff: true },
  { to: '/admin/outbox', label: 'Outbox', icon: MailIcon },
  { to: '/admin/reports', label: 'Reports', icon: BarChart3Icon },
  { to: '/admin/settlement', label: 'Settlement', icon: HandCoinsIcon },
  { to: '/admin/audit', label: 'Audit trail', icon: HistoryIcon },
];

/** What a route of the admin area declares in its handle. */
export interface AdminRouteHandle {
  /** Door staff may open it, not only admins (the check-in scanner). */
  staff?: boolean;
}

/** Whether the matched admin route is one door staff may open. */
function useStaffRoute(): boolean {
  return useMatches().some((m) => (m.handle as AdminRouteHandle | undefined)?.staff === true);
}

function AdminHeader() {
  return (
    <header className="flex h-16 items-center justify-between border-b border-zinc-300/30 px-6 md:px-10">
      <Link to="/" aria-label="Marquee home">
        <Logo />
      </Link>
    </header>
  );
}

function AdminSidebar() {
  const { user, isAdmin } = useSession();
  const name = user?.name ?? 'Admin';
  const links = isAdmin ? SIDEBAR_LINKS : SIDEBAR_LINKS.filter((l) => l.staff);
  return (
    <nav
      aria-label="Admin"
      className="flex h-[calc(100vh-64px)] w-full max-w-13 shrink-0 flex-col items-center border-r border-zinc-300/20 pt-8 text-sm md:max-w-60"
    >
      <div className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-dull font-semibold md:h-14 md:w-14 md:text-xl">
        {name.charAt(0).toUpperCase()}
      </div>
      <p className="mt-2 text-base max-md:hidden">{name}</p>
      <div className="w-full">
        {links.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end
            className={({ isActive }) =>
              `group relative flex w-full items-center gap-2 py-2.5 pl-3.5 text-zinc-400 first:mt-6 md:pl-10 ${
                isActive ? 'bg-primary/15 text-primary' : ''
              }`
            }
          >
            {({ isActive }) => (
              <>
                <Icon aria-hidden="true" className="h-5 w-5" />
                <span className="max-md:sr-only">{label}</span>
                <span
                  aria-hidden="true"
                  className={`absolute right-0 h-10 w-1.5 rounded-l ${isActive ? 'bg-primary' : ''}`}
                />
              </>
            )}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}

/**
 * The admin area's own chrome: header logo and sidebar, no site navbar or
 * footer. A spinner shows until the visitor is signed in and the role check
 * has answered; anyone else is sent home as not authorized, except that door
 * staff may open the pages marked for them (the check-in scanner).
 */
export function AdminLayout() {
  const session = useSession();
  const deny = useDenyAccess();
  const staffRoute = useStaffRoute();
  const checking = !session.isLoaded || !session.isSignedIn || session.isAdminLoading;
  const allowed = session.isAdmin || (staffRoute && session.isStaff);
  const denied = !checking && !allowed;

  useEffect(() => {
    if (denied) deny();
  }, [denied]); // eslint-disable-line react-hooks/exhaustive-deps

  if (checking || denied) {
    // Signed out there is nothing to wait for: only the way in.
    const signedOut = session.isLoaded && !session.isSignedIn;
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="sr-only">Admin</h1>
        {signedOut ? (
          <div className="flex flex-col items-center gap-3">
            <p className="text-zinc-300">
              {staffRoute ? 'Sign in with a staff account to continue.' : 'Sign in with an admin account to continue.'}
            </p>
            <Button onClick={session.openSignIn}>Login</Button>
          </div>
        ) : (
          <Spinner className="h-auto" />
        )}
      </div>
    );
  }

  return (
    <>
      <AdminHeader />
      <div className="flex">
        <AdminSidebar />
        <main className="h-[calc(100vh-64px)] min-w-0 flex-1 overflow-y-auto px-4 py-10 md:px-10">
          <Outlet />
        </main>
      </div>
    </>
  );
}

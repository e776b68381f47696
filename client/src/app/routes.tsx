import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../components/spinner';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage, RouteErrorPage } from '../features/not-found/not-found-page';
import { lazyPage, type LazyPage } from './lazy-page';

// Each page is a chunk of its own: a visitor's first page does not wait for
// the others' code (the seat map's, the booking's, the home page's carousel).
// index.html fetches the chunk of the page it opens on together with the
// app's own (vite.route-preloads.ts names the same modules).
const HomePage = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));
const MoviesPage = lazyPage(() => import('../features/movies/movies-page').then((m) => m.MoviesPage));
const MovieDetailsPage = lazyPage(() => import('../features/movies/movie-details-page').then((m) => m.MovieDetailsPage));
const SeatLayoutPage = lazyPage(() => import('../features/booking/seat-layout-page').then((m) => m.SeatLayoutPage));
const BookingPage = lazyPage(() => import('../features/booking/booking-page').then((m) => m.BookingPage));
const MyBookingsPage = lazyPage(() => import('../features/my-bookings/my-bookings-page').then((m) => m.MyBookingsPage));
const TicketPage = lazyPage(() => import('../features/tickets/ticket-page').then((m) => m.TicketPage));
const LoadingPage = lazyPage(() => import('../features/loading/loading-page').then((m) => m.LoadingPage));
const FavouritesPage = lazyPage(() => import('../features/favourites/favourites-page').then((m) => m.FavouritesPage));
const ReleasesPage = lazyPage(() => import('../features/releases/releases-page').then((m) => m.ReleasesPage));

/**
 * Fetches the chunk of the page at pathname (index.html has usually asked
 * for it already), so the app's first render draws the page itself rather
 * than a spinner and then the page.
 */
export function loadPageFor(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((m) => (m.route.element as { type?: Partial<LazyPage> } | undefined)?.type?.load)
    .filter((load) => typeof load === 'function');
  return Promise.all(pages.map((load) => load()));
}

/** Fetches every page's chunk (tests render any route at once after it). */
export function loadAllPages(): Promise<unknown> {
  return Promise.all(
    [HomePage, MoviesPage, MovieDetailsPage, SeatLayoutPage, BookingPage, MyBookingsPage, TicketPage, LoadingPage, FavouritesPage, ReleasesPage].map((p) => p.load()),
  );
}

// The admin area is one chunk, fetched only when an /admin path is visited.
const loadAdmin = () => import('../features/admin');
const AdminLayout = lazy(() => loadAdmin().then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => loadAdmin().then((m) => ({ default: m.DashboardPage })));
const AddShowsPage = lazy(() => loadAdmin().then((m) => ({ default: m.AddShowsPage })));
const ListShowsPage = lazy(() => loadAdmin().then((m) => ({ default: m.ListShowsPage })));
const ListBookingsPage = lazy(() => loadAdmin().then((m) => ({ default: m.ListBookingsPage })));
const CinemasPage = lazy(() => loadAdmin().then((m) => ({ default: m.CinemasPage })));
const ScreenEditorPage = lazy(() => loadAdmin().then((m) => ({ default: m.ScreenEditorPage })));
const CheckInPage = lazy(() => loadAdmin().then((m) => ({ default: m.CheckInPage })));
const OutboxPage = lazy(() => loadAdmin().then((m) => ({ default: m.OutboxPage })));
const PriceCardsPage = lazy(() => loadAdmin().then((m) => ({ default: m.PriceCardsPage })));
const ReportsPage = lazy(() => loadAdmin().then((m) => ({ default: m.ReportsPage })));
const AuditPage = lazy(() => loadAdmin().then((m) => ({ default: m.AuditPage })));
const SettlementPage = lazy(() => loadAdmin().then((m) => ({ default: m.SettlementPage })));
const TimelinePage = lazy(() => loadAdmin().then((m) => ({ default: m.TimelinePage })));
const MenuPage = lazy(() => loadAdmin().then((m) => ({ default: m.MenuPage })));
const OffersPage = lazy(() => loadAdmin().then((m) => ({ default: m.OffersPage })));

// Counter staff's page, its own chunk: customers never download it.
const BoxOfficePage = lazy(() =>
  import('../features/box-office/box-office-page').then((m) => ({ default: m.BoxOfficePage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** Every route of the product (SPEC §2), inside the one shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'movies', element: <MoviesPage /> },
      { path: 'movies/:id', element: <MovieDetailsPage /> },
      { path: 'movies/:id/:date', element: <SeatLayoutPage /> },
      { path: 'booking/:id', element: <BookingPage /> },
      { path: 'my-bookings', element: <MyBookingsPage /> },
      { path: 'tickets/:reference', element: <TicketPage /> },
      { path: 'loading/*', element: <LoadingPage /> },
      { path: 'favourite', element: <FavouritesPage /> },
      { path: 'releases', element: <ReleasesPage /> },
      { path: 'box-office', element: <Lazy><BoxOfficePage /></Lazy> },
      {
        path: 'admin',
        element: (
          <Lazy>
            <AdminLayout />
          </Lazy>
        ),
        children: [
          { index: true, element: <Lazy><DashboardPage /></Lazy> },
          { path: 'add-shows', element: <Lazy><AddShowsPage /></Lazy> },
          { path: 'list-shows', element: <Lazy><ListShowsPage /></Lazy> },
          { path: 'list-bookings', element: <Lazy><ListBookingsPage /></Lazy> },
          { path: 'cinemas', element: <Lazy><CinemasPage /></Lazy> },
          { path: 'cinemas/:cinemaId/screens/new', element: <Lazy><ScreenEditorPage /></Lazy> },
          { path: 'screens/:screenId', element: <Lazy><ScreenEditorPage /></Lazy> },
          { path: 'cinemas/:cinemaId/price-cards', element: <Lazy><PriceCardsPage /></Lazy> },
          { path: 'timeline', element: <Lazy><TimelinePage /></Lazy> },
          { path: 'cinemas/:cinemaId/timeline', element: <Lazy><TimelinePage /></Lazy> },
          { path: 'menu', element: <Lazy><MenuPage /></Lazy> },
          { path: 'cinemas/:cinemaId/menu', element: <Lazy><MenuPage /></Lazy> },
          { path: 'offers', element: <Lazy><OffersPage /></Lazy> },
          { path: 'outbox', element: <Lazy><OutboxPage /></Lazy> },
          { path: 'reports', element: <Lazy><ReportsPage /></Lazy> },
          { path: 'audit', element: <Lazy><AuditPage /></Lazy> },
          { path: 'settlement', element: <Lazy><SettlementPage /></Lazy> },
          // Door staff who are not admins may open this one (AdminLayout reads the handle).
          { path: 'check-in', element: <Lazy><CheckInPage /></Lazy>, handle: { staff: true } },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/spinner';
import { RootLayout } from './layout/root-layout';
import { HomePage } from '../features/home/home-page';
import { MoviesPage } from '../features/movies/movies-page';
import { MovieDetailsPage } from '../features/movies/movie-details-page';
import { BookingPage } from '../features/booking/booking-page';
import { SeatLayoutPage } from '../features/booking/seat-layout-page';
import { MyBookingsPage } from '../features/my-bookings/my-bookings-page';
import { TicketPage } from '../features/tickets/ticket-page';
import { LoadingPage } from '../features/loading/loading-page';
import { FavouritesPage } from '../features/favourites/favourites-page';
import { ReleasesPage } from '../features/releases/releases-page';
import { NotFoundPage, RouteErrorPage } from '../features/not-found/not-found-page';

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
const TimelinePage = lazy(() => loadAdmin().then((m) => ({ default: m.TimelinePage })));
const MenuPage = lazy(() => loadAdmin().then((m) => ({ default: m.MenuPage })));
const OffersPage = lazy(() => loadAdmin().then((m) => ({ default: m.OffersPage })));

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
          // Door staff who are not admins may open this one (AdminLayout reads the handle).
          { path: 'check-in', element: <Lazy><CheckInPage /></Lazy>, handle: { staff: true } },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

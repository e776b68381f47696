// The admin area, loaded on demand as its own chunk (see app/routes.tsx).
export { AdminLayout } from './admin-layout';
export { AddShowsPage, DashboardPage, ListBookingsPage, ListShowsPage } from './admin-pages';

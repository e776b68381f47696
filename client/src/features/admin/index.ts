// The admin area, loaded on demand as its own chunk (see app/routes.tsx).
export { AdminLayout } from './admin-layout';
export { AddShowsPage } from './add-shows-page';
export { DashboardPage } from './dashboard-page';
export { ListBookingsPage } from './list-bookings-page';
export { ListShowsPage } from './list-shows-page';
export { CinemasPage } from './cinemas-page';
export { ScreenEditorPage } from './screen-editor-page';
export { CheckInPage } from './check-in-page';
export { OutboxPage } from './outbox-page';

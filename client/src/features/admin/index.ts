// The admin area, loaded on demand as its own chunk (see app/routes.tsx).
// Each sub-folder is one part of it (venues, shows, bookings, check-in,
// outbox, dashboard, programme: price cards and the week timeline, menu: a
// cinema's food and drink, offers: promo codes and automatic offers); parts
// share only shared/ (page title, error rules, pager, cinema and screen
// pickers, money), and only this file imports every part (eslint.config.js
// encodes it).
export { AdminLayout } from './admin-layout';
export { AddShowsPage } from './shows/add-shows-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { ListBookingsPage } from './bookings/list-bookings-page';
export { ListShowsPage } from './shows/list-shows-page';
export { CinemasPage } from './venues/cinemas-page';
export { ScreenEditorPage } from './venues/screen-editor-page';
export { CheckInPage } from './check-in/check-in-page';
export { OutboxPage } from './outbox/outbox-page';
export { PriceCardsPage } from './programme/price-cards-page';
export { TimelinePage } from './programme/timeline-page';
export { ReportsPage } from './reports/reports-page';
export { AuditPage } from './audit/audit-page';
export { SettlementPage } from './reports/settlement-page';
export { MenuPage } from './menu/menu-page';
export { OffersPage } from './offers/offers-page';

import { AdminTitle } from './admin-title';

export function DashboardPage() {
  return <AdminTitle text="Dashboard" />;
}

export function AddShowsPage() {
  return <AdminTitle text="Add Shows" />;
}

export function ListShowsPage() {
  return <AdminTitle text="List Shows" />;
}

export function ListBookingsPage() {
  return <AdminTitle text="List Bookings" />;
}

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { AppToaster } from './app-toaster';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SearchBox } from '../../features/search/search-box';
import { NavbarCityPicker } from '../../features/booking/city-picker';
import { WaitlistOffers } from '../../components/waitlist/waitlist-offer-banner';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The shared layout: the admin area brings its own chrome. */
export function RootLayout() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) {
    return (
      <>
        <AppToaster />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <AppToaster belowNavbar />
      <Navbar search={<SearchBox />} city={<NavbarCityPicker />} />
      {/* Decorations (blur circles) may reach past a page's edge; they must never widen the page. */}
      <main className="overflow-x-clip">
        {/* A page whose chunk has not arrived yet (app/lazy-page.tsx); the footer stays below the fold meanwhile. */}
        <Suspense fallback={<Spinner className="h-screen" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <WaitlistOffers />
    </>
  );
}

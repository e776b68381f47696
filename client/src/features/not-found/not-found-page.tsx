import { ButtonLink } from '../../components/button';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[80vh] flex-col items-center justify-center gap-4 px-6 pt-30 text-center">
      <h1 className="text-3xl font-semibold md:text-5xl">404 Not Found</h1>
      <p className="text-zinc-400">The page you are looking for does not exist or has been moved.</p>
      <ButtonLink
        to="/"
        size="lg"
        className="mt-4"
      >
        Back to Home
      </ButtonLink>
    </div>
  );
}

/** Any routing error (unknown path, failed lazy chunk, render error) shows the 404 page. */
export function RouteErrorPage() {
  return (
    <div className="min-h-screen">
      <NotFoundPage />
    </div>
  );
}

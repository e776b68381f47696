import { Spinner } from '../components/spinner';

export function LoadingPage() {
  return (
    <div className="flex min-h-[80vh] flex-col items-center justify-center">
      <h1 className="sr-only">Loading</h1>
      <Spinner className="h-[60vh]" />
    </div>
  );
}

import { useParams } from 'react-router';

export function MovieDetailsPage() {
  const { id } = useParams();
  return (
    <div className="min-h-[80vh] px-6 pt-30 md:px-16 md:pt-50 lg:px-40">
      <h1 className="text-lg font-medium">Movie Details</h1>
      <p className="sr-only">Movie {id}</p>
    </div>
  );
}

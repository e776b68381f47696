export function MyBookingsPage() {
  return (
    <div className="min-h-[80vh] px-6 pt-30 md:px-16 md:pt-40 lg:px-40">
      <h1 className="mb-4 text-lg font-semibold">My Bookings</h1>
    </div>
  );
}

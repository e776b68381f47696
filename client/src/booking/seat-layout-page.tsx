export function SeatLayoutPage() {
  return (
    <div className="min-h-[80vh] px-6 pt-30 md:px-16 md:pt-50 lg:px-40">
      <h1 className="text-lg font-medium">Grab your seats</h1>
    </div>
  );
}

/** Admin page titles: 'Admin' plus the page name in the brand colour. */
export function AdminTitle({ text }: { text: string }) {
  return (
    <h1 className="text-2xl font-medium">
      Admin <span className="text-primary underline">{text}</span>
    </h1>
  );
}

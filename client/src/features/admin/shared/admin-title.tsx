import { useSession } from '../../../lib/session';

/**
 * Admin page titles: the page name in the brand colour, after 'Admin' for
 * admins. Door staff who are not admins see only the page name (they reach
 * the check-in scanner alone and are not admins).
 */
export function AdminTitle({ text }: { text: string }) {
  const { isAdmin } = useSession();
  return (
    <h1 className="text-2xl font-medium">
      {isAdmin && 'Admin '}
      <span className="text-primary underline">{text}</span>
    </h1>
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `path` and starts the new page at its top (buttons that act as links). */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      navigate(path);
      window.scrollTo(0, 0);
    },
    [navigate],
  );
}

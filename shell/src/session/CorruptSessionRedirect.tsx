import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@stays/platform';
import { guardedEntryAt } from '../guards/guardedEntry';

/**
 * SPEC 8: unreadable stored user data is cleared (by the session) and the user is sent to login, once. On a
 * guarded route the guard does it, choosing the matching protected login page.
 */
export function CorruptSessionRedirect() {
  const { corrupt } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!corrupt || done.current) return;
    done.current = true;
    if (!guardedEntryAt(pathname) && pathname !== '/login') navigate('/login', { replace: true });
  }, [corrupt, pathname, navigate]);
  return null;
}

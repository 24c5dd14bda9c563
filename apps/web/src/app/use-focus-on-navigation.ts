import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a client-side navigation, moves focus to the new page as a full page load would. Redirects
 * (replace) do not count: opening / and landing on /login is still the first page.
 */
export function useFocusOnNavigation(targetId: string) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== 'REPLACE') document.getElementById(targetId)?.focus();
  }, [pathname, navigationType, targetId]);
}

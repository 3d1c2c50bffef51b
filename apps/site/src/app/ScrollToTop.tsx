import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Scroll resets to the top on each path change, as on a new page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

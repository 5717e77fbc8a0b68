import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px. It starts false, as in the prerendered
 * HTML, and reads the position once mounted: a page scrolled before React hydrated it would
 * otherwise start true, and React keeps the HTML's attributes on a mismatch, so the header
 * stayed transparent over the content.
 */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

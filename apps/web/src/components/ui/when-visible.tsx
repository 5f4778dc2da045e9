import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** Shown until then, the size of what it stands for so nothing shifts. */
  placeholder: ReactNode;
}

/**
 * Renders `children` once the placeholder comes near the screen. For pictures whose content is
 * also given as text (a chart with a table for screen readers): below the fold they cost the
 * page's load nothing.
 */
export function WhenVisible({ children, placeholder }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={ref}>{placeholder}</div>;
}

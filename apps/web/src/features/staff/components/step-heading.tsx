import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. Once the member has moved from one step to another it takes focus as it appears, so a screen
 * reader says where they are and the keyboard goes on from there; the page's first step leaves focus to the page.
 */
export function StepHeading({ moved, children }: { moved: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

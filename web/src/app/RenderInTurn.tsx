import { Children, Fragment, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children one after the other: the first at once, each next one in a transition
 * of its own once the previous one has been committed. A long page's first commit (React's DOM
 * writes and Chakra's style inserts, then the browser's style and layout work for all of it)
 * was two tasks of 180-230 ms each at a phone's speed; in turns, each commit is a short task of
 * its own and the first screen shows as soon as its part is ready. Only the first child may be
 * on the first screen: the others come in below it (nothing on screen moves).
 *
 * The parts are laid out in full as they come (no content-visibility: skipping off-screen parts
 * gave them placeholder heights that changed as the page scrolled, which moved everything below,
 * and axe then measured the footer's links against the wrong background).
 */
export function RenderInTurn({ children, all = false }: { children: ReactNode; all?: boolean }) {
  const parts = Children.toArray(children);
  // `all`: a lower part is wanted at once (a link to its #id), so nothing waits for a turn.
  const [shown, setShown] = useState(all ? parts.length : 1);
  useEffect(() => {
    if (shown < parts.length) startTransition(() => setShown((n) => n + 1));
  }, [shown, parts.length]);
  return (
    <>
      {parts[0]}
      {parts.slice(1, shown).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}

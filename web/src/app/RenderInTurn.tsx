import { Children, type CSSProperties, type ReactNode, startTransition, useEffect, useState } from 'react';

/*
 * Every part after the first is off screen when the page opens: the browser skips its style and
 * layout work until it nears the viewport (content-visibility), at a placeholder height that is
 * replaced by the real one once it has been laid out.
 */
const BELOW_THE_FOLD: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' };

/**
 * Renders its children one after the other: the first at once, each next one in a transition
 * of its own once the previous one has been committed. A long page's first commit (React's DOM
 * writes and Chakra's style inserts, then the browser's style and layout work for all of it)
 * was two tasks of 180-230 ms each at a phone's speed; in turns, each commit is a short task of
 * its own and the first screen shows as soon as its part is ready. Only the first child may be
 * on the first screen: the others come in below it (nothing on screen moves).
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
        <div key={i} style={BELOW_THE_FOLD}>
          {part}
        </div>
      ))}
    </>
  );
}

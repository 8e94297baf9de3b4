import { useEffect, type RefObject } from 'react';

/**
 * A visitor can type into a server-rendered field before the app has hydrated it. The words are
 * in the field, but not in the state that drives it: once hydrated, hand them to `onTyped` so the
 * app acts on them (and a later render does not wipe them). Runs once, after hydration.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  onTyped: (value: string) => void,
): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== rendered) onTyped(typed);
    // Once, for what the server's markup received; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

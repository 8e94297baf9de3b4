import { useEffect, useState } from 'react';

/** true/false once the api said whether Google sign-in is set up; null while unknown. */
export function useGoogleStatus(): boolean | null {
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof fetch !== 'function') return undefined;
    const controller = new AbortController();
    fetch('/api/auth/google/status', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (body && typeof body === 'object' && typeof (body as { configured?: unknown }).configured === 'boolean') {
          setConfigured((body as { configured: boolean }).configured);
        }
      })
      // Unknown stays unknown: the button keeps working and the server explains if it must.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return configured;
}

import { useEffect, useState } from 'react';
import { apiRequest } from '@stays/platform';

/** The gateway's public configuration (`GET /api/config`). */
interface PublicConfig {
  demoLogins: boolean;
}

/**
 * Whether the demo accounts may be shown (the hint and quick-login buttons): the gateway says so outside
 * production. Hidden until it has answered, and hidden when it cannot be asked, so production never shows them.
 */
export function useDemoLogins(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest<PublicConfig>('/api/config')
      .then((config) => live && setAllowed(config?.demoLogins === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return allowed;
}

import helmet from 'helmet';

/** Origins of remotes moved elsewhere with REMOTE_<NAME>_URL: their scripts must be allowed too. */
function extraOrigins(remoteUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // a malformed override is reported by the manifest, not here
    }
  }
  return [...origins];
}

/**
 * Security headers. The front ends load their remotes from this origin, styled-components injects <style>
 * tags (hence 'unsafe-inline' for styles only), images come from here or are data:/blob: previews.
 */
export function securityHeaders(options: { remoteUrls: string[]; behindTls: boolean }) {
  const remotes = extraOrigins(options.remoteUrls);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Plain http on localhost must keep working; HSTS only makes sense behind TLS.
    strictTransportSecurity: options.behindTls,
  });
}

import type { Request } from 'express';

/**
 * Where the site is reached, for absolute addresses (canonical, hreflang, Open Graph, the sitemap): PUBLIC_URL
 * when set (behind a proxy that rewrites the host), else the request's own origin.
 */
export function originOf(env: NodeJS.ProcessEnv) {
  const configured = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return (req: Request): string => configured || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

// What the web bench reads from a Lighthouse run's network requests: which are the map's, and how deep the chain
// to the first card image is.

/** The map's requests: its lazy chunks (Leaflet, the map's code) and the gateway's base map (/map/...). */
export function isMapRequest(url: string): boolean {
  const { pathname } = new URL(url);
  return /\/(leaflet|map)\.[0-9a-f]{8}\.js$/.test(pathname) || pathname.startsWith('/map/');
}

export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/**
 * Chain depth of the first card image (`/images/...`): the document is depth 1; any other request is one more than
 * the deepest request that had ended before it started. Requests that never reach the network (data: URLs) and
 * requests to other origins are left out.
 */
export function chainDepthToFirstImage(items: NetworkItem[], origin: string): number | null {
  const requests = items
    .filter((item) => item.url.startsWith(origin) && item.networkRequestTime !== undefined)
    .sort((a, b) => a.networkRequestTime! - b.networkRequestTime!);
  const depth = new Map<NetworkItem, number>();
  for (const [index, request] of requests.entries()) {
    if (index === 0) {
      depth.set(request, 1);
      continue;
    }
    let deepest = 0;
    for (const earlier of requests.slice(0, index))
      if ((earlier.networkEndTime ?? Infinity) <= request.networkRequestTime!)
        deepest = Math.max(deepest, depth.get(earlier) ?? 0);
    depth.set(request, Math.max(1, deepest) + 1);
  }
  const image = requests.find((request) => new URL(request.url).pathname.startsWith('/images/'));
  return image ? (depth.get(image) ?? null) : null;
}

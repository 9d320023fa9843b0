// Whether the gateway answers a public page drawn (its first view), for the browser tests and the web benchmarks.
import { DRAWN_ROOT } from '@stays/contracts';

/**
 * Asks for `url` as a visitor in `language` would until the gateway answers it drawn, for at most `timeoutMs`:
 * the gateway waits a moment for a view and keeps drawing it for the next visitor, so on a busy machine the first
 * asks come without one. Answers whether it came drawn.
 */
export async function untilDrawn(
  url: string,
  { language = 'en', timeoutMs = 20_000 }: { language?: string; timeoutMs?: number } = {},
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  do {
    const answer = await fetch(url, { headers: { accept: 'text/html', cookie: `language=${language}` } });
    if ((await answer.text()).includes(DRAWN_ROOT)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  return false;
}

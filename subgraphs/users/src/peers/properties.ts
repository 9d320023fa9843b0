import { callInternal, HOST_BLOCK_PATH, unavailable } from '@stays/subgraph-shared';

export const BLOCK_UNAVAILABLE =
  "The account's listings could not be updated; the account was not changed. Please try again.";

/**
 * Hides (or shows again) every listing of the account in the properties subgraph, which owns them (issue 18 #8).
 * Asked before the block is stored: when it fails, the block is refused with 503 and nothing has changed.
 */
export async function setListingsHidden(hostId: string, hidden: boolean): Promise<void> {
  try {
    await callInternal('properties', HOST_BLOCK_PATH, { hostId, blocked: hidden });
  } catch {
    throw unavailable(BLOCK_UNAVAILABLE);
  }
}

import { callInternal, HOST_BLOCK_PATH, unavailable } from '@stays/subgraph-shared';
import type { UserModel } from '../user/model';

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

export interface ReassertOptions {
  attempts?: number;
  delayMs?: number;
  log?: (message: string) => void;
}

/**
 * At start-up the accounts re-assert their blocks: every blocked account's listings are hidden again. So
 * listings of accounts blocked before blocks hid listings, or left public by a failure after a block (a lost race
 * whose repair call failed), are hidden by the next restart. The properties subgraph may start after this one:
 * tried `attempts` times, `delayMs` apart; never throws (it runs beside the serving process, not before it).
 */
export async function hideListingsOfBlockedAccounts(
  users: UserModel,
  { attempts = 30, delayMs = 2000, log = () => {} }: ReassertOptions = {},
): Promise<void> {
  try {
    const blocked = await users.find({ isBlocked: true }, { _id: 1 }).lean().exec();
    for (let attempt = 1; blocked.length > 0; attempt++) {
      try {
        for (const account of blocked) {
          // Unblocked meanwhile (while the properties subgraph was coming up): its listings are public again.
          if (!(await users.exists({ _id: account._id, isBlocked: true }).exec())) continue;
          await callInternal('properties', HOST_BLOCK_PATH, { hostId: String(account._id), blocked: true });
        }
        log(`listings of ${blocked.length} blocked account(s) hidden`);
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      }
    }
  } catch (error) {
    log(`listings of blocked accounts not re-hidden at start: ${String(error)}`);
  }
}

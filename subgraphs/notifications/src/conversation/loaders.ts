import { createEntityLoader, toObjectId } from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import type { ConversationModel, EntryModel } from './model';

export function createConversationLoaders(conversations: ConversationModel, entries: EntryModel) {
  return {
    conversationById: createEntityLoader((ids) =>
      conversations
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
    /** Each thread's newest entry (an inbox page asks for 25 at once: one index walk each). */
    lastEntryByConversation: new DataLoader((ids: readonly string[]) =>
      Promise.all(
        ids.map((id) =>
          entries
            .findOne({ conversationId: toObjectId(id) })
            .sort({ createdAt: -1, _id: -1 })
            .lean()
            .exec(),
        ),
      ),
    ),
  };
}

export type ConversationLoaders = ReturnType<typeof createConversationLoaders>;

import { PlatformStatsDocument } from '../__generated__/graphql';
import { mockQuery, type MockedResponse } from './render';

export interface PlatformFigures {
  verifiedStays: number;
  guestsHosted: number;
  averageRating: number | null;
  verifiedHosts: number;
}

/** The graph's answer to `PlatformStatsList` (the landing's and the sign-in page's figures). */
export function mockPlatformStats(figures: PlatformFigures): MockedResponse {
  return mockQuery(
    PlatformStatsDocument,
    {},
    { platformStats: { __typename: 'PlatformStats', id: 'platform', ...figures } },
  );
}

/** @jest-environment node */
import { routeTable } from '../routes/routeTable';
import { pageTitleMessages } from './pageTitles';

describe('page titles', () => {
  it('has a message for the title of every remote route, in English as the route table writes it', () => {
    const titles = new Set(routeTable.filter((entry) => entry.owner !== 'shell').map((entry) => entry.title));
    expect(titles.size).toBeGreaterThan(10);
    for (const title of titles) expect(pageTitleMessages[title]?.defaultMessage).toBe(title);
  });
});

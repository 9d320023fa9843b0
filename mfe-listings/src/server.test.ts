/** @jest-environment node */
import routes from './routes.json';
import { catalogues, pages } from './server';

describe("the listings remote's server entry", () => {
  it('has a page for every row of the route table (the gateway draws their first view)', () => {
    expect(Object.keys(pages).sort()).toEqual(routes.map((row) => row.module).sort());
    for (const page of Object.values(pages)) expect(typeof page).toBe('function');
    expect(catalogues.length).toBeGreaterThan(0);
  });
});

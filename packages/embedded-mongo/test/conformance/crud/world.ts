// What the suites of crud.test.ts share: the file's one server (importing this module registers the driver
// fixture's start and stop hooks, so only that file's suites import it) and a fresh collection per use.
import { type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../../helpers/target';

export let fx: DriverFixture;
let n = 0;
export const fresh = (): Collection<Document> => fx.db.collection(`c${n++}`);

beforeAll(async () => {
  fx = await driverFixture('crud');
});
afterAll(() => fx.close());

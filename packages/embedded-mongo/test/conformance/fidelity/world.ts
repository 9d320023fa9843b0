// What the suites of fidelity.test.ts share: the file's one server (importing this module registers the driver
// fixture's start and stop hooks, so only that file's suites import it) and a fresh collection per use.
import { MongoServerError, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../../helpers/target';

export let fx: DriverFixture;
let n = 0;
export const fresh = (): Collection<Document> => fx.db.collection(`f${n++}`);
/** A collection name no test has used (for collections a test creates itself). */
export const unusedName = (prefix: string) => `${prefix}${n++}`;
export const codeOf = async (p: Promise<unknown>): Promise<number | undefined> => {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as MongoServerError).code as number | undefined;
  }
};

beforeAll(async () => {
  fx = await driverFixture('fidelity');
});
afterAll(() => fx.close());

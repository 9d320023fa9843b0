import { connectMongoose } from './database';
import { repeatWhileConnected } from './schedule';
import { startTestDatabase, type TestDatabase } from './testing/harness';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatWhileConnected', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await startTestDatabase();
  });
  afterAll(() => database.stop());

  it('repeats the task while the connection is open and never after it closes', async () => {
    const connection = await connectMongoose(database.uri, 'schedule-test');
    let runs = 0;
    repeatWhileConnected(connection, 10, () => {
      runs += 1;
    });
    await pause(80);
    expect(runs).toBeGreaterThan(1);
    await connection.close();
    const atClose = runs;
    await pause(80);
    expect(runs).toBe(atClose);
  });

  it('stops when asked, the connection still open', async () => {
    const connection = await connectMongoose(database.uri, 'schedule-test');
    let runs = 0;
    const stop = repeatWhileConnected(connection, 10, () => {
      runs += 1;
    });
    stop();
    await pause(50);
    expect(runs).toBe(0);
    await connection.close();
  });
});

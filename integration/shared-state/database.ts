// A MongoDB-compatible server in this process, in memory, for the gateway's shared state: the counters and the
// change log need real atomic updates and a real index, not a stand-in.
import { start } from '@stays/embedded-mongo';
import { type Db, MongoClient } from 'mongodb';

/** A fresh database per test file, with as many clients as asked (each as one gateway's connection). */
export function databaseForFile(): { clients: (n: number) => Promise<Db[]> } {
  let server: Awaited<ReturnType<typeof start>> | undefined;
  const open: MongoClient[] = [];
  let n = 0;
  afterAll(async () => {
    for (const client of open) await client.close();
    await server?.stop();
  });
  return {
    async clients(count) {
      server ??= await start({ auth: false, log: () => {} });
      const dbName = `gateway-state-${(n += 1)}`;
      const dbs: Db[] = [];
      for (let i = 0; i < count; i++) {
        const client = await MongoClient.connect(server.uri);
        open.push(client);
        dbs.push(client.db(dbName));
      }
      return dbs;
    },
  };
}

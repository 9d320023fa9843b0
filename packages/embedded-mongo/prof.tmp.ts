import { MongoClient } from 'mongodb';
import { start } from './src/index';
(async () => {
  const s = await start();
  const c = await MongoClient.connect(s.uri);
  const col = c.db('b').collection('x');
  await col.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: i as any, v: i })));
  for (let round = 0; round < 3; round++) {
    const t = performance.now(); let n = 0;
    while (performance.now() - t < 1000) { await col.findOne({ _id: (n++ % 1000) as any }); }
    console.log('findOne/s', n);
    const t2 = performance.now(); let m = 0;
    while (performance.now() - t2 < 1000) { await c.db('admin').command({ ping: 1 }); m++; }
    console.log('ping/s', m);
  }
  await c.close(); await s.stop();
})();

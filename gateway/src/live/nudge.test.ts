import type { AddressInfo } from 'node:net';
import express from 'express';
import type { LiveHub } from './hub';
import { nudgeAfterWrites } from './nudge';

describe('nudgeAfterWrites', () => {
  it('nudges the hub after a successful REST write or GraphQL mutation, never after a read or a refusal', async () => {
    let nudges = 0;
    const hub = { nudge: () => (nudges += 1) } as unknown as LiveHub;
    const app = express();
    const answer = (req: express.Request, res: express.Response) =>
      res.status(req.query.refuse ? 400 : 200).json({});
    app.use(['/api', '/graphql'], nudgeAfterWrites(hub), express.json(), answer);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, body: unknown = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const counted = async (request: Promise<Response>) => {
      const before = nudges;
      await (await request).text();
      await new Promise((resolve) => setImmediate(resolve));
      return nudges - before;
    };
    try {
      expect(await counted(post('/api/conversations/1/messages', { body: 'Hi' }))).toBe(1);
      expect(await counted(fetch(`${url}/api/conversations`))).toBe(0);
      expect(await counted(post('/api/conversations/1/messages?refuse=1'))).toBe(0);
      expect(await counted(post('/graphql', { query: 'mutation { sendMessage }' }))).toBe(1);
      expect(await counted(post('/graphql', { query: 'query { myConversations }' }))).toBe(0);
    } finally {
      server.close();
    }
  });
});

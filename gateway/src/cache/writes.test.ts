import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { CacheChange } from './invalidation';
import { invalidateOnRestWrite, restWriteChange } from './writes';

describe('restWriteChange', () => {
  it('names the property a write addresses', () => {
    expect(restWriteChange('PUT', '/api/properties/65f1c0ffee65f1c0ffee0001/images')).toEqual({
      propertyIds: ['65f1c0ffee65f1c0ffee0001'],
      reason: 'PUT /api/properties/65f1c0ffee65f1c0ffee0001/images',
    });
    expect(restWriteChange('POST', '/api/bookings')).toEqual({ reason: 'POST /api/bookings' });
  });

  it('names no property for an address whose id is not a lowercase 24-hex id (every cache is emptied anyway)', () => {
    for (const path of [
      '/api/properties/65F1C0FFEE65F1C0FFEE0001',
      '/api/properties/65f1c0ffee65f1c0ffee000',
      '/api/properties/65f1c0ffee65f1c0ffee00011',
      '/api/properties/new',
    ])
      expect(restWriteChange('PUT', path)).toEqual({ reason: `PUT ${path}` });
    expect(restWriteChange('DELETE', '/api/properties/65f1c0ffee65f1c0ffee0001')).toEqual({
      propertyIds: ['65f1c0ffee65f1c0ffee0001'],
      reason: 'DELETE /api/properties/65f1c0ffee65f1c0ffee0001',
    });
  });
});

describe('invalidateOnRestWrite', () => {
  let server: Server;
  let url: string;
  const changes: CacheChange[] = [];
  beforeAll(async () => {
    const app = express();
    app.use('/api', invalidateOnRestWrite({ invalidate: (change) => changes.push(change) }));
    app.all('/api/:status', (req, res) => void res.status(Number(req.params.status)).end());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('tells the invalidator of each write that succeeded, never of a read or a refused write', async () => {
    await fetch(`${url}/200`);
    await fetch(`${url}/403`, { method: 'POST' });
    expect(changes).toEqual([]);
    await fetch(`${url}/201`, { method: 'POST' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(changes).toEqual([{ reason: 'POST /api/201' }]);
  });
});

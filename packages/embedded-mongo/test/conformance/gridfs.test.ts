import { GridFSBucket } from 'mongodb';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { driverFixture, type DriverFixture } from '../helpers/target';

let fx: DriverFixture;

beforeAll(async () => {
  fx = await driverFixture('gridfs');
});
afterAll(() => fx.close());

async function download(bucket: GridFSBucket, id: unknown): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id as never)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('upload, download and delete a file of several chunks', async () => {
  const bucket = new GridFSBucket(fx.db, { bucketName: 'images', chunkSizeBytes: 64 * 1024 });
  const data = Buffer.alloc(300 * 1024);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31) % 251;
  const upload = bucket.openUploadStream('photo.jpg', { metadata: { owner: 'u1' } });
  await pipeline(Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]), upload);

  const [file] = await bucket.find({ filename: 'photo.jpg' }).toArray();
  expect(file).toMatchObject({ length: data.length, chunkSize: 64 * 1024, metadata: { owner: 'u1' } });
  expect(await fx.db.collection('images.chunks').countDocuments({ files_id: file._id })).toBe(5);

  expect((await download(bucket, file._id)).equals(data)).toBe(true);
  const partial: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(file._id, { start: 70_000, end: 140_000 }))
    partial.push(chunk as Buffer);
  expect(Buffer.concat(partial).equals(data.subarray(70_000, 140_000))).toBe(true);

  await bucket.delete(file._id);
  expect(await bucket.find({}).toArray()).toEqual([]);
  expect(await fx.db.collection('images.chunks').countDocuments()).toBe(0);
  await expect(download(bucket, file._id)).rejects.toThrow(/FileNotFound|not found/i);
});

test('download by name picks the latest revision', async () => {
  const bucket = new GridFSBucket(fx.db, { bucketName: 'docs' });
  await pipeline(Readable.from([Buffer.from('v1')]), bucket.openUploadStream('a.txt'));
  await new Promise((r) => setTimeout(r, 5));
  await pipeline(Readable.from([Buffer.from('v2')]), bucket.openUploadStream('a.txt'));
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStreamByName('a.txt')) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('v2');
});

// Issue 46 #12: an upload that is somebody's profile photo survives the sweep of uploads no listing shows; an
// unused one does not, and when the users subgraph cannot say which are photos, nothing is removed.
import { imageIdOf, imageUrlOf, PROFILE_PHOTOS_PATH } from '@stays/subgraph-shared';
import {
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineProperties } from '..';
import { propertyModel } from '../property/model';
import { findImage, storeImage } from './store';
import { sweepOrphanImages } from './sweep';

let properties: SubgraphHarness;
let users: Peer;
/** What the users subgraph answers: the profile photos it knows, or down. */
const profilePhotos = new Set<string>();
let usersDown = false;

beforeAll(async () => {
  users = await servePeer('users', (app) =>
    app.post(PROFILE_PHOTOS_PATH, (req, res) => {
      if (usersDown) return res.status(503).json({ message: 'down' });
      const { urls } = req.body as { urls: string[] };
      res.json({ inUse: urls.filter((url) => profilePhotos.has(url)) });
    }),
  );
  properties = await startSubgraphHarness(defineProperties);
});

afterAll(async () => {
  await properties?.stop();
  await users?.stop();
});

const upload = async () =>
  imageUrlOf(
    await storeImage(properties.connection, {
      data: Buffer.from('stand-in bytes'),
      contentType: 'image/png',
      filename: 'upload.png',
      uploadedBy: new Types.ObjectId().toHexString(),
    }),
  );
const stored = async (url: string) => (await findImage(properties.connection, imageIdOf(url) ?? '')) !== null;
const sweep = () =>
  sweepOrphanImages(properties.connection, propertyModel(properties.connection), () => {}, 0);

it('keeps an upload that is a profile photo and removes one nothing uses', async () => {
  const photo = await upload();
  const unused = await upload();
  profilePhotos.add(photo);
  usersDown = true;
  expect(await sweep()).toBe(0);
  expect(await stored(unused)).toBe(true);
  usersDown = false;
  expect(await sweep()).toBe(1);
  expect(await stored(photo)).toBe(true);
  expect(await stored(unused)).toBe(false);
  // Once nobody has it as a photo (removed, replaced, or the account deleted), the next sweep takes it.
  profilePhotos.delete(photo);
  expect(await sweep()).toBe(1);
  expect(await stored(photo)).toBe(false);
});

// The sign-in keys follow writes that skip validation, on a real (embedded) database: the update hooks are what
// keep `emailKey` right when an address is changed by `updateOne` (moved here from the gateway's API tests, which
// no longer reach into a subgraph's models).
import { start } from '@stays/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { userModel, type UserModel } from '../src/user/model';

let server: Awaited<ReturnType<typeof start>>;
let connection: Connection;
let users: UserModel;

beforeAll(async () => {
  server = await start({ port: 0 });
  connection = await mongoose.createConnection(server.uri, { dbName: 'sign-in-keys-test' }).asPromise();
  users = userModel(connection);
  await users.init();
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

it('follow an email changed by updateOne, so the new address finds the account case-insensitively', async () => {
  const member = await users.create({
    username: 'member@stays.test',
    email: 'member@stays.test',
    passwordHash: 'x',
    role: 'visitor',
  });
  const email = 'Moved-Member@Stays.TEST';
  await users.updateOne({ _id: member._id }, { $set: { email } }).exec();
  const stored = await users.findOne({ emailKey: email.toLowerCase() }).lean().exec();
  expect(stored).toEqual(
    expect.objectContaining({ email: email.toLowerCase(), emailKey: email.toLowerCase() }),
  );
  expect(await users.countDocuments({ emailKey: 'member@stays.test' })).toBe(0);
});

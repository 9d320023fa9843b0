import mongoose, { Schema, type Connection } from 'mongoose';
import { startTarget, uniqueDbName, type Target } from '../helpers/target';

let target: Target;
let conn: Connection;

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: uniqueDbName('mongoose') }).asPromise();
});
afterAll(async () => {
  await conn.dropDatabase().catch(() => {});
  await conn.close();
  await target.stop();
});

interface User {
  email: string;
  name: string;
  age?: number;
  role: 'guest' | 'host';
}

function models() {
  const userSchema = new Schema<User>(
    {
      email: { type: String, required: true, unique: true, lowercase: true, trim: true },
      name: { type: String, required: [true, 'name is required'], minlength: 2 },
      age: { type: Number, min: 0 },
      role: { type: String, enum: ['guest', 'host'], default: 'guest' },
    },
    { timestamps: true },
  );
  const User = conn.models.User ?? conn.model<User>('User', userSchema);
  const postSchema = new Schema({
    title: String,
    author: { type: Schema.Types.ObjectId, ref: 'User' },
    likes: { type: Number, default: 0 },
  });
  const Post = conn.models.Post ?? conn.model('Post', postSchema);
  return { User, Post };
}

test('models create documents with defaults, casting and timestamps', async () => {
  const { User } = models();
  await User.init();
  const u = await User.create({ email: '  Ann@Example.com ', name: 'Ann', age: '31' as never });
  expect(u.email).toBe('ann@example.com');
  expect(u.age).toBe(31);
  expect(u.role).toBe('guest');
  const found = await User.findById(u._id);
  expect(found!.get('createdAt')).toBeInstanceOf(Date);
  expect(found!.get('updatedAt')).toBeInstanceOf(Date);
});

test('validation errors are raised before the server is asked', async () => {
  const { User } = models();
  await expect(User.create({ email: 'b@x', name: 'B' })).rejects.toThrow(/name/);
  await expect(User.create({ email: 'c@x', name: 'Cee', role: 'admin' as never })).rejects.toThrow(/role/);
});

test('the unique index produces a duplicate key error mongoose understands', async () => {
  const { User } = models();
  await User.init();
  await User.create({ email: 'dup@x', name: 'Dup' });
  const err = await User.create({ email: 'DUP@x', name: 'Dup2' }).catch((e) => e);
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ email: 'dup@x' });
  expect(err.keyPattern).toEqual({ email: 1 });
});

test('findOneAndUpdate, lean, countDocuments and estimatedDocumentCount', async () => {
  const { User } = models();
  await User.create({ email: 'e@x', name: 'Eve', age: 20 });
  const updated = await User.findOneAndUpdate(
    { email: 'e@x' },
    { $inc: { age: 1 } },
    { returnDocument: 'after' },
  ).lean();
  expect(updated).toMatchObject({ email: 'e@x', age: 21 });
  expect(updated!.constructor).toBe(Object);
  const upserted = await User.findOneAndUpdate(
    { email: 'new@x' },
    { name: 'Newt' },
    { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
  ).lean();
  expect(upserted).toMatchObject({ email: 'new@x', name: 'Newt', role: 'guest' });
  expect(await User.countDocuments({ age: { $gte: 21 } })).toBeGreaterThanOrEqual(1);
  expect(await User.estimatedDocumentCount()).toBe(await User.countDocuments());
});

test('populate follows references', async () => {
  const { User, Post } = models();
  const author = await User.create({ email: 'writer@x', name: 'Writer' });
  await Post.create([
    { title: 'one', author: author._id },
    { title: 'two', author: author._id },
  ]);
  const posts = await Post.find({ author: author._id })
    .sort({ title: 1 })
    .populate('author', 'name email')
    .lean();
  expect(posts.map((p) => (p.author as unknown as { name: string }).name)).toEqual(['Writer', 'Writer']);
});

test('updateMany, deleteOne, exists and distinct', async () => {
  const { Post } = models();
  await Post.create([{ title: 'x1' }, { title: 'x2' }]);
  const res = await Post.updateMany({ title: /^x/ }, { $inc: { likes: 2 } });
  expect(res.modifiedCount).toBe(2);
  expect(await Post.exists({ title: 'x1', likes: 2 })).toBeTruthy();
  await Post.deleteOne({ title: 'x1' });
  expect(await Post.distinct('title', { title: /^x/ })).toEqual(['x2']);
});

test('aggregate through a model', async () => {
  const { Post } = models();
  const out = await Post.aggregate([
    { $match: { title: /^x/ } },
    { $group: { _id: null, likes: { $sum: '$likes' } } },
  ]);
  expect(out).toEqual([{ _id: null, likes: 2 }]);
});

test('a transaction fails as on a standalone mongod', async () => {
  const { Post } = models();
  await expect(
    conn.transaction(async (session) => {
      await Post.create([{ title: 'in-txn' }], { session });
    }),
  ).rejects.toThrow();
  expect(await Post.exists({ title: 'in-txn' })).toBeNull();
});

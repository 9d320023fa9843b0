import bcrypt from 'bcryptjs';
import type { Connection } from 'mongoose';
import { imageIdOf, imageUrlOf } from '@stays/contracts';
import { connectMongoose } from '@stays/subgraph-shared/database';
import { bookingModel } from '../../subgraphs/bookings/src/booking/model';
import { conversationModel, entryModel } from '../../subgraphs/notifications/src/conversation/model';
import { notificationModel } from '../../subgraphs/notifications/src/notification/model';
import { deleteImage, storeImage } from '../../subgraphs/properties/src/images/store';
import { propertyModel } from '../../subgraphs/properties/src/property/model';
import { reviewModel } from '../../subgraphs/properties/src/review/model';
import { hostApplicationModel } from '../../subgraphs/users/src/host-application/model';
import { userModel } from '../../subgraphs/users/src/user/model';
import { buildSeedPlan, type PlannedImage, type SeedPlan } from './plan';
import { createRandom } from './random';
import { PALETTES, sceneSvg } from './scenes';

/** bcrypt cost of the demo passwords (as for real accounts). */
const BCRYPT_COST = 10;

export interface SeedResult {
  seeded: boolean;
  counts?: Record<string, number>;
}

async function renderImages(
  properties: Connection,
  planned: PlannedImage[],
  title: string,
): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, image] of planned.entries()) {
    const svg = sceneSvg(image.scene, PALETTES[image.palette], createRandom(image.seed));
    const id = await storeImage(properties, {
      data: Buffer.from(svg),
      contentType: 'image/svg+xml',
      filename: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}.svg`,
    });
    urls.push(imageUrlOf(id));
  }
  return urls;
}

/**
 * Writes the demo data, each subgraph's collections through that subgraph's own model modules on a
 * connection of its own (as if each subgraph wrote its part). Does nothing when any user exists.
 */
export async function seedIfEmpty(
  uri: string,
  dbName: string,
  log: (message: string) => void = console.log,
  plan: () => SeedPlan = () => buildSeedPlan(),
): Promise<SeedResult> {
  const connections = {
    users: await connectMongoose(uri, dbName),
    properties: await connectMongoose(uri, dbName),
    bookings: await connectMongoose(uri, dbName),
    notifications: await connectMongoose(uri, dbName),
  };
  try {
    const users = userModel(connections.users);
    if ((await users.estimatedDocumentCount()) > 0 || (await users.exists({}))) {
      return { seeded: false };
    }
    const data = plan();
    log(`seeding demo data: ${data.users.length} users, ${data.properties.length} properties`);
    const properties = propertyModel(connections.properties);
    const reviews = reviewModel(connections.properties);
    const bookings = bookingModel(connections.bookings);
    const notifications = notificationModel(connections.notifications);
    const hostApplications = hostApplicationModel(connections.users);
    const conversations = conversationModel(connections.notifications);
    const conversationEntries = entryModel(connections.notifications);
    await Promise.all([
      conversations.init(),
      conversationEntries.init(),
      hostApplications.init(),
      users.init(),
      properties.init(),
      reviews.init(),
      bookings.init(),
      notifications.init(),
    ]);

    const hashed = await Promise.all(
      data.users.map(async ({ password, ...user }) => ({
        ...user,
        passwordHash: await bcrypt.hash(password, BCRYPT_COST),
      })),
    );

    const imageUrls: string[] = [];
    try {
      const propertyDocs = [];
      for (const { images, ...property } of data.properties) {
        const urls = await renderImages(connections.properties, images, property.title);
        imageUrls.push(...urls);
        propertyDocs.push({ ...property, images: urls });
      }
      // Users last: they are the "already seeded" marker, so an interrupted seed is redone on the next start.
      await properties.insertMany(propertyDocs);
      await reviews.insertMany(data.reviews);
      await bookings.insertMany(data.bookings);
      await notifications.insertMany(data.notifications);
      // Through the driver: the plan's activity times are the threads' order, which mongoose would stamp over.
      await conversations.collection.insertMany(data.conversations);
      await conversationEntries.collection.insertMany(data.conversationEntries);
      await hostApplications.insertMany(data.hostApplications);
      await users.insertMany(hashed);
    } catch (error) {
      // Leave nothing half-written behind: remove whatever part of the plan made it in, then report.
      const userIds = data.users.map((user) => user._id);
      await Promise.allSettled([
        properties.deleteMany({ _id: { $in: data.properties.map((property) => property._id) } }),
        reviews.deleteMany({ propertyId: { $in: data.properties.map((property) => property._id) } }),
        bookings.deleteMany({ _id: { $in: data.bookings.map((booking) => booking._id) } }),
        notifications.deleteMany({ recipientId: { $in: userIds } }),
        conversations.deleteMany({ _id: { $in: data.conversations.map((thread) => thread._id) } }),
        conversationEntries.deleteMany({
          conversationId: { $in: data.conversations.map((thread) => thread._id) },
        }),
        hostApplications.deleteMany({ userId: { $in: userIds } }),
        users.deleteMany({ _id: { $in: userIds } }),
        ...imageUrls.map((url) => deleteImage(connections.properties, imageIdOf(url) ?? '')),
      ]);
      throw error;
    }

    const counts = {
      users: data.users.length,
      properties: data.properties.length,
      images: data.properties.reduce((sum, property) => sum + property.images.length, 0),
      reviews: data.reviews.length,
      bookings: data.bookings.length,
      notifications: data.notifications.length,
      hostApplications: data.hostApplications.length,
      conversations: data.conversations.length,
      conversationEntries: data.conversationEntries.length,
    };
    log(
      `seeded ${Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ')}`,
    );
    return { seeded: true, counts };
  } finally {
    await Promise.all(Object.values(connections).map((connection) => connection.close()));
  }
}

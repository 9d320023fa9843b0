// The OpenAPI document's schemas: accounts, errors and notifications (SPEC section 3's JSON shapes as the REST adapters answer them).
import { bool, dateTime, object, person, personFields, role, status, str, type Schema } from './shared';

export const accountsSchemas: Record<string, Schema> = {
  Error: object(
    {
      message: str({ example: 'Invalid username or password' }),
      errors: { type: 'object', additionalProperties: str(), description: 'Field errors (400 only)' },
    },
    ['message'],
  ),
  UploadError: object(
    {
      error: str({ example: 'Only JPEG, PNG, WebP or GIF images are accepted' }),
      message: str({ description: 'The same text, as every other error carries it' }),
    },
    ['error'],
  ),
  User: object(
    {
      id: str(),
      username: str(),
      firstName: str({ nullable: true }),
      lastName: str({ nullable: true }),
      email: str({ format: 'email' }),
      role,
      isBlocked: bool,
      profileImageUrl: str({ nullable: true }),
      createdAt: dateTime,
    },
    ['id', 'username', 'email', 'role'],
  ),
  ProfileInput: object({
    firstName: str({ description: 'Left out: unchanged. At least 2 characters.' }),
    lastName: str({ description: 'Left out: unchanged. At least 2 characters.' }),
    profileImageUrl: str({
      nullable: true,
      example: '/images/64b7f0c2a1b2c3d4e5f60718',
      description:
        'The `url` POST /api/upload-image answered, of an image you uploaded (never an outside address); null or "" removes the photo; left out: unchanged.',
    }),
  }),
  Host: object({
    id: str(),
    firstName: str({ nullable: true }),
    lastName: str({ nullable: true }),
    email: str({ nullable: true }),
    role,
    profileImageUrl: str({ nullable: true }),
  }),
  Notification: object(
    {
      id: str(),
      recipientId: str({ nullable: true }),
      recipientRole: str({ nullable: true, description: 'Set for messages to a whole desk (staff)' }),
      senderId: str({ nullable: true }),
      sender: { ...person, nullable: true },
      title: str(),
      message: str(),
      isRead: bool,
      relatedEntityType: str({ nullable: true }),
      relatedEntityId: str({ nullable: true }),
      createdAt: dateTime,
    },
    ['id', 'title', 'message', 'isRead', 'createdAt'],
  ),
  NotificationInput: object(
    {
      recipientId: str(),
      title: str(),
      message: str(),
      relatedEntityType: str({ example: 'property' }),
      relatedEntityId: str(),
    },
    ['recipientId', 'title', 'message'],
  ),
  HostApplication: object({
    id: str(),
    userId: str(),
    status,
    reason: str(),
    phone: str(),
    address: str(),
    reviewedBy: str({ nullable: true }),
    reviewedAt: { ...dateTime, nullable: true },
    reviewNote: str({ nullable: true }),
    createdAt: dateTime,
    user: {
      ...object({ ...personFields, email: str(), profileImageUrl: str({ nullable: true }) }),
      nullable: true,
    },
    reviewer: { ...person, nullable: true },
  }),
  Message: object({ message: str() }, ['message']),
};

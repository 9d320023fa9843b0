import {
  assertCan,
  can,
  conflict,
  forbidden,
  imageIdOf,
  notFound,
  toGraphQL,
  toObjectId,
  PIN_REQUIRED_MESSAGE,
} from '@stays/subgraph-shared';
import { GraphQLError } from 'graphql';
import mongoose, { type Types } from 'mongoose';
import type { PropertiesContext } from '../context';
import { deleteReleasedImages } from '../images/references';
import { findImage } from '../images/store';
import type { PropertyRecord } from './model';
import { locationKeyFor } from './filters';
import { assertHostAccount } from './hosts';
import { rememberLocations } from './locations';
import { notifyHost, notifyStaffDesk } from './notify';
import { followUpStays, moveStays, reopenStays, retireStays } from './stays';
import {
  canTransition,
  type Decision,
  DEFAULT_REJECTION_REASON,
  isDecision,
  statusesLeadingTo,
} from './transitions';
import {
  changedFields,
  type CleanProperty,
  type FieldErrors,
  type PropertyInput,
  stayLimitsError,
  validateProperty,
} from './validation';
import { type PropertyObject, propertyResource } from './visibility';

export const SUBMITTED_MESSAGE = 'Your property has been submitted for review.';
export const AUTO_APPROVED_MESSAGE = 'Property has been added and automatically approved.';
export const DELETED_MESSAGE = 'Property has been removed successfully.';
const MAX_REASON = 500;

/** BAD_USER_INPUT with every field's message in `extensions.errors` (the gateway answers 400 with them). */
function invalid(message: string, errors: FieldErrors): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 }, errors },
  });
}

type StoredProperty = PropertyRecord & { _id: Types.ObjectId };

/** The stored property, or NOT_FOUND when it is missing or the caller may not even see it. */
async function findForCaller(id: string, context: PropertiesContext): Promise<StoredProperty> {
  const objectId = toObjectId(id);
  const doc = objectId ? await context.properties.findById(objectId).lean().exec() : null;
  if (!doc || !can('property.read', context.caller, propertyResource(doc)))
    throw notFound('Property not found');
  return doc as StoredProperty;
}

const asGraphQL = (doc: unknown) => toGraphQL<PropertyObject>(doc)!;
const refusedMove = (from: string, to: string) =>
  conflict(`${/^[aeiou]/i.test(from) ? 'An' : 'A'} ${from} property cannot become ${to}`);

export async function createProperty(input: PropertyInput, context: PropertiesContext) {
  const { caller } = context;
  assertCan('property.create', caller);
  const forAnyHost = can('property.createForAnyHost', caller);
  const result = validateProperty(input, { forAdmin: forAnyHost });
  if (!result.ok) throw invalid(result.message, result.errors);
  const { hostId: givenHost, point, ...given } = result.value;
  // A term sent empty on a new listing is simply none.
  const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null)) as Omit<
    CleanProperty,
    'hostId' | 'point'
  >;
  if (!forAnyHost && givenHost && givenHost !== caller.userId)
    throw forbidden('Hosts may only list their own properties');
  if (forAnyHost && givenHost) await assertHostAccount(givenHost);
  await assertOwnUploads(fields.images ?? [], [], context);
  const doc = await context.properties.create({
    ...fields,
    ...(point ? { point } : {}),
    hostId: forAnyHost ? givenHost : (caller.userId ?? undefined),
    // SPEC section 4: an admin's listing is approved at once; a host's waits for review.
    status: forAnyHost ? 'approved' : 'pending',
  });
  await rememberLocations(context.locations, [locationKeyFor(doc.location)]);
  const property = asGraphQL(doc);
  if (!forAnyHost)
    await notifyStaffDesk(
      { id: property.id, hostId: String(property.hostId), title: String(property.title) },
      'created',
      context.log,
    );
  return {
    property,
    message: forAnyHost ? AUTO_APPROVED_MESSAGE : SUBMITTED_MESSAGE,
  };
}

const MAX_EDIT_ATTEMPTS = 5;

/**
 * Images a listing newly shows must be the caller's own uploads (issue 18: a host attached another host's
 * unattached upload, then detached it, which deleted it; image ids are guessable neighbours). Images the
 * listing already shows stay allowed.
 */
async function assertOwnUploads(images: string[], already: string[], context: PropertiesContext) {
  const added = images.filter((url) => !already.includes(url));
  for (const url of added) {
    const id = imageIdOf(url);
    const image = id ? await findImage(context.connection, id) : null;
    if (!image || image.uploadedBy !== context.caller.userId)
      throw invalid('Images must be ones you uploaded', { images: 'Images must be ones you uploaded' });
  }
}

async function loadForEdit(id: Types.ObjectId, context: PropertiesContext) {
  const doc = await context.properties.findById(id).exec();
  if (!doc) throw notFound('Property not found');
  return doc;
}

export async function updateProperty(id: string, input: PropertyInput, context: PropertiesContext) {
  const { caller } = context;
  const found = await findForCaller(id, context);
  assertCan('property.update', caller, { ownerId: String(found.hostId), status: found.status });
  const forAnyHost = can('property.createForAnyHost', caller);
  const result = validateProperty(input, { forAdmin: forAnyHost, partial: true });
  if (!result.ok) throw invalid(result.message, result.errors);
  const changes = changedFields(input, result.value);
  // An edit that sends one limit is checked against the other as stored.
  const limits = stayLimitsError(
    changes.minNights !== undefined ? changes.minNights : found.minNights,
    changes.maxNights !== undefined ? changes.maxNights : found.maxNights,
  );
  if (limits) throw invalid(limits, { minNights: limits });
  // A host's edit of a rejected listing submits it for review again: only with its pin.
  if (found.status === 'rejected' && !forAnyHost && !changes.point && !found.point)
    throw invalid(PIN_REQUIRED_MESSAGE, { latitude: PIN_REQUIRED_MESSAGE });
  const oldHost = String(found.hostId);
  const newHost = changes.hostId !== undefined && changes.hostId !== oldHost ? changes.hostId : null;
  if (newHost) {
    if (!forAnyHost) throw forbidden('Only an admin may move a property to another host');
    await assertHostAccount(newHost);
  }
  if (changes.images !== undefined) await assertOwnUploads(changes.images, found.images ?? [], context);
  // A moved listing takes its bookings along (issue 18 #9), before it is stored: no answer, no move (503). The
  // new host is an unblocked account (assertHostAccount), so the listing is public again if the old one was not.
  if (newHost) await moveStays(String(found._id), newHost);
  // A point or a term sent empty is removed (unset), not stored as null.
  const withPoint = Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [field, value === null ? undefined : value]),
  );
  const stored = newHost ? { ...withPoint, hostBlocked: false } : withPoint;
  // Load-modify-save so the search keys follow (model hooks); save() writes only the changed paths, so a
  // concurrent status decision is not overwritten. Two edits of the same arrays at once make the later save a
  // VersionError: it is read and applied again (the last edit wins field by field, docs/security.md), and only a
  // listing that keeps changing under it answers 409.
  let doc: Awaited<ReturnType<typeof loadForEdit>>;
  let before: string[];
  try {
    for (let attempt = 1; ; attempt++) {
      doc = await loadForEdit(found._id, context);
      before = [...(doc.images ?? [])];
      doc.set(stored);
      try {
        await doc.save();
        break;
      } catch (error) {
        if (!(error instanceof mongoose.Error.VersionError)) throw error;
        if (attempt >= MAX_EDIT_ATTEMPTS) throw conflict('This property is being changed; please try again');
      }
    }
  } catch (error) {
    // The listing kept its host: so do its bookings.
    if (newHost) await followUpStays(String(found._id), oldHost, context.log);
    throw error;
  }
  if (newHost) {
    // A second pass catches a request priced with the old host while the listing moved; it names the host the
    // listing has now, in case another admin moved it at the same time.
    const current = await context.properties.findById(found._id, { hostId: 1 }).lean().exec();
    await followUpStays(String(found._id), String(current?.hostId ?? newHost), context.log);
  }
  if (changes.location !== undefined)
    await rememberLocations(context.locations, [locationKeyFor(doc.location)]);
  const released = before.filter((url) => !doc.images.includes(url));
  if (released.length)
    await deleteReleasedImages(context.connection, context.properties, released, context.log);
  // Edit rules (docs/decisions.md): an edit leaves an approved or pending listing's status as it is (an approved
  // one stays public), and a host's edit of a rejected one sends it back to review as pending. Conditional, so a
  // decision made meanwhile stands.
  if (found.status === 'rejected' && !forAnyHost) {
    const resubmitted = await context.properties
      .findOneAndUpdate(
        { _id: found._id, status: 'rejected' },
        { $set: { status: 'pending' }, $unset: { rejectionReason: 1 } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (resubmitted) {
      const property = asGraphQL(resubmitted);
      await notifyStaffDesk(
        { id: property.id, hostId: String(property.hostId), title: String(property.title) },
        'resubmitted',
        context.log,
      );
      return property;
    }
  }
  return asGraphQL(doc);
}

export async function deleteProperty(id: string, context: PropertiesContext) {
  const found = await findForCaller(id, context);
  assertCan('property.delete', context.caller, { ownerId: String(found.hostId), status: found.status });
  await retireStays(String(found._id), String(found.title ?? ''));
  const deleted = await context.properties.findByIdAndDelete(found._id).lean().exec();
  if (!deleted) {
    await reopenStays(String(found._id), context.log);
    throw notFound('Property not found');
  }
  await context.reviews.deleteMany({ propertyId: found._id }).exec();
  await context.favorites.deleteMany({ propertyId: found._id }).exec();
  await deleteReleasedImages(context.connection, context.properties, deleted.images ?? [], context.log);
  return { id, message: DELETED_MESSAGE };
}

/** Moves a property from one status to another in one conditional write; 409 when it moved meanwhile. */
async function moveStatus(
  found: StoredProperty,
  to: Decision,
  reason: string | null,
  context: PropertiesContext,
) {
  if (!canTransition(found.status, to)) throw refusedMove(found.status, to);
  const set: Record<string, unknown> = { status: to };
  const unset: Record<string, 1> = {};
  if (to === 'approved') unset.rejectionReason = 1;
  else {
    set.featured = false;
    if (reason) set.rejectionReason = reason;
    else unset.rejectionReason = 1;
  }
  const updated = await context.properties
    .findOneAndUpdate(
      { _id: found._id, status: found.status },
      { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!updated) throw conflict('The property changed meanwhile; reload and try again');
  const property = asGraphQL(updated);
  await notifyHost(
    { id: property.id, hostId: property.hostId, title: String(property.title) },
    to,
    reason,
    context.log,
  );
  return property;
}

/** Staff and admins decide a pending property (the dashboard's approve and reject). */
export async function reviewProperty(
  id: string,
  decision: string,
  reason: string | null | undefined,
  context: PropertiesContext,
) {
  assertCan('property.review', context.caller);
  if (!isDecision(decision))
    throw invalid('decision must be approved or rejected', { decision: 'Invalid input' });
  const found = await findForCaller(id, context);
  if (found.status !== 'pending') throw conflict(`The property is already ${found.status}`);
  const why =
    decision === 'rejected' ? (reason?.trim() || DEFAULT_REJECTION_REASON).slice(0, MAX_REASON) : null;
  return moveStatus(found, decision, why, context);
}

/** Admins move a property along any transition SPEC section 4 allows (reject an approval, re-approve). */
export async function setPropertyStatus(
  id: string,
  status: string,
  reason: string | null | undefined,
  context: PropertiesContext,
) {
  assertCan('property.setStatus', context.caller);
  if (!statusesLeadingTo(status).length && status !== 'pending')
    throw invalid('status must be pending, approved or rejected', { status: 'Invalid input' });
  const found = await findForCaller(id, context);
  if (!isDecision(status)) throw refusedMove(found.status, status);
  return moveStatus(found, status, reason?.trim().slice(0, MAX_REASON) || null, context);
}

/** Admins feature or unfeature an approved property (SPEC section 4). */
export async function setPropertyFeatured(id: string, featured: boolean, context: PropertiesContext) {
  assertCan('property.feature', context.caller);
  const found = await findForCaller(id, context);
  if (found.status !== 'approved') throw conflict('Only approved properties can be featured');
  const updated = await context.properties
    .findOneAndUpdate(
      { _id: found._id, status: 'approved' },
      { $set: { featured } },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!updated) throw conflict('Only approved properties can be featured');
  return asGraphQL(updated);
}

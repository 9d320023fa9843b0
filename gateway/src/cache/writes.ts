import type { NextFunction, Request, Response } from 'express';
import { OBJECT_ID_PATTERN } from '@stays/contracts';
import type { CacheChange, CacheInvalidator } from './invalidation';

/** Tells the invalidator of `change` once this response has gone out successfully (the write it answers happened). */
export function invalidateAfterSuccess(
  res: Response,
  invalidator: CacheInvalidator,
  change: CacheChange,
): void {
  res.on('finish', () => {
    if (res.statusCode < 400) invalidator.invalidate(change);
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `/api/properties/<id>` and everything under it (its images, its calendar, its status). */
const PROPERTY_PATH = new RegExp(`^/api/properties/(${OBJECT_ID_PATTERN})(?:/|$)`);

/** What a REST write changed, as far as its address says: the property it names, if any. */
export function restWriteChange(method: string, path: string): CacheChange {
  const propertyId = PROPERTY_PATH.exec(path)?.[1];
  return propertyId
    ? { propertyIds: [propertyId], reason: `${method} ${path}` }
    : { reason: `${method} ${path}` };
}

/** Every REST write that succeeds tells the invalidator (mounted on `/api`, before the adapters). */
export function invalidateOnRestWrite(invalidator: CacheInvalidator) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READ_METHODS.has(req.method))
      invalidateAfterSuccess(res, invalidator, restWriteChange(req.method, `${req.baseUrl}${req.path}`));
    next();
  };
}

import type { Document } from 'bson';
import { isEqual } from 'mingo/util';
import { collectionName, type CommandHandler } from './context';
import { MongoCommandError } from '../errors';
import { checkCollation } from '../query/collation';
import { ID_INDEX_NAME, type Collection } from '../storage/collection';
import type { IndexSpec } from '../storage/index';

/** Options that make two indexes on the same key different indexes (the rest are cosmetic). */
const IDENTITY_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'];
const ACCEPTED_OPTIONS = new Set([
  'key',
  'name',
  'v',
  'background',
  'hidden',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'min',
  'max',
  'bits',
  'storageEngine',
  ...IDENTITY_OPTIONS,
]);

/**
 * Index types whose queries ($text) this server does not answer: refused when the index is created, so an app
 * that needs them fails at start-up. A hashed index is kept as an ordinary one (equality works the same);
 * 2dsphere and 2d are geo indexes (src/geo).
 */
const REFUSED_INDEX_TYPES = new Set(['text', 'geoHaystack']);

/** mongod's rules for a geo index's key pattern and options; fills in what mongod reports by default. */
function checkGeoSpec(spec: IndexSpec): void {
  const entries = Object.entries(spec.key);
  const geo = entries.filter(([, type]) => type === '2dsphere' || type === '2d');
  if (!geo.length) return;
  const flat = geo.find(([, type]) => type === '2d');
  if (flat && geo.length > 1) throw new MongoCommandError('Location16800', "can't have 2 geo fields");
  if (geo.length > 1)
    throw new MongoCommandError(
      'CannotCreateIndex',
      'indexes with more than one 2dsphere field are not supported by the embedded server',
    );
  const [[field, kind]] = geo;
  if (kind === '2d') {
    if (entries[0][0] !== field) throw new MongoCommandError('Location16801', '2d has to be first in index');
    const bits = spec.bits ?? 26;
    if (typeof bits !== 'number' || !(bits > 0 && bits <= 32))
      throw new MongoCommandError('Location16803', 'bits in geo index must be between 1 and 32');
    const min = spec.min ?? -180;
    const max = spec.max ?? 180;
    if (typeof min !== 'number' || typeof max !== 'number' || !(min < max))
      throw new MongoCommandError(
        'CannotCreateIndex',
        'region for hash must be valid and have positive area',
      );
    return;
  }
  const version = spec['2dsphereIndexVersion'] ?? 3;
  if (version !== 1 && version !== 2 && version !== 3)
    throw new MongoCommandError(
      'CannotCreateIndex',
      `unsupported geo index version { 2dsphereIndexVersion : ${String(version)} }, only support versions: [1,2,3]`,
    );
  spec['2dsphereIndexVersion'] = version;
  if (spec.unique)
    throw new MongoCommandError(
      'CannotCreateIndex',
      `Index type '2dsphere' does not support the unique option`,
    );
}

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

function normaliseSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Array.isArray(key) || !Object.keys(key).length) {
    throw new MongoCommandError(
      'CannotCreateIndex',
      "Error in specification: the 'key' field must be a non-empty object",
    );
  }
  for (const [field, dir] of Object.entries(key as Document)) {
    if (typeof dir === 'string') {
      if (REFUSED_INDEX_TYPES.has(dir)) {
        throw new MongoCommandError(
          'CannotCreateIndex',
          `${dir} indexes are not supported by the embedded server (index on ${field})`,
        );
      }
      if (dir !== 'hashed' && dir !== '2dsphere' && dir !== '2d')
        throw new MongoCommandError('CannotCreateIndex', `Unknown index plugin '${dir}'`);
      continue;
    }
    if (typeof dir !== 'number' || dir === 0 || !Number.isFinite(dir)) {
      throw new MongoCommandError(
        'CannotCreateIndex',
        `Error in specification ${JSON.stringify(key)}: bad index key pattern for field ${field}`,
      );
    }
  }
  for (const option of Object.keys(raw)) {
    if (!ACCEPTED_OPTIONS.has(option))
      throw new MongoCommandError(
        'InvalidIndexSpecificationOption',
        `The field '${option}' is not valid for an index specification.`,
      );
  }
  const spec: IndexSpec = {
    v: 2,
    key: key as Document,
    name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key as Document),
  };
  for (const option of Object.keys(raw)) {
    if (!['key', 'name', 'v', 'background'].includes(option)) spec[option] = raw[option];
  }
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  if (spec.expireAfterSeconds !== undefined && typeof spec.expireAfterSeconds !== 'number') {
    throw new MongoCommandError('CannotCreateIndex', 'TTL index expireAfterSeconds must be a number');
  }
  checkGeoSpec(spec);
  return spec;
}

/** Key patterns are the same index only with the same fields in the same order ({a: 1, b: 1} is not {b: 1, a: 1}). */
const sameKey = (a: Document, b: Document): boolean => isEqual(Object.entries(a), Object.entries(b));

const sameOptions = (a: IndexSpec, b: IndexSpec): boolean =>
  IDENTITY_OPTIONS.every((o) => isEqual(a[o] ?? null, b[o] ?? null));

const createIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || !cmd.indexes.length)
    throw new MongoCommandError('BadValue', 'Must specify at least one index to create');
  const specs = (cmd.indexes as Document[]).map(normaliseSpec);
  const db = ctx.engine.database(ctx.dbName);
  const existed = !!db.collection(name);
  // An index without a collation takes the collection's default one; {locale: 'simple'} means binary.
  const inherited = db.collection(name)?.options.collation as Document | undefined;
  for (const spec of specs) {
    if (spec.collation === undefined && inherited) spec.collation = inherited;
    if (spec.collation !== undefined) {
      if (!spec.collation || typeof spec.collation !== 'object')
        throw new MongoCommandError('TypeMismatch', "The field 'collation' must be an object");
      if (!checkCollation(spec.collation as Document)) delete spec.collation;
    }
  }
  try {
    const coll = db.ensureCollection(name);
    const before = coll.indexes.size;
    for (const spec of specs) {
      const same = coll.indexes.get(spec.name);
      if (same) {
        const keyMatches = sameKey(same.spec.key, spec.key);
        if (keyMatches && sameOptions(same.spec, spec)) continue;
        // mongod: another key under the name is IndexKeySpecsConflict, other options IndexOptionsConflict.
        throw new MongoCommandError(
          keyMatches ? 'IndexOptionsConflict' : 'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`,
        );
      }
      const existing = [...coll.indexes.values()].find(
        (i) => sameKey(i.spec.key, spec.key) && sameOptions(i.spec, spec),
      );
      if (existing) {
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `Index already exists with a different name: ${existing.name}`,
        );
      }
      coll.createIndex(spec);
    }
    const reply: Document = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.size,
      createdCollectionAutomatically: !existed,
      ok: 1,
    };
    if (before === coll.indexes.size) reply.note = 'all indexes already exist';
    return reply;
  } finally {
    await ctx.engine.commit(db);
  }
};

function requireCollection(ctx: Parameters<CommandHandler>[1], name: string): Collection {
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  if (!coll) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.dbName}.${name}`);
  return coll;
}

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const coll = requireCollection(ctx, name);
  const specs = [...coll.indexes.values()].map((i) => ({ ...i.spec }));
  const batchSize = (cmd.cursor as Document | undefined)?.batchSize as number | undefined;
  return { cursor: ctx.cursors.open(`${ctx.dbName}.${name}`, specs, batchSize), ok: 1 };
};

const dropIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'dropIndexes' in cmd ? 'dropIndexes' : 'deleteIndexes');
  const coll = requireCollection(ctx, name);
  const nIndexesWas = coll.indexes.size;
  const wanted = cmd.index;
  let names: string[];
  if (wanted === '*') {
    names = [...coll.indexes.keys()].filter((n) => n !== ID_INDEX_NAME);
  } else if (typeof wanted === 'string') {
    names = [wanted];
  } else if (Array.isArray(wanted)) {
    names = wanted.map(String);
  } else if (wanted && typeof wanted === 'object') {
    const match = [...coll.indexes.values()].find((i) => sameKey(i.spec.key, wanted as Document));
    if (!match)
      throw new MongoCommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(wanted)}`);
    names = [match.name];
  } else {
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'dropIndexes.index' is missing or of the wrong type",
    );
  }
  for (const n of names) {
    if (n === ID_INDEX_NAME) throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n))
      throw new MongoCommandError('IndexNotFound', `index not found with name [${n}]`);
  }
  const db = ctx.engine.database(ctx.dbName);
  for (const n of names) coll.dropIndex(n);
  await ctx.engine.commit(db);
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};

import { calculateObjectSize, type Document } from 'bson';
import { isEqual } from 'mingo/util';
import { Query } from '../query/mingo';
import { collectionName, optionalDoc, type CommandHandler } from './context';
import { MongoCommandError, toCommandError } from '../errors';
import { checkCollation } from '../query/collation';
import type { Collection } from '../storage/collection';
import type { Database } from '../storage/database';

const CREATE_OPTIONS_IGNORED = new Set([
  'create',
  '$db',
  'lsid',
  'writeConcern',
  '$readPreference',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$clusterTime',
]);

const create: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  if (cmd.viewOn !== undefined)
    throw new MongoCommandError('CommandNotSupported', 'views are not supported by the embedded server');
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd)) if (!CREATE_OPTIONS_IGNORED.has(k)) options[k] = v;
  refuseUnimplemented(options);
  if (options.collation) {
    const collation = checkCollation(optionalDoc(cmd, 'collation'));
    if (collation) options.collation = collation;
    else delete options.collation;
  }
  const db = ctx.engine.database(ctx.dbName);
  db.createCollection(name, options);
  await ctx.engine.commit(db);
  return { ok: 1 };
};

/**
 * Options that would change what a collection accepts or keeps are refused rather than stored and ignored:
 * an app that relies on them must fail at start-up, not lose data or accept invalid documents.
 */
function refuseUnimplemented(options: Document): void {
  if (options.capped)
    throw new MongoCommandError(
      'NotImplemented',
      'capped collections are not supported by the embedded server',
    );
  if (options.timeseries !== undefined)
    throw new MongoCommandError(
      'NotImplemented',
      'time series collections are not supported by the embedded server',
    );
  if (options.clusteredIndex !== undefined)
    throw new MongoCommandError(
      'NotImplemented',
      'clustered collections are not supported by the embedded server',
    );
  if (options.changeStreamPreAndPostImages !== undefined)
    throw new MongoCommandError('NotImplemented', 'change streams are not supported by the embedded server');
  if (options.validator !== undefined && !isEmptyDoc(options.validator))
    throw new MongoCommandError(
      'NotImplemented',
      'document validation (validator, $jsonSchema) is not supported by the embedded server',
    );
}

const isEmptyDoc = (v: unknown): boolean => !!v && typeof v === 'object' && Object.keys(v).length === 0;

const drop: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const db = ctx.engine.databases.get(ctx.dbName);
  const coll = db?.collection(name);
  // Since MongoDB 7.0 dropping a missing collection succeeds.
  if (!db || !coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.size;
  db.dropCollection(name);
  await ctx.engine.commit(db);
  return { ns: coll.namespace, nIndexesWas, ok: 1 };
};

const dropDatabase: CommandHandler = async (_cmd, ctx) => {
  await ctx.engine.dropDatabase(ctx.dbName);
  return { dropped: ctx.dbName, ok: 1 };
};

function collectionInfo(coll: Collection): Document {
  return {
    name: coll.name,
    type: 'collection',
    options: coll.options,
    info: { readOnly: false, uuid: coll.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
  };
}

const listCollections: CommandHandler = (cmd, ctx) => {
  const db = ctx.engine.databases.get(ctx.dbName);
  let infos = [...(db?.collections.values() ?? [])].map(collectionInfo);
  const filter = optionalDoc(cmd, 'filter');
  if (filter && Object.keys(filter).length) {
    try {
      const query = new Query(filter);
      infos = infos.filter((i) => query.test(i));
    } catch (err) {
      throw toCommandError(err);
    }
  }
  if (cmd.nameOnly === true) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  const batchSize = optionalDoc(cmd, 'cursor')?.batchSize as number | undefined;
  return { cursor: ctx.cursors.open(`${ctx.dbName}.$cmd.listCollections`, infos, batchSize), ok: 1 };
};

function collectionSizes(coll: Collection): { count: number; size: number } {
  let size = 0;
  for (const doc of coll.docs.values()) size += calculateObjectSize(doc);
  return { count: coll.docs.size, size };
}

/** Index sizes are estimated from entry counts: nothing depends on them except displays. */
const indexSize = (coll: Collection): Record<string, number> =>
  Object.fromEntries([...coll.indexes.values()].map((i) => [i.name, i.entryCount * 32 + 4096]));

function databaseSize(db: Database): number {
  let total = 0;
  for (const coll of db.collections.values()) total += collectionSizes(coll).size;
  return total;
}

const listDatabases: CommandHandler = (cmd, ctx) => {
  let databases: Document[] = [...ctx.engine.databases.values()]
    .filter((db) => db.collections.size > 0)
    .map((db) => {
      const sizeOnDisk = databaseSize(db);
      return { name: db.name, sizeOnDisk, empty: sizeOnDisk === 0 };
    });
  const filter = optionalDoc(cmd, 'filter');
  if (filter && Object.keys(filter).length) {
    const query = new Query(filter);
    databases = databases.filter((d) => query.test(d));
  }
  const totalSize = databases.reduce((sum, d) => sum + (d.sizeOnDisk as number), 0);
  if (cmd.nameOnly === true) databases = databases.map((d) => ({ name: d.name }));
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

const dbStats: CommandHandler = (cmd, ctx) => {
  const db = ctx.engine.databases.get(ctx.dbName);
  const scale = typeof cmd.scale === 'number' && cmd.scale > 0 ? cmd.scale : 1;
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  let indexBytes = 0;
  for (const coll of db?.collections.values() ?? []) {
    const s = collectionSizes(coll);
    objects += s.count;
    dataSize += s.size;
    indexes += coll.indexes.size;
    indexBytes += Object.values(indexSize(coll)).reduce((a, b) => a + b, 0);
  }
  return {
    db: ctx.dbName,
    collections: db?.collections.size ?? 0,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize: dataSize / scale,
    storageSize: dataSize / scale,
    indexes,
    indexSize: indexBytes / scale,
    totalSize: (dataSize + indexBytes) / scale,
    scaleFactor: scale,
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collStats');
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  const scale = typeof cmd.scale === 'number' && cmd.scale > 0 ? cmd.scale : 1;
  const { count, size } = coll ? collectionSizes(coll) : { count: 0, size: 0 };
  const sizes = coll ? indexSize(coll) : {};
  const totalIndexSize = Object.values(sizes).reduce((a, b) => a + b, 0);
  return {
    ns: `${ctx.dbName}.${name}`,
    count,
    size: size / scale,
    avgObjSize: count ? size / count : 0,
    storageSize: size / scale,
    nindexes: coll?.indexes.size ?? 0,
    totalIndexSize: totalIndexSize / scale,
    indexSizes: sizes,
    scaleFactor: scale,
    ok: 1,
  };
};

/**
 * A validator is refused (see refuseUnimplemented); validationLevel/Action alone and index options that change
 * nothing here (hidden) are accepted.
 */
const collMod: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'collMod');
  const coll = ctx.engine.databases.get(ctx.dbName)?.collection(name);
  if (!coll) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.dbName}.${name}`);
  refuseUnimplemented({ validator: cmd.validator });
  const index = optionalDoc(cmd, 'index');
  if (
    cmd.expireAfterSeconds !== undefined ||
    cmd.cappedSize !== undefined ||
    cmd.cappedMax !== undefined ||
    (index && ('expireAfterSeconds' in index || 'unique' in index || 'prepareUnique' in index))
  )
    throw new MongoCommandError(
      'NotImplemented',
      'this collMod option is not supported by the embedded server',
    );
  if (!index || !('hidden' in index)) return { ok: 1 };
  // Hiding an index keeps it up to date (and unique) but takes it away from the planner.
  const target = [...coll.indexes.values()].find((i) =>
    typeof index.name === 'string' ? i.name === index.name : isEqual(i.spec.key, index.keyPattern),
  );
  if (!target) throw new MongoCommandError('IndexNotFound', `cannot find index ${JSON.stringify(index)}`);
  if (target.name === '_id_') throw new MongoCommandError('BadValue', "can't hide _id index");
  const was = !!target.spec.hidden;
  const spec = { ...target.spec };
  if (index.hidden) spec.hidden = true;
  else delete spec.hidden;
  if (was !== !!index.hidden) {
    coll.replaceIndexSpec(spec);
    await ctx.engine.commit(ctx.engine.database(ctx.dbName));
  }
  return { hidden_old: was, hidden_new: !!index.hidden, ok: 1 };
};

function splitNamespace(ns: unknown): [string, string] {
  const at = typeof ns === 'string' ? ns.indexOf('.') : -1;
  if (at <= 0 || at === (ns as string).length - 1)
    throw new MongoCommandError('InvalidNamespace', `Invalid namespace specified '${String(ns)}'`);
  return [(ns as string).slice(0, at), (ns as string).slice(at + 1)];
}

/** Copies documents and indexes to the new name, then drops the old one; within a database it is one log record. */
const renameCollection: CommandHandler = async (cmd, ctx) => {
  const [fromDb, fromName] = splitNamespace(cmd.renameCollection);
  const [toDb, toName] = splitNamespace(cmd.to);
  const source = ctx.engine.databases.get(fromDb)?.collection(fromName);
  if (!source)
    throw new MongoCommandError(
      'NamespaceNotFound',
      `Source collection ${fromDb}.${fromName} does not exist`,
    );
  if (fromDb === toDb && fromName === toName)
    throw new MongoCommandError('IllegalOperation', "Can't rename a collection to itself");
  const src = ctx.engine.database(fromDb);
  const dst = ctx.engine.database(toDb);
  if (dst.collection(toName)) {
    if (cmd.dropTarget !== true) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
    dst.dropCollection(toName);
  }
  try {
    const target = dst.createCollection(toName, source.options);
    for (const index of source.indexes.values()) if (index.name !== '_id_') target.createIndex(index.spec);
    for (const doc of source.docs.values()) target.insert(doc);
    src.dropCollection(fromName);
  } finally {
    await ctx.engine.commit(dst);
    if (src !== dst) await ctx.engine.commit(src);
  }
  return { ok: 1 };
};

export const namespaceCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  dbStats,
  collStats,
  collMod,
  renameCollection,
};

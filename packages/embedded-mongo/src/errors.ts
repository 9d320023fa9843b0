import type { Document } from 'bson';

/** The codes mongod uses for the failures this server can report, with their codeName. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  PathNotViable: 28,
  TypeMismatch: 14,
  Unauthorized: 13,
  ProtocolError: 17,
  AuthenticationFailed: 18,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  InvalidIdField: 53,
  DollarPrefixedFieldName: 52,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  InvalidIndexSpecificationOption: 197,
  NotImplemented: 238,
  MechanismUnavailable: 334,
  Location17419: 17419,
  Location40415: 40415,
  Location31253: 31253,
  Location31254: 31254,
  Location31275: 31275,
  Location51246: 51246,
  Location51183: 51183,
  Location51132: 51132,
  Location13113: 13113,
  Location40601: 40601,
  CommandNotSupported: 115,
  OperationNotSupportedInTransaction: 263,
  Location40323: 40323,
  Location40324: 40324,
  Location40352: 40352,
  NoQueryExecutionPlans: 291,
  Location16755: 16755,
  Location13026: 13026,
  Location13027: 13027,
  Location10065: 10065,
  Location40602: 40602,
  Location16800: 16800,
  Location16801: 16801,
  Location16803: 16803,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

const NAMES = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

/** A command failure that becomes an { ok: 0, errmsg, code, codeName } reply (or a writeErrors entry). */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;

  constructor(
    codeName: ErrorCodeName,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = NAMES.get(this.code) ?? codeName;
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const badValue = (message: string): MongoCommandError => new MongoCommandError('BadValue', message);

/** mingo reports some failures with mongod's own wording; those keep mongod's code. */
const MINGO_ERRORS: Array<[RegExp, ErrorCodeName]> = [
  [/immutable field/i, 'ImmutableField'],
  [/conflict/i, 'ConflictingUpdateOperators'],
  [/^Unrecognized pipeline stage name/, 'Location40324'],
];

/** mingo's wording where mongod's differs. */
const MINGO_MESSAGES: Array<[RegExp, string]> = [
  [/^unknown query operator (\S+)/, 'unknown operator: $1'],
  [/^unregistered pipeline operator (\$\w+)\.?/, "Unrecognized pipeline stage name: '$1'"],
];

/** Maps an error thrown while evaluating a query/update/pipeline (mostly mingo's) to what mongod would send. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  let message = (err instanceof Error ? err.message : String(err)).replace(/^mingo:\s*/, '');
  for (const [pattern, replacement] of MINGO_MESSAGES) message = message.replace(pattern, replacement);
  const known = MINGO_ERRORS.find(([pattern]) => pattern.test(message));
  return new MongoCommandError(known ? known[1] : 'BadValue', message);
}

import { ref } from './schemas';

type Schema = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: shown in the description and mapped to the cookie security requirement. */
export type Access = 'anyone' | 'signed-in' | 'host' | 'staff or admin' | 'admin';

export interface OperationSpec {
  tag: string;
  summary: string;
  description?: string;
  query?: Array<{ name: string; description: string; schema?: Schema; required?: boolean }>;
  body?: Schema;
  /** multipart/form-data with these fields instead of a JSON body. */
  multipart?: Record<string, Schema>;
  ok: {
    status?: number;
    schema?: Schema;
    contentType?: string;
    description?: string;
    headers?: Record<string, { description: string; schema: Schema }>;
  };
  /** Error statuses besides the ones implied by access (401/403). */
  errors?: number[];
  /** The schema of the error bodies when not `Error` (the upload answers `{ error }`, as SPEC documents). */
  errorSchema?: string;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (field errors in `errors`)',
  401: 'Not signed in, or the session was revoked',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many attempts; try again later',
  503: 'A part of the service did not answer; nothing was changed, try again',
};

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** One OpenAPI operation object from a REST row's compact spec and its access. */
export function operation(path: string, method: Method, access: Access, spec: OperationSpec): Schema {
  const status = spec.ok.status ?? 200;
  const statuses = new Set(spec.errors ?? []);
  if (access !== 'anyone') statuses.add(401);
  if (access !== 'anyone' && access !== 'signed-in') statuses.add(403);
  if (spec.body || spec.multipart) statuses.add(400);
  const responses: Record<string, Schema> = {
    [status]: {
      description: spec.ok.description ?? 'OK',
      ...(spec.ok.headers ? { headers: spec.ok.headers } : {}),
      ...(spec.ok.schema
        ? { content: { [spec.ok.contentType ?? 'application/json']: { schema: spec.ok.schema } } }
        : {}),
    },
  };
  for (const code of [...statuses].sort()) {
    responses[code] = {
      description: ERROR_TEXT[code] ?? 'Error',
      content: { 'application/json': { schema: ref(spec.errorSchema ?? 'Error') } },
    };
  }
  return {
    tags: [spec.tag],
    summary: spec.summary,
    description: [`Access: ${access}.`, spec.description].filter(Boolean).join(' '),
    operationId: `${method}${path.replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    ...(access === 'anyone' ? { security: [] } : {}),
    parameters: [
      ...pathParameters(path),
      ...(spec.query ?? []).map((parameter) => ({
        name: parameter.name,
        in: 'query',
        required: parameter.required ?? false,
        description: parameter.description,
        schema: parameter.schema ?? { type: 'string' },
      })),
    ],
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } }
      : {}),
    ...(spec.multipart
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { type: 'object', properties: spec.multipart } } },
          },
        }
      : {}),
    responses,
  };
}

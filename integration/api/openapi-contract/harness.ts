// The harness of openapi-contract.test.ts: one stack for the file, the OpenAPI document it serves, and `documented`
// (call an operation, check its answer against the document). Importing it starts the stack for the test file.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type Account, type Answer, stackWithCast } from '../../fixtures/client';

type Schema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface OperationObject {
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }
  >;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, OperationObject>>>;
  components: { schemas: Record<string, Schema> };
}

export const { stack, cast, call, signIn } = stackWithCast();
let document: OpenApiDocument;
let ajv: Ajv;
/** `method /path` of every operation called so far. */
export const exercised = new Set<string>();
const validators = new Map<string, ValidateFunction>();

/**
 * OpenAPI 3.0 schema to JSON Schema for Ajv: `nullable` becomes a null alternative, and every object that lists
 * its properties is closed, so a field the API answers but the document does not name is a failure.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, example: _example, ...rest } = schema as Schema;
  const converted: Schema = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([name, child]) => [name, strict(child)]))
        : strict(value),
    ]),
  );
  if (converted.type === 'object' && converted.properties && converted.additionalProperties === undefined)
    converted.additionalProperties = false;
  if (!nullable) return converted;
  if (typeof converted.type === 'string') {
    const enumeration = converted.enum as unknown[] | undefined;
    return {
      ...converted,
      type: [converted.type, 'null'],
      ...(enumeration ? { enum: [...enumeration, null] } : {}),
    };
  }
  const { $ref, ...others } = converted;
  return { ...others, anyOf: [{ $ref }, { type: 'null' }] };
}

function validatorFor(method: Method, template: string, status: number): ValidateFunction | null {
  const key = `${method} ${template} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const response = document.paths[`/api${template}`]?.[method]?.responses[String(status)];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return null;
  const validate = ajv.compile(strict(schema) as Schema);
  validators.set(key, validate);
  return validate;
}

/** Calls a documented operation and checks its answer against the document. */
export async function documented<T = unknown>(
  method: Method,
  template: string,
  options: { params?: Record<string, string>; query?: string; body?: unknown; as?: Account } = {},
): Promise<Answer<T>> {
  const operation = document.paths[`/api${template}`]?.[method];
  expect({ operation: `${method} ${template}`, documented: Boolean(operation) }).toMatchObject({
    documented: true,
  });
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => options.params![name]);
  const answer = await call<T>(
    method.toUpperCase(),
    `/api${path}${options.query ? `?${options.query}` : ''}`,
    options.body,
    { cookie: options.as?.cookie },
  );
  return check(method, template, answer);
}

/** Every answer outside the document, reported together at the end so one run shows the whole gap. */
export const mismatches: string[] = [];

export function check<T>(method: Method, template: string, answer: Answer<T>): Answer<T> {
  exercised.add(`${method} ${template}`);
  const call = `${method.toUpperCase()} /api${template} answered ${answer.status}`;
  const listed = Object.keys(document.paths[`/api${template}`]![method]!.responses);
  if (!listed.includes(String(answer.status))) {
    mismatches.push(`${call}, not a documented status (${listed.join(', ')}): ${answer.text.slice(0, 300)}`);
    return answer;
  }
  const validate = validatorFor(method, template, answer.status);
  if (validate && !validate(answer.json)) {
    const errors = (validate.errors ?? []).map(
      (error) =>
        `  ${error.instancePath.replace(/\/\d+/g, '/*') || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    );
    mismatches.push(
      `${call} outside its documented schema:\n${[...new Set(errors)].join('\n')}\n  ${answer.text.slice(0, 400)}`,
    );
  }
  return answer;
}

export async function uploadImage(as: Account, data: Buffer, type: string): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), 'photo');
  const response = await fetch(`${stack().url}/api/upload-image`, {
    method: 'POST',
    headers: { cookie: as.cookie },
    body: form,
  });
  const text = await response.text();
  return check('post', '/upload-image', {
    status: response.status,
    json: JSON.parse(text) as unknown,
    text,
    headers: response.headers,
  });
}

beforeAll(async () => {
  const answer = await call<OpenApiDocument>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.json;
  ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(document.components.schemas))
    ajv.addSchema(strict(schema) as Schema, `#/components/schemas/${name}`);
});

/** Every operation of the document, as `method /path` (the path below /api). */
export function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path.replace(/^\/api/, '')}`),
  );
}

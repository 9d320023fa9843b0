// The small schema shapes the REST rows' OpenAPI descriptions are written with (the named schemas are schemas.ts).
export { arrayOf, ref } from './schemas';

export type Schema = Record<string, unknown>;

export const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
export const text: Schema = { type: 'string' };
export const credentials = obj({ username: text, password: text }, ['username', 'password']);
export const statusBody = (values: string[]) => obj({ status: { type: 'string', enum: values } }, ['status']);
export const decision = statusBody(['approved', 'rejected']);

// Checks the fields of a JSON body, worded as fastify's schema validation words them in the storage server.
import { storageErrors } from './errors';

type Body = Record<string, unknown>;

function missing(name: string): never {
  throw storageErrors.validation(`body must have required property '${name}'`);
}

function wrongType(name: string, type: string): never {
  throw storageErrors.validation(`body/${name} must be ${type}`);
}

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined) missing(name);
  if (typeof value !== 'string') wrongType(name, 'string');
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') wrongType(name, 'string');
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') wrongType(name, 'boolean');
  return value;
}

export function optionalInteger(body: Body, name: string, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) wrongType(name, 'integer');
  if (value < minimum) throw storageErrors.validation(`body/${name} must be >= ${minimum}`);
  if (value > maximum) throw storageErrors.validation(`body/${name} must be <= ${maximum}`);
  return value;
}

export function requiredInteger(body: Body, name: string, minimum: number, maximum?: number): number {
  const value = optionalInteger(body, name, minimum, maximum);
  if (value === undefined) missing(name);
  return value;
}

export function requiredStringArray(body: Body, name: string, limits: { minItems: number; maxItems: number }): string[] {
  const value = body[name];
  if (value === undefined) missing(name);
  if (!Array.isArray(value)) wrongType(name, 'array');
  if (value.length < limits.minItems) throw storageErrors.validation(`body/${name} must NOT have fewer than ${limits.minItems} items`);
  if (value.length > limits.maxItems) throw storageErrors.validation(`body/${name} must NOT have more than ${limits.maxItems} items`);
  value.forEach((item, index) => {
    if (typeof item !== 'string') wrongType(`${name}/${index}`, 'string');
  });
  return value as string[];
}

export function optionalObject(body: Body, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) wrongType(name, 'object');
  return value as Record<string, unknown>;
}

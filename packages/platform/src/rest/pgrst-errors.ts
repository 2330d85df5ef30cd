// Constructors for the PGRST1xx request errors and PGRST2xx schema-cache errors, worded as PostgREST words them.
import { RestError } from './errors';

/** PGRST100: a query parameter that does not parse; `message` is PostgREST's parsec position line. */
export function queryParamError(message: string, details: string): RestError {
  return new RestError('PGRST100', message, { status: 400, details });
}

export function invalidRpcMethod(method: string): RestError {
  return new RestError('PGRST101', `Cannot use the ${method} method on RPC`, { status: 405 });
}

export function invalidBody(message: string): RestError {
  return new RestError('PGRST102', message, { status: 400 });
}

export function invalidRange(details: string): RestError {
  return new RestError('PGRST103', 'Requested range not satisfiable', { status: 416, details });
}

export function invalidPutFilters(): RestError {
  return new RestError('PGRST105', "Filters must include all and only primary key columns with 'eq' operators", { status: 405 });
}

export function unacceptableSchema(schema: string, exposed: readonly string[]): RestError {
  return new RestError('PGRST106', `Invalid schema: ${schema}`, {
    status: 406,
    hint: `Only the following schemas are exposed: ${exposed.join(', ')}`,
  });
}

export function mediaTypeError(types: readonly string[]): RestError {
  return new RestError('PGRST107', `None of these media types are available: ${types.join(', ')}`, { status: 406 });
}

export function notEmbedded(resource: string): RestError {
  return new RestError('PGRST108', `'${resource}' is not an embedded resource in this request`, {
    status: 400,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
}

export function putLimitNotAllowed(): RestError {
  return new RestError('PGRST114', 'limit/offset querystring parameters are not allowed for PUT', { status: 400 });
}

export function putMatchingPk(): RestError {
  return new RestError('PGRST115', 'Payload values do not match URL in primary key column(s)', { status: 400 });
}

export function singularityError(rows: number): RestError {
  return new RestError('PGRST116', 'Cannot coerce the result to a single JSON object', {
    status: 406,
    details: `The result contains ${rows} rows`,
  });
}

export function unsupportedMethod(method: string): RestError {
  return new RestError('PGRST117', `Unsupported HTTP method: ${method}`, { status: 405 });
}

export function relatedOrderNotToOne(origin: string, target: string): RestError {
  return new RestError('PGRST118', `A related order on '${target}' is not possible`, {
    status: 400,
    details: `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  });
}

export function unacceptableFilter(target: string): RestError {
  return new RestError('PGRST120', `Bad operator on the '${target}' embedded resource`, {
    status: 400,
    details: 'Only is null or not is null filters are allowed on embedded resources',
  });
}

export function invalidPreferences(prefs: readonly string[]): RestError {
  return new RestError('PGRST122', 'Invalid preferences given with handling=strict', {
    status: 400,
    details: `Invalid preferences: ${prefs.join(', ')}`,
  });
}

export function aggregatesNotAllowed(): RestError {
  return new RestError('PGRST123', 'Use of aggregate functions is not allowed', { status: 400 });
}

export function maxAffectedViolation(rows: number): RestError {
  return new RestError('PGRST124', 'Query result exceeds max-affected preference constraint', {
    status: 400,
    details: `The query affects ${rows} rows`,
  });
}

export function invalidResourcePath(): RestError {
  return new RestError('PGRST125', 'Invalid path specified in request URL', { status: 404 });
}

export function openApiDisabled(): RestError {
  return new RestError('PGRST126', 'Root endpoint metadata is disabled', { status: 404 });
}

export function maxAffectedRpcViolation(): RestError {
  return new RestError('PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict', {
    status: 400,
  });
}

export function noRelationship(
  parent: string,
  child: string,
  hint: string | undefined,
  schema: string,
  suggestion: string | null,
): RestError {
  return new RestError('PGRST200', `Could not find a relationship between '${parent}' and '${child}' in the schema cache`, {
    status: 400,
    details: `Searched for a foreign key relationship between '${parent}' and '${child}${hint ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
    hint: suggestion,
  });
}

export interface AmbiguousRelationship {
  cardinality: string;
  embedding: string;
  relationship: string;
  hintTarget: string;
  hintName: string;
}

export function ambiguousRelationship(parent: string, child: string, rels: readonly AmbiguousRelationship[]): RestError {
  return new RestError('PGRST201', `Could not embed because more than one relationship was found for '${parent}' and '${child}'`, {
    status: 300,
    details: rels.map((r) => ({ cardinality: r.cardinality, embedding: r.embedding, relationship: r.relationship })),
    hint: `Try changing '${child}' to one of the following: ${rels.map((r) => `'${r.hintTarget}!${r.hintName}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

export function noFunction(
  schema: string,
  name: string,
  argNames: readonly string[],
  jsonBody: boolean,
  suggestion: string | null,
): RestError {
  const func = `${schema}.${name}`;
  const params = argNames.length === 0 ? ' without parameters' : `(${argNames.join(', ')})`;
  const paramsDetail =
    argNames.length === 0 ? ' without parameters' : ` with parameter${argNames.length > 1 ? 's' : ''} ${argNames.join(', ')}`;
  return new RestError('PGRST202', `Could not find the function ${func}${params} in the schema cache`, {
    status: 404,
    details: `Searched for the function ${func}${paramsDetail}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint: suggestion,
  });
}

export function ambiguousFunction(signatures: readonly string[]): RestError {
  return new RestError('PGRST203', `Could not choose the best candidate function between: ${signatures.join(', ')}`, {
    status: 300,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError('PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`, { status: 400 });
}

export function tableNotFound(schema: string, name: string, suggestion: string | null): RestError {
  return new RestError('PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, {
    status: 404,
    hint: suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  });
}

/** What PostgreSQL itself says for an unknown column; we check before sending, so we word it the same way. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError('42703', `column ${relation}.${column} does not exist`, { status: 400 });
}

export function undefinedType(name: string): RestError {
  return new RestError('42704', `type "${name}" does not exist`, { status: 400 });
}

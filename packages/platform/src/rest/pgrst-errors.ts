// Constructors for the PGRST1xx request errors and PGRST2xx schema-cache errors, worded as PostgREST words them.
import { RestError } from './errors';

/** PGRST100: a query parameter that does not parse; `message` is PostgREST's parsec position line. */
export function queryParamError(message: string, details: string): RestError {
  return new RestError({ code: 'PGRST100', status: 400, message, details });
}

export function invalidRpcMethod(method: string): RestError {
  return new RestError({ code: 'PGRST101', status: 405, message: `Cannot use the ${method} method on RPC` });
}

export function invalidBody(message: string): RestError {
  return new RestError({ code: 'PGRST102', status: 400, message });
}

export function invalidRange(details: string): RestError {
  return new RestError({ code: 'PGRST103', status: 416, message: 'Requested range not satisfiable', details });
}

export function invalidPutFilters(): RestError {
  return new RestError({
    code: 'PGRST105',
    status: 405,
    message: "Filters must include all and only primary key columns with 'eq' operators",
  });
}

export function unacceptableSchema(schema: string, exposed: readonly string[]): RestError {
  return new RestError({
    code: 'PGRST106',
    status: 406,
    message: `Invalid schema: ${schema}`,
    hint: `Only the following schemas are exposed: ${exposed.join(', ')}`,
  });
}

export function mediaTypeError(types: readonly string[]): RestError {
  return new RestError({ code: 'PGRST107', status: 406, message: `None of these media types are available: ${types.join(', ')}` });
}

export function notEmbedded(resource: string): RestError {
  return new RestError({
    code: 'PGRST108',
    status: 400,
    message: `'${resource}' is not an embedded resource in this request`,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
}

export function putLimitNotAllowed(): RestError {
  return new RestError({ code: 'PGRST114', status: 400, message: 'limit/offset querystring parameters are not allowed for PUT' });
}

export function putMatchingPk(): RestError {
  return new RestError({ code: 'PGRST115', status: 400, message: 'Payload values do not match URL in primary key column(s)' });
}

export function singularityError(rows: number): RestError {
  return new RestError({
    code: 'PGRST116',
    status: 406,
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

export function unsupportedMethod(method: string): RestError {
  return new RestError({ code: 'PGRST117', status: 405, message: `Unsupported HTTP method: ${method}` });
}

export function relatedOrderNotToOne(origin: string, target: string): RestError {
  return new RestError({
    code: 'PGRST118',
    status: 400,
    message: `A related order on '${target}' is not possible`,
    details: `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  });
}

export function unacceptableFilter(target: string): RestError {
  return new RestError({
    code: 'PGRST120',
    status: 400,
    message: `Bad operator on the '${target}' embedded resource`,
    details: 'Only is null or not is null filters are allowed on embedded resources',
  });
}

export function invalidPreferences(prefs: readonly string[]): RestError {
  return new RestError({
    code: 'PGRST122',
    status: 400,
    message: 'Invalid preferences given with handling=strict',
    details: `Invalid preferences: ${prefs.join(', ')}`,
  });
}

export function aggregatesNotAllowed(): RestError {
  return new RestError({ code: 'PGRST123', status: 400, message: 'Use of aggregate functions is not allowed' });
}

export function maxAffectedViolation(rows: number): RestError {
  return new RestError({
    code: 'PGRST124',
    status: 400,
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${rows} rows`,
  });
}

export function invalidResourcePath(): RestError {
  return new RestError({ code: 'PGRST125', status: 404, message: 'Invalid path specified in request URL' });
}

export function openApiDisabled(): RestError {
  return new RestError({ code: 'PGRST126', status: 404, message: 'Root endpoint metadata is disabled' });
}

export function maxAffectedRpcViolation(): RestError {
  return new RestError({
    code: 'PGRST128',
    status: 400,
    message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  });
}

export function noRelationship(
  parent: string,
  child: string,
  hint: string | undefined,
  schema: string,
  suggestion: string | null,
): RestError {
  return new RestError({
    code: 'PGRST200',
    status: 400,
    message: `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
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
  return new RestError({
    code: 'PGRST201',
    status: 300,
    message: `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
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
  return new RestError({
    code: 'PGRST202',
    status: 404,
    message: `Could not find the function ${func}${params} in the schema cache`,
    details: `Searched for the function ${func}${paramsDetail}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint: suggestion,
  });
}

export function ambiguousFunction(signatures: readonly string[]): RestError {
  return new RestError({
    code: 'PGRST203',
    status: 300,
    message: `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError({
    code: 'PGRST204',
    status: 400,
    message: `Could not find the '${column}' column of '${relation}' in the schema cache`,
  });
}

export function tableNotFound(schema: string, name: string, suggestion: string | null): RestError {
  return new RestError({
    code: 'PGRST205',
    status: 404,
    message: `Could not find the table '${schema}.${name}' in the schema cache`,
    hint: suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  });
}

/** What PostgreSQL itself says for an unknown column; we check before sending, so we word it the same way. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError({ code: '42703', status: 400, message: `column ${relation}.${column} does not exist` });
}

export function undefinedType(name: string): RestError {
  return new RestError({ code: '42704', status: 400, message: `type "${name}" does not exist` });
}

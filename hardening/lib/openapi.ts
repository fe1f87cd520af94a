/**
 * The API's own description (`/api/docs/json`, built from the route schemas) read as a list of
 * operations, and cases of input each operation must refuse, generated from its schemas with
 * fast-check.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  default?: unknown;
  format?: string;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: JsonSchema;
}

export type BodyKind = 'json' | 'form' | 'multipart';

export interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: { kind: BodyKind; schema: JsonSchema };
  /** Who may call it (`x-policy`: api/src/auth/policies.ts). */
  policy?: string;
  /** It answers HTML pages only (a server page's form): its refusals are pages too. */
  answersHtml: boolean;
}

const BODY_KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** Whether every described answer with a body is of this one content type. */
function answersOnly(responses: Record<string, { content?: Record<string, unknown> }> = {}, type: string) {
  const types = Object.values(responses).flatMap((response) => Object.keys(response.content ?? {}));
  return types.length > 0 && types.every((each) => each === type);
}

export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
        'x-policy'?: string;
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: type && content ? { kind: BODY_KINDS[type] ?? 'json', schema: content.schema } : undefined,
        policy: operation['x-policy'],
        answersHtml: answersOnly(operation.responses, 'text/html'),
      });
    }
  }
  return operations;
}

const types = (schema: JsonSchema): string[] =>
  schema.anyOf
    ? schema.anyOf.flatMap(types)
    : Array.isArray(schema.type)
      ? schema.type
      : schema.type
        ? [schema.type]
        : [];

/** A value that a field of this schema never accepts, even with the server's type coercion. */
export function junkFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepted = types(schema);
  const options: fc.Arbitrary<unknown>[] = [
    // An object with at least one key is coerced to nothing.
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
    fc.array(fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { minKeys: 1 }), {
      minLength: 2,
      maxLength: 3,
    }),
  ];
  if (!accepted.includes('string') && accepted.some((type) => type === 'integer' || type === 'number'))
    options.push(fc.stringMatching(/^[a-z]{1,12}$/));
  return fc.oneof(...options);
}

/** A whole-valued stand-in of the right type (refusals come from another field). */
function sample(schema: JsonSchema, self: number): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const accepted = types(schema);
  if (accepted.includes('integer') || accepted.includes('number')) return self;
  if (accepted.includes('boolean')) return true;
  if (accepted.includes('array')) return [];
  return schema.anyOf?.[0]?.enum?.[0] ?? 'x';
}

/** A body with every field of the right type: the base the cases below break one way each. */
export function wellTypedBody(schema: JsonSchema, self: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([, field]) => field.format !== 'binary')
      .map(([name, field]) => [name, sample(field, self)]),
  );
}

export interface BadCase {
  what: string;
  /** Replaces query and path parameters. */
  parameters: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Cases the operation must refuse with a 4xx: one required part missing, or one part of the wrong type. */
export function badCases(operation: Operation, self: number): fc.Arbitrary<BadCase>[] {
  const parameters = Object.fromEntries(operation.parameters.map((p) => [p.name, sample(p.schema, self)]));
  const arbitraries: fc.Arbitrary<BadCase>[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.required && parameter.schema.default === undefined && parameter.in === 'query') {
      const { [parameter.name]: _left, ...rest } = parameters;
      arbitraries.push(fc.constant({ what: `no ${parameter.name}`, parameters: rest, body: undefined }));
    }
    const accepted = types(parameter.schema);
    if (accepted.includes('integer') || accepted.includes('number'))
      arbitraries.push(
        fc.stringMatching(/^[a-z]{1,12}$/).map((junk) => ({
          what: `${parameter.name} not a number`,
          parameters: { ...parameters, [parameter.name]: junk },
        })),
      );
  }
  const schema = operation.body?.schema;
  if (schema) {
    const base = wellTypedBody(schema, self);
    for (const name of schema.required ?? []) {
      const field = schema.properties?.[name];
      if (!field || field.default !== undefined || field.format === 'binary') continue;
      const { [name]: _left, ...rest } = base;
      arbitraries.push(
        fc
          .dictionary(fc.stringMatching(/^extra_[a-z]{1,8}$/), fc.string({ maxLength: 20 }), { maxKeys: 2 })
          .map((extra) => ({ what: `no ${name}`, parameters, body: { ...rest, ...extra } })),
      );
    }
    if (operation.body?.kind === 'json') {
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        arbitraries.push(
          junkFor(field).map((junk) => ({
            what: `${name} of the wrong type`,
            parameters,
            body: { ...base, [name]: junk },
          })),
        );
        if (field.maxLength !== undefined && types(field).includes('string'))
          arbitraries.push(
            fc.integer({ min: field.maxLength + 1, max: field.maxLength * 2 + 1 }).map((length) => ({
              what: `${name} over ${field.maxLength} characters`,
              parameters,
              body: { ...base, [name]: 'x'.repeat(length) },
            })),
          );
      }
    }
  }
  return arbitraries;
}

/** The URL of an operation with these parameters. */
export function urlOf(operation: Operation, parameters: Record<string, unknown>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (!(parameter.name in parameters)) continue;
    const value = String(parameters[parameter.name]);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

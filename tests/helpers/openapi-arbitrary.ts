import fc from "fast-check";

/** A JSON-schema-ish shape as found in the OpenAPI document. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 40 }),
  fc.constant("'; drop table users; --"),
  fc.constant("../../etc/passwd"),
  fc.constant("\u0000\uFFFF\uD83D"),
  fc.constant("x".repeat(5000)),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Values that mostly follow the schema (to reach deep code) and sometimes break it (to test validation). */
export function arbitraryFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const sub = schema.anyOf ?? schema.oneOf;
  if (sub?.length) return fc.oneof(...sub.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), depth + 1);
  const valid = validFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

function validFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "email") return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 200) });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 20 });
    case "number":
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 2000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 4 });
    case "object": {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(props).map(([k, v]) => [k, required.has(k) ? arbitraryFor(v, depth + 1) : fc.option(arbitraryFor(v, depth + 1), { nil: undefined })] as const);
      return fc.record(Object.fromEntries(entries)).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      return junk;
  }
}

export interface Operation {
  method: string;
  path: string;
  body?: Schema;
  query: Record<string, Schema>;
  pathParams: string[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.["application/json"]?.schema,
        query: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}])),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
      });
    }
  }
  return ops;
}

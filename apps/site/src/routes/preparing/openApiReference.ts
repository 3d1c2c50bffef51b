import { openApiOperationSchema, type OpenApiDocument } from '@tonggye/api';

/** One request field of an operation, as the reference lists it. */
export interface RequestField {
  name: string;
  type: string;
  required: boolean;
}

export interface ReferenceOperation {
  method: string;
  path: string;
  summary: string;
  pathParams: string[];
  /** null: no request body. */
  fields: RequestField[] | null;
  /** The body travels sealed in `encryptedData`. */
  sealed: boolean;
}

export interface ReferenceGroup {
  tag: string;
  title: string;
  operations: ReferenceOperation[];
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function asObject(value: unknown): Json | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

/** 'ko / en' → the part in `language` (the server writes summaries in both, Korean first). */
export function inLanguage(text: string, language: 'ko' | 'en'): string {
  const at = text.indexOf(' / ');
  if (at < 0) return text;
  return language === 'en' ? text.slice(at + 3) : text.slice(0, at);
}

function resolve(document: OpenApiDocument, schema: unknown, depth = 0): Json | null {
  const object = asObject(schema);
  if (!object || depth > 5) return object;
  const ref = object.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    return resolve(document, document.components?.schemas?.[name], depth + 1);
  }
  return object;
}

function typeOf(document: OpenApiDocument, schema: unknown): string {
  const object = resolve(document, schema);
  if (!object) return 'any';
  if (Array.isArray(object.enum))
    return object.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in object) return JSON.stringify(object.const);
  const variants = (object.anyOf ?? object.oneOf) as unknown;
  if (Array.isArray(variants))
    return [...new Set(variants.map((v) => typeOf(document, v)))].join(' | ');
  const type = Array.isArray(object.type) ? object.type.join(' | ') : object.type;
  if (type === 'array') return `${typeOf(document, object.items)}[]`;
  if (typeof type !== 'string') return 'object';
  return typeof object.format === 'string' ? `${type} (${object.format})` : type;
}

function fieldsOf(document: OpenApiDocument, schema: unknown): RequestField[] {
  const object = resolve(document, schema);
  const properties = asObject(object?.properties);
  if (!object || !properties) return [];
  const required = Array.isArray(object.required) ? (object.required as unknown[]) : [];
  return Object.entries(properties).map(([name, value]) => ({
    name,
    type: typeOf(document, value),
    required: required.includes(name),
  }));
}

/** The request fields of a body: the plaintext of a sealed body, else the first media type's. */
function requestOf(
  document: OpenApiDocument,
  body: unknown,
): { fields: RequestField[] | null; sealed: boolean } {
  const content = asObject(asObject(body)?.content);
  if (!content) return { fields: null, sealed: false };
  const json = asObject(asObject(content['application/json'])?.schema);
  const sealedSchema = asObject(asObject(resolve(document, json)?.properties)?.encryptedData);
  if (sealedSchema) {
    const plaintext = sealedSchema['x-plaintext-schema'];
    return { fields: plaintext ? fieldsOf(document, plaintext) : [], sealed: true };
  }
  const first = json ?? asObject(asObject(Object.values(content)[0])?.schema);
  return { fields: fieldsOf(document, first), sealed: false };
}

/** The document's operations grouped by tag, in the document's tag order, for the reference. */
export function referenceGroups(
  document: OpenApiDocument,
  language: 'ko' | 'en',
): ReferenceGroup[] {
  const groups = new Map<string, ReferenceGroup>();
  for (const tag of document.tags ?? [])
    groups.set(tag.name, {
      tag: tag.name,
      title: inLanguage(tag.description ?? tag.name, language),
      operations: [],
    });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const parsed = openApiOperationSchema.safeParse(item[method]);
      if (!parsed.success || item[method] === undefined) continue;
      const operation = parsed.data;
      const tag = operation.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { tag, title: tag, operations: [] });
      const pathParams = (operation.parameters ?? [])
        .map((parameter) => asObject(parameter))
        .filter((parameter) => parameter?.in === 'path')
        .map((parameter) => String(parameter?.name));
      groups.get(tag)?.operations.push({
        method: method.toUpperCase(),
        path,
        summary: inLanguage(operation.summary ?? '', language),
        pathParams,
        ...requestOf(document, operation.requestBody),
      });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

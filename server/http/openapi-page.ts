/**
 * The API documentation as one HTML page, drawn on the server from the OpenAPI document: no
 * script, so it works under the content security policy as it is.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  patternProperties?: Record<string, Schema>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema }> }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Escaped text with its `code` spans (the document's descriptions are Markdown) shown as code. */
function prose(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A one-line name of a schema's type: `string (uuid)`, `number | null`, `'a' | 'b'`. */
function typeName(schema: Schema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeName).join(' | ');
  if (schema.type === 'array') return `list of ${schema.items ? typeName(schema.items) : 'any'}`;
  if (schema.type === 'object' || schema.properties) return 'object';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const limits = [
    schema.format,
    schema.minLength !== undefined && `≥ ${schema.minLength} chars`,
    schema.maxLength !== undefined && `≤ ${schema.maxLength} chars`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
  ].filter(Boolean);
  return limits.length ? `${type} (${limits.join(', ')})` : type;
}

/** The object a schema describes, its items' object, or a variant's: what has fields to list. */
function fieldsOf(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items);
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const found = fieldsOf(variant);
    if (found) return found;
  }
  return undefined;
}

function schemaHtml(schema: Schema, depth = 0): string {
  const head = `<code>${escape(typeName(schema))}</code>`;
  const object = depth < 6 ? fieldsOf(schema) : undefined;
  if (!object?.properties) return head;
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties).map(
    ([name, field]) =>
      `<li><b>${escape(name)}</b>${required.has(name) ? '' : ' <i>optional</i>'}: ${schemaHtml(field, depth + 1)}${
        field.description ? ` <span class="note">${escape(field.description)}</span>` : ''
      }</li>`,
  );
  return `${head}<ul>${rows.join('')}</ul>`;
}

/**
 * A form that tries a GET in the browser without any script: `/v1/docs/try` fills the path
 * from the fields and sends the browser there (a login's token cannot be sent this way, so
 * operations with a login answer 401).
 */
function tryForm(operation: Operation): string {
  const fields = (operation.parameters ?? [])
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map(
      (p) =>
        `<label>${escape(p.name)} <input name="${p.in === 'path' ? 'p' : 'q'}.${escape(p.name)}"${
          p.in === 'path' ? ' required' : ''
        } size="20"></label> `,
    );
  return `<form class="try" method="get" action="/v1/docs/try"><input type="hidden" name="operation" value="${escape(
    operation.operationId ?? '',
  )}">${fields.join('')}<button type="submit">Try it</button></form>`;
}

/** Where a try of `operationId` goes: the path with its fields filled and the query set. */
export function tryTarget(
  document: OpenApiDocument,
  operationId: string,
  fields: Record<string, string>,
): string | undefined {
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get;
    if (operation?.operationId !== operationId) continue;
    let missing = false;
    const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = fields[`p.${name}`];
      if (!value || value === '.' || value === '..') missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (missing) return undefined;
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      const value = fields[`q.${parameter.name}`];
      if (parameter.in === 'query' && value) query.set(parameter.name, value);
    }
    const text = query.toString();
    return text ? `${filled}?${text}` : filled;
  }
  return undefined;
}

function operationHtml(path: string, method: string, operation: Operation): string {
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
  const parameters = (operation.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${
        p.schema ? escape(typeName(p.schema)) : ''
      }</td><td>${p.required ? 'yes' : ''}</td></tr>`,
  );
  const body = operation.requestBody?.content;
  const bodyHtml = body
    ? Object.entries(body)
        .map(
          ([type, { schema }]) =>
            `<p>Body (${escape(type)}):</p>${schema ? schemaHtml(schema) : ''}`,
        )
        .join('')
    : '';
  const responses = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const content = Object.entries(answer.content ?? {})[0];
    // Refusals share one shape, `{detail, code}`, said once at the top of the page.
    const schema = /^[45]/.test(status) ? undefined : content?.[1].schema;
    return `<li><b>${escape(status)}</b> ${escape(answer.description ?? '')}${
      schema ? ` ${schemaHtml(schema)}` : ''
    }</li>`;
  });
  return `<section id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${
    operation.security?.length ? ' <span class="lock" title="Needs a login">login</span>' : ''
  }</h3>
${operation.summary ? `<p class="summary"><b>${prose(operation.summary)}</b>${operation.operationId ? ` <code class="note">${escape(operation.operationId)}</code>` : ''}</p>` : ''}
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${method === 'get' && operation.operationId ? tryForm(operation) : ''}
${parameters.length ? `<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr>${parameters.join('')}</table>` : ''}
${bodyHtml}
<p>Answers:</p><ul>${responses.join('')}</ul>
</section>`;
}

/** The whole page: contents by tag, then every operation with its parameters and answers. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<a href="#${id}">${method.toUpperCase()} ${escape(path)}</a>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#1c1c1c}
h2{border-bottom:2px solid #2e7d32;padding-bottom:.2rem;margin-top:2.5rem}
section{border:1px solid #ddd;border-radius:6px;padding:.2rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.85em;text-align:center}
.get{background:#1565c0}.post{background:#2e7d32}.put{background:#ef6c00}.patch{background:#6a1b9a}.delete{background:#c62828}
.try{margin:.3rem 0 .6rem}.try input{font-family:monospace}
.lock{font-size:.75em;border:1px solid #999;border-radius:4px;padding:0 .3rem;color:#555}
.note{color:#555}i{color:#777}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.15rem .5rem;text-align:left}
nav{columns:3 16rem}nav div{break-inside:avoid;margin-bottom:.8rem}nav a{display:block;font-family:monospace;font-size:.85em}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${prose(document.info.description ?? '')}</p>
<p>Every refusal (4xx) answers <code>{detail, code}</code>: <code>detail</code> for people, in the request's language; <code>code</code> for programs (<code>not_found</code>, <code>stale_version</code>, …), and <code>validation_errors</code> on a 400.</p>
<p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav>${tags.map((tag) => `<div><b>${escape(tag)}</b>${(contents.get(tag) ?? []).join('')}</div>`).join('')}</nav>
${tags.map((tag) => `<h2>${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}

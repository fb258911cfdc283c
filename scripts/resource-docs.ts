/**
 * Writes docs/resources.md from the resource definitions, so the reference never drifts from the
 * code: `npm run docs:resources`. A test fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import type { Resource } from '../src/domain/documents.ts';
import type { Field } from '../src/kernel/fields.ts';
import { RESOURCES } from '../src/resources/index.ts';

function typeOf(f: Field): string {
  switch (f.kind) {
    case 'text':
      return 'string';
    case 'decimal':
      return 'decimal string';
    case 'enum':
      return `enum: ${(f.values ?? []).join(', ')}`;
    case 'ref':
      return `id of ${(f.ref ?? '').replace(/_/g, ' ')}`;
    case 'array':
      return f.items ? `array of ${f.items.kind === 'object' ? 'objects' : typeOf(f.items)}` : 'array';
    default:
      return f.kind;
  }
}

function rows(
  fields: Readonly<Record<string, Field>>,
  prefix: string,
  optional: string | undefined = undefined,
): string[] {
  const out: string[] = [];
  for (const [name, f] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    const d = f.defaultValue ? `\`${JSON.stringify(f.defaultValue())}\`` : '';
    const notes = [
      f.filter ? `filter: ${f.filter}` : '',
      f.sort ? 'sortable' : '',
      f.readOnly ? 'read-only' : '',
      String((f.schema as { description?: string }).description ?? ''),
    ]
      .filter(Boolean)
      .join('; ')
      .replace(/\|/g, '\\|')
      .replace(/\n/g, ' ');
    const required = f.required ? (path === optional ? 'no: the record id is used' : 'yes') : '';
    out.push(`| \`${path}\` | ${typeOf(f)} | ${required} | ${d} | ${notes} |`);
    if (f.fields) out.push(...rows(f.fields, `${path}.`));
    if (f.items?.fields) out.push(...rows(f.items.fields, `${path}[].`));
  }
  return out;
}

function section(r: Resource): string {
  const ops = [
    'list',
    ...(r.allows.create ? [r.identity ? 'create (upsert)' : 'create'] : []),
    'get',
    ...(r.allows.update ? ['update'] : []),
    ...(r.allows.delete ? ['delete'] : []),
  ];
  const identity = r.identity
    ? ['source_system', r.identity.sourceField, ...(r.identity.withConnection ? ['connection_id'] : [])].join(
        ' + ',
      )
    : undefined;
  const aliases = Object.entries(r.aliases ?? {}).map(([a, t]) => `\`${a}\` (= \`${t}\`)`);
  const computed = Object.keys(r.computed ?? {}).map((c) => `\`${c}\``);
  return [
    `## ${r.title}`,
    '',
    `\`/v1/${r.name}\`, object \`${r.object}\`. ${r.description}`,
    '',
    `- Operations: ${ops.join(', ')}${r.allows.create ? '' : '; POST answers 405 (made by the service)'}${r.allows.delete ? '' : '; DELETE answers 405'}${r.allows.update ? '' : '; PUT answers 405'}.`,
    identity
      ? `- Identity (upsert key): ${identity}.`
      : '- No source identity: made in finrec; every create makes a new record.',
    ...(aliases.length ? [`- Also accepted and returned: ${aliases.join(', ')}.`] : []),
    ...(computed.length ? [`- Read-only: ${computed.join(', ')}.`] : []),
    `- Filters: ${r.filters.map((f) => `\`${f.param}\``).join(', ')}.`,
    `- Sort: ${r.sortFields.map((s) => `\`${s}\``).join(', ')} (prefix \`-\` for descending).`,
    '',
    '| Field | Type | Required | Default | Notes |',
    '|---|---|---|---|---|',
    ...rows(r.fields, '', r.identity?.sourceOptional ? r.identity.sourceField : undefined),
    '',
  ].join('\n');
}

export function renderResourceDocs(): string {
  return [
    '# Resource reference',
    '',
    'Generated from the resource definitions in `src/resources/` by `npm run docs:resources`; do not edit by hand.',
    'Every record also carries `id`, `created_at`, `updated_at` and `version`. Conventions (envelopes, upserts, nulls, lists,',
    'errors) are in [api.md](api.md); the OpenAPI document at `/v1/openapi.json` says the same in machine-readable form.',
    '',
    ...RESOURCES.map(section),
  ].join('\n');
}

if (process.argv[1]?.endsWith('resource-docs.ts')) {
  writeFileSync(new URL('../docs/resources.md', import.meta.url), renderResourceDocs());
  console.log('wrote docs/resources.md');
}

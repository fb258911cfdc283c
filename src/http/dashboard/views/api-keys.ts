/** Settings → API keys: the list, the create form, the new secret shown once, revoke confirmation. */
import { EXPIRY_CHOICES, NAME_MAX_LENGTH } from '../../../domain/api-keys.ts';
import type { FieldError } from '../../../domain/errors.ts';
import type { SessionView } from '../../../domain/users.ts';
import { SCOPES } from '../../../platform/tokens.ts';
import type { TokenRow } from '../../../storage/types.ts';
import { type Html, html } from './html.ts';
import { page, SETTINGS_PATH, when } from './layout.ts';

const SCOPE_HELP: Record<(typeof SCOPES)[number], string> = {
  'finance:read': 'List and read records (GET).',
  'finance:write': 'Create, change, delete records and run actions (POST, PUT, PATCH, DELETE).',
};

const PATH = '/dashboard/settings/api-keys';

export interface NewKey {
  name: string;
  token: string;
  prefix: string;
}

export interface ApiKeysView {
  session: SessionView;
  csrfToken: string;
  keys: TokenRow[];
  /** The keys just created (usually one): their secrets are shown this once. */
  created?: NewKey[] | undefined;
  notice?: string | undefined;
  /** The create form as sent, with what is wrong with it. */
  form?: { name: string; scopes: string[]; expiresIn: string; errors: FieldError[] } | undefined;
  now: number;
}

function breadcrumbs(current: string, trail: Html = html``): Html {
  return html`<nav aria-label="Breadcrumb" class="crumbs"><ol>
  <li><a href="${SETTINGS_PATH}">Settings</a></li>${trail}
  <li><span aria-current="page">${current}</span></li>
</ol></nav>`;
}

export function apiKeysPage(view: ApiKeysView): Html {
  const body = html`${breadcrumbs('API keys')}
<h1>API keys</h1>
<p class="lead">API keys let programs use the finrec API for <strong>${view.session.company_name}</strong>.
Send one as <code>Authorization: Bearer svc_live_…</code>. Give each program its own key, with only the scopes it needs.</p>
${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ''}
${(view.created ?? []).map((key, i) => newSecret(key, i + 1))}
${createForm(view)}
${keyTable(view.keys, view.now)}`;
  return page({ title: 'API keys', body, session: view.session, csrfToken: view.csrfToken, path: PATH });
}

/** The `n`th new key of the page (ids stay unique when two are shown). */
function newSecret(created: NewKey, n: number): Html {
  const id = n === 1 ? '' : `-${n}`;
  return html`<section class="card success" aria-labelledby="new-key-title${id}" id="new-key${id}">
  <h2 id="new-key-title${id}">Your new API key “${created.name}”</h2>
  <p><strong>Copy it now.</strong> It is shown only this once: finrec keeps only a hash of it.
  Reloading this page will not show it again.</p>
  <div class="copy-row">
    <label for="new-key-secret${id}" class="visually-hidden">API key</label>
    <input id="new-key-secret${id}" class="secret" type="text" readonly value="${created.token}"
      spellcheck="false" autocomplete="off">
    <button type="button" class="button" data-copy="new-key-secret${id}" data-copy-status="copy-status${id}">Copy</button>
  </div>
  <p class="muted" aria-live="polite" id="copy-status${id}"></p>
</section>`;
}

function errorFor(errors: FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message;
}

function createForm(view: ApiKeysView): Html {
  const form = view.form ?? { name: '', scopes: ['finance:read'], expiresIn: '90d', errors: [] };
  const nameError = errorFor(form.errors, 'name');
  const scopesError = errorFor(form.errors, 'scopes');
  const expiryError = errorFor(form.errors, 'expires_in');
  return html`<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">Create an API key</h2>
  ${form.errors.length > 0 ? html`<p class="alert" role="alert">The key was not created: see the fields marked below.</p>` : ''}
  <form method="post" action="${PATH}" class="stack">
    <input type="hidden" name="_csrf" value="${view.csrfToken}">
    <div class="field">
      <label for="key-name">Name</label>
      <input id="key-name" name="name" type="text" required maxlength="${NAME_MAX_LENGTH}" value="${form.name}"
        aria-describedby="key-name-help${nameError ? ' key-name-error' : ''}" ${nameError ? html`aria-invalid="true"` : ''}>
      <p class="help" id="key-name-help">What uses this key, for example “Nightly export”.</p>
      ${nameError ? html`<p class="field-error" id="key-name-error">${nameError}</p>` : ''}
    </div>
    <fieldset class="field" ${scopesError ? html`aria-describedby="scopes-error"` : ''}>
      <legend>Scopes</legend>
      ${SCOPES.map(
        (scope) => html`<div class="check">
        <input type="checkbox" name="scopes" value="${scope}" id="scope-${scope.replace(':', '-')}"
          ${form.scopes.includes(scope) ? 'checked' : ''}>
        <label for="scope-${scope.replace(':', '-')}"><code>${scope}</code> <span class="muted">${SCOPE_HELP[scope]}</span></label>
      </div>`,
      )}
      ${scopesError ? html`<p class="field-error" id="scopes-error">${scopesError}</p>` : ''}
    </fieldset>
    <div class="field">
      <label for="key-expiry">Expires after</label>
      <select id="key-expiry" name="expires_in" ${expiryError ? html`aria-describedby="key-expiry-error"` : ''}>
        ${EXPIRY_CHOICES.map(
          (c) =>
            html`<option value="${c.value}" ${c.value === form.expiresIn ? 'selected' : ''}>${c.label}</option>`,
        )}
      </select>
      ${expiryError ? html`<p class="field-error" id="key-expiry-error">${expiryError}</p>` : ''}
    </div>
    <div><button type="submit" class="button primary">Create API key</button></div>
  </form>
</section>`;
}

function status(key: TokenRow, now: number): Html {
  if (key.revoked_at) return html`<span class="status revoked">Revoked</span> ${when(key.revoked_at)}`;
  if (key.expires_at && Date.parse(key.expires_at) <= now)
    return html`<span class="status expired">Expired</span>`;
  return html`<span class="status active">Active</span>`;
}

/**
 * One cell of the keys table: its value in one element, and its column's name as a label that
 * narrow screens show beside or above the value (each row becomes a card there). The label is
 * hidden from screen readers, which have the column headers.
 */
function cell(label: string, value: Html | Html[] | string, kind = ''): Html {
  return html`<td data-label="${label}"${label ? '' : html` class="cell-actions"`}>${
    label ? html`<span class="cell-label" aria-hidden="true">${label}</span>` : ''
  }<div class="cell-value${kind ? ` ${kind}` : ''}">${value}</div></td>`;
}

function keyTable(keys: TokenRow[], now: number): Html {
  if (keys.length === 0)
    return html`<section class="card" aria-labelledby="keys-title"><h2 id="keys-title">Keys</h2>
  <p class="muted">No API keys yet.</p></section>`;
  return html`<section class="card" aria-labelledby="keys-title">
  <h2 id="keys-title">Keys</h2>
  <div class="table-wrap">
  <table class="keys">
    <thead><tr>
      <th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Created</th>
      <th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th>
    </tr></thead>
    <tbody>
    ${keys.map(
      (key) => html`<tr data-key-id="${key.id}">
      ${cell('Name', key.name ?? html`<span class="muted">(no name)</span>`)}
      ${cell('Prefix', html`<code>${key.prefix}…</code>`)}
      ${cell(
        'Scopes',
        key.scopes.map((s) => html`<code class="scope">${s}</code> `),
        'chips',
      )}
      ${cell('Created', when(key.created_at))}
      ${cell('Last used', when(key.last_used_at, 'Never'))}
      ${cell('Expires', when(key.expires_at, 'Never'))}
      ${cell('Status', status(key, now))}
      ${cell(
        '',
        key.revoked_at
          ? ''
          : html`<a class="button danger small" href="${PATH}/${key.id}/revoke">Revoke<span class="visually-hidden"> ${key.name ?? key.prefix}</span></a>`,
      )}
    </tr>`,
    )}
    </tbody>
  </table>
  </div>
</section>`;
}

export function revokePage(view: { session: SessionView; csrfToken: string; key: TokenRow }): Html {
  const { key } = view;
  const label = key.name ?? key.prefix;
  const body = html`${breadcrumbs('Revoke', html`<li><a href="${PATH}">API keys</a></li>`)}
<section class="card narrow" aria-labelledby="revoke-title">
  <h1 id="revoke-title">Revoke “${label}”?</h1>
  <dl class="facts">
    <dt>Prefix</dt><dd><code>${key.prefix}…</code></dd>
    <dt>Scopes</dt><dd>${key.scopes.join(', ')}</dd>
    <dt>Last used</dt><dd>${when(key.last_used_at, 'Never')}</dd>
  </dl>
  <p class="alert">Programs using this key get <code>401 Unauthorized</code> from their next request. This cannot be undone.</p>
  <form method="post" action="${PATH}/${key.id}/revoke" class="actions">
    <input type="hidden" name="_csrf" value="${view.csrfToken}">
    <button type="submit" class="button danger">Revoke key</button>
    <a class="button" href="${PATH}">Cancel</a>
  </form>
</section>`;
  return page({
    title: `Revoke ${label}`,
    body,
    session: view.session,
    csrfToken: view.csrfToken,
    path: `${PATH}/${key.id}/revoke`,
  });
}

export function needsAdminPage(view: { session: SessionView; csrfToken: string }): Html {
  const body = html`${breadcrumbs('API keys')}
<section class="card narrow" aria-labelledby="admin-title">
  <h1 id="admin-title">This page needs an admin</h1>
  <p>You are signed in as <strong>${view.session.user.email}</strong>, a <strong>member</strong> of
  ${view.session.company_name}. API keys are created and revoked by the company's admins: ask one of them
  for a key with the scopes your program needs.</p>
</section>`;
  return page({ title: 'API keys', body, session: view.session, csrfToken: view.csrfToken, path: PATH });
}

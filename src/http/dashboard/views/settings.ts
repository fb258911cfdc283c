/** Settings: where the company's settings are found, API keys first (spec §5). */
import type { SessionView } from '../../../domain/users.ts';
import { type Html, html } from './html.ts';
import { page, SETTINGS_PATH } from './layout.ts';

export function settingsPage(view: { session: SessionView; csrfToken: string }): Html {
  const admin = view.session.user.role === 'admin';
  const body = html`<h1>Settings</h1>
<p class="lead">Settings of <strong>${view.session.company_name}</strong>.</p>
<ul class="sections">
  <li class="card">
    <h2><a href="${SETTINGS_PATH}/api-keys">API keys</a></h2>
    <p class="muted">${
      admin
        ? 'Create and revoke the keys programs use to call the finrec API.'
        : 'The keys programs use to call the finrec API. Managing them needs an admin.'
    }</p>
  </li>
</ul>`;
  return page({
    title: 'Settings',
    body,
    session: view.session,
    csrfToken: view.csrfToken,
    path: SETTINGS_PATH,
  });
}

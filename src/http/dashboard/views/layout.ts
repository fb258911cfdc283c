/**
 * The page shell every dashboard page shares: head, header with the signed-in user and the
 * navigation (on every signed-in page), main.
 */
import type { SessionView } from '../../../domain/users.ts';
import { type Html, html } from './html.ts';

export const ASSETS = {
  css: '/dashboard/assets/dashboard.css',
  js: '/dashboard/assets/dashboard.js',
} as const;

/** The settings page, which leads to API keys (spec §5: "Settings, then API keys"). */
export const SETTINGS_PATH = '/dashboard/settings';

/** The signed-in navigation: each entry marks itself current on its page and the pages under it. */
const NAV: ReadonlyArray<{ href: string; label: string }> = [{ href: SETTINGS_PATH, label: 'Settings' }];

export interface PageOptions {
  title: string;
  body: Html;
  /** The path of the page shown, for the navigation to mark where the user is. */
  path?: string | undefined;
  /** The signed-in user, for the header and its sign-out form. */
  session?: SessionView | undefined;
  csrfToken?: string | undefined;
}

export function page({ title, body, session, csrfToken, path }: PageOptions): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · finrec</title>
<link rel="stylesheet" href="${ASSETS.css}">
<script src="${ASSETS.js}" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <div class="top-inner">
    <span class="brand">finrec</span>
    ${session ? navigation(path) : ''}
    ${session ? userMenu(session, csrfToken ?? '') : ''}
  </div>
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}

function navigation(path: string | undefined): Html {
  return html`<nav class="nav" aria-label="Dashboard"><ul>
      ${NAV.map((item) => {
        const current = path === item.href ? 'page' : path?.startsWith(`${item.href}/`) ? 'true' : undefined;
        return html`<li><a href="${item.href}"${current ? html` aria-current="${current}"` : ''}>${item.label}</a></li>`;
      })}
    </ul></nav>`;
}

function userMenu(session: SessionView, csrfToken: string): Html {
  return html`<div class="who">
      <span class="company">${session.company_name}</span>
      <span class="user">${session.user.email} <span class="badge">${session.user.role}</span></span>
      <form method="post" action="/dashboard/logout">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <button type="submit" class="button-link">Sign out</button>
      </form>
    </div>`;
}

/** A UTC timestamp people can read, machine-readable in `datetime`. */
export function when(iso: string | null, empty = '—'): Html {
  if (!iso) return html`<span class="muted">${empty}</span>`;
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return html`<time datetime="${iso}">${shown}</time>`;
}

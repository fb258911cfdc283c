/** The page shell every dashboard page shares: head, header with the signed-in user, main. */
import type { SessionView } from '../../../domain/users.ts';
import { type Html, html } from './html.ts';

export const ASSETS = {
  css: '/dashboard/assets/dashboard.css',
  js: '/dashboard/assets/dashboard.js',
} as const;

export interface PageOptions {
  title: string;
  body: Html;
  /** The signed-in user, for the header and its sign-out form. */
  session?: SessionView | undefined;
  csrfToken?: string | undefined;
}

export function page({ title, body, session, csrfToken }: PageOptions): Html {
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

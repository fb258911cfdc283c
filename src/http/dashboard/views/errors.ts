/** A page for what went wrong, in the dashboard's own look (the API keeps its JSON envelope). */
import type { SessionView } from '../../../domain/users.ts';
import { type Html, html } from './html.ts';
import { page } from './layout.ts';

/** With the session when a signed-in user gets it: the header keeps its navigation and sign-out. */
export function errorPage(view: {
  title: string;
  message: string;
  requestId: string;
  session?: SessionView | undefined;
  csrfToken?: string | undefined;
}): Html {
  const body = html`<section class="card narrow" aria-labelledby="error-title">
  <h1 id="error-title">${view.title}</h1>
  <p>${view.message}</p>
  <p class="muted">Request id: <code>${view.requestId}</code></p>
  <p><a href="/dashboard">Back to the dashboard</a></p>
</section>`;
  return page({ title: view.title, body, session: view.session, csrfToken: view.csrfToken });
}

/** A page for what went wrong, in the dashboard's own look (the API keeps its JSON envelope). */
import { type Html, html } from './html.ts';
import { page } from './layout.ts';

export function errorPage(view: { title: string; message: string; requestId: string }): Html {
  const body = html`<section class="card narrow" aria-labelledby="error-title">
  <h1 id="error-title">${view.title}</h1>
  <p>${view.message}</p>
  <p class="muted">Request id: <code>${view.requestId}</code></p>
  <p><a href="/dashboard">Back to the dashboard</a></p>
</section>`;
  return page({ title: view.title, body });
}

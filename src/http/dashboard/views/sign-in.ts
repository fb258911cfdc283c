/** The sign-in page: email and password; one message for every wrong pair. */
import { type Html, html } from './html.ts';
import { page } from './layout.ts';

export interface SignInView {
  csrfToken: string;
  email?: string;
  error?: string | undefined;
  notice?: string | undefined;
}

export function signInPage(view: SignInView): Html {
  const body = html`<section class="card narrow" aria-labelledby="sign-in-title">
  <h1 id="sign-in-title">Sign in</h1>
  <p class="muted">Manage your company's API keys.</p>
  ${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ''}
  ${view.error ? html`<p class="alert" role="alert" id="sign-in-error">${view.error}</p>` : ''}
  <form method="post" action="/dashboard/login" class="stack" novalidate>
    <input type="hidden" name="_csrf" value="${view.csrfToken}">
    <div class="field">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required
        value="${view.email ?? ''}" ${view.error ? html`aria-describedby="sign-in-error"` : ''} autofocus>
    </div>
    <div class="field">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
    </div>
    <button type="submit" class="button primary">Sign in</button>
  </form>
</section>`;
  return page({ title: 'Sign in', body });
}

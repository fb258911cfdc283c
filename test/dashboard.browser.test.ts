/**
 * The dashboard in a real browser: headless Chromium (Debian's package, driven by playwright-core;
 * .ci/run installs it when missing). An admin runs the whole key lifecycle and uses the key against
 * the API; a member cannot; a wrong password fails; a form without its CSRF token fails; the
 * session cookie has its flags; sign out ends the session; repeated failures slow down.
 * The Settings navigation; the keys as cards on a phone, checked by their boxes.
 * With UPDATE_SCREENSHOTS=1 the run also writes docs/dashboard-api-keys.png and
 * docs/dashboard-api-keys-phone.png.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Dashboard, PASSWORD, suffix } from './helpers/dashboard-fixtures.ts';
import { expectError } from './helpers/errors.ts';
import { forEachDatabase } from './helpers/harness.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const KEYS = '/dashboard/settings/api-keys';

let browser: Browser | undefined;

// Each test drives a browser: on a busy 2-core CI machine running other test files at once, 30 s
// is not always enough.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});

afterAll(async () => {
  await browser?.close();
});

forEachDatabase(
  (harness) => {
    const h = () => new Dashboard(harness());
    let context: BrowserContext;
    let page: Page;

    beforeEach(async (test) => {
      if (!browser) throw new Error('no browser');
      context = await browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1180, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h().baseUrl });
      page = await context.newPage();
      test.onTestFinished(() => context.close());
    });

    async function signIn(email: string, password = PASSWORD): Promise<void> {
      await page.goto('/dashboard/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }

    it('runs the key lifecycle as an admin: create read-only, copy, use, revoke', async () => {
      const { admin, companyId } = await h().company('Northwind Traders');
      await h()
        .tenants()
        .createToken({ companyId, scopes: 'finance:read,finance:write', name: 'Importer (CLI)' });

      // Without a session the page sends you to sign in, and back after it.
      await page.goto(KEYS);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
      await signIn(admin);
      await page.waitForURL(`**${KEYS}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys');

      // The session cookie, as the browser holds it.
      const session = (await context.cookies()).find((c) => c.name === 'finrec_session');
      expect(session).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        secure: false,
        path: '/dashboard',
      });
      expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 3600);

      // Create a read-only key with the keyboard-reachable form.
      await page.getByLabel('Name').fill('Nightly export');
      const read = page.getByRole('checkbox', { name: /finance:read/ });
      const write = page.getByRole('checkbox', { name: /finance:write/ });
      await read.check();
      await write.uncheck();
      await page.getByLabel('Expires after').selectOption('30d');
      // POST-redirect-GET: the form's answer is a 303 to the list, whose GET shows the secret.
      const posted = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Create API key' }).click();
      const answer = await posted;
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(KEYS);
      await page.getByRole('heading', { name: /Your new API key/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe(KEYS);

      // Copy it: the button puts the shown secret on the clipboard.
      const shown = await page.getByLabel('API key', { exact: true }).inputValue();
      expect(shown).toMatch(/^svc_live_[0-9A-Za-z]{38}$/);
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Copied to the clipboard.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(shown);

      // The key works for reading and not for writing.
      const api = h().api(copied);
      expect((await api.get('/v1/customers')).status).toBe(200);
      expectError(await api.post('/v1/customers', { name: 'Nope' }), 403, 'INSUFFICIENT_SCOPE');

      // Shown once: reloading the page repeats the GET, not the POST. No second key is made, and
      // only the key's prefix is left.
      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe('GET');
      expect(reloaded?.status()).toBe(200);
      expect(await page.content()).not.toContain(copied);
      expect(await page.getByRole('heading', { name: /Your new API key/ }).count()).toBe(0);
      expect(await page.getByLabel('API key', { exact: true }).count()).toBe(0);
      const row = page.locator('tr', { hasText: 'Nightly export' });
      expect(await row.count()).toBe(1);
      expect((await h().tenants().listTokens(companyId)).map((t) => t.name).sort()).toEqual([
        'Importer (CLI)',
        'Nightly export',
      ]);
      expect(await row.locator('td[data-label="Prefix"] .cell-value').textContent()).toBe(
        `${copied.slice(0, 12)}…`,
      );
      expect(await row.locator('td[data-label="Scopes"] .cell-value').textContent()).toContain(
        'finance:read',
      );
      expect(await row.locator('td[data-label="Scopes"] .cell-value').textContent()).not.toContain(
        'finance:write',
      );

      if (process.env.UPDATE_SCREENSHOTS === '1' && h().db === 'sqlite') {
        await page.screenshot({ path: 'docs/dashboard-api-keys.png', fullPage: true });
      }

      // Revoke, after a confirmation.
      await row.getByRole('link', { name: /Revoke/ }).click();
      await page.getByRole('heading', { name: 'Revoke “Nightly export”?' }).waitFor();
      await page.getByRole('button', { name: 'Revoke key' }).click();
      await page.getByText('API key “Nightly export” revoked.').waitFor();
      expect(await page.locator('tr', { hasText: 'Nightly export' }).locator('.status').textContent()).toBe(
        'Revoked',
      );
      expectError(await api.get('/v1/customers'), 401, 'TOKEN_REVOKED');
    });

    it('navigates by the Settings entry present on every signed-in page', async () => {
      const { admin, member, companyId } = await h().company();
      await h().tenants().createToken({ companyId, scopes: 'finance:read', name: 'Navigated' });
      const nav = () => page.getByRole('navigation', { name: 'Dashboard' });
      const settingsLink = () => nav().getByRole('link', { name: 'Settings' });

      // Not before signing in.
      await page.goto('/dashboard/login');
      expect(await nav().count()).toBe(0);

      await signIn(admin);
      await page.waitForURL(`**${KEYS}`);
      expect(await settingsLink().isVisible()).toBe(true);
      expect(await settingsLink().getAttribute('aria-current')).toBe('true');

      // Settings → API keys, by clicking.
      await settingsLink().click();
      await page.waitForURL('**/dashboard/settings');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
      expect(await settingsLink().getAttribute('aria-current')).toBe('page');
      await page.getByRole('main').getByRole('link', { name: 'API keys' }).click();
      await page.waitForURL(`**${KEYS}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys');

      // The revoke confirmation, the page after creating a key and an error page have it too.
      await page
        .locator('tr', { hasText: 'Navigated' })
        .getByRole('link', { name: /Revoke/ })
        .click();
      await page.getByRole('heading', { name: 'Revoke “Navigated”?' }).waitFor();
      expect(await settingsLink().isVisible()).toBe(true);
      await page.goto(KEYS);
      await page.getByLabel('Name').fill('After the redirect');
      await page.getByRole('button', { name: 'Create API key' }).click();
      await page.getByRole('heading', { name: /Your new API key/ }).waitFor();
      expect(await settingsLink().isVisible()).toBe(true);
      await page.goto('/dashboard/no-such-page');
      expect(await settingsLink().isVisible()).toBe(true);
      await settingsLink().click();
      await page.waitForURL('**/dashboard/settings');

      // A member: the entry, and a Settings page that says API keys need an admin.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      expect(await nav().count()).toBe(0);
      await signIn(member);
      await page.waitForURL(`**${KEYS}`);
      await settingsLink().click();
      await page.waitForURL('**/dashboard/settings');
      expect(await page.getByRole('main').textContent()).toContain('Managing them needs an admin.');
    });

    it('lays each key out as a card on a phone: values beside or below their own labels, scopes as chips inside', async () => {
      const { admin, companyId } = await h().company();
      const tenants = h().tenants();
      await tenants.createToken({ companyId, scopes: 'finance:read', name: 'Read only', expiresIn: '30d' });
      const revoked = await tenants.createToken({
        companyId,
        scopes: 'finance:read,finance:write',
        name: 'Revoked importer with a name long enough to wrap on a phone',
      });
      await tenants.revokeToken(revoked.id);
      await tenants.createToken({ companyId, scopes: 'finance:read,finance:write', name: 'Both scopes' });
      await signIn(admin);
      await page.waitForURL(`**${KEYS}`);

      for (const viewport of [
        { width: 390, height: 844 },
        { width: 600, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        const layout = await page.evaluate(() => {
          const box = (el: Element | null) => {
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
          };
          return {
            scrollWidth: document.documentElement.scrollWidth,
            rows: [...document.querySelectorAll('table.keys tbody tr')].map((tr) =>
              [...tr.querySelectorAll('td')].map((td) => ({
                name: td.getAttribute('data-label') ?? '',
                cell: box(td),
                label: box(td.querySelector('.cell-label')),
                value: box(td.querySelector('.cell-value')),
                // Everything a value shows: scope chips, times, statuses, codes, links.
                parts: [...td.querySelectorAll('.cell-value > *')].map((el) => ({
                  tag: `${el.tagName.toLowerCase()}.${el.className}`,
                  box: box(el),
                })),
                chips: [...td.querySelectorAll('.cell-value .scope')].map(box),
              })),
            ),
          };
        });
        const at = `at ${viewport.width} px`;
        expect(layout.scrollWidth, `no sideways scrolling ${at}`).toBeLessThanOrEqual(viewport.width);
        expect(layout.rows).toHaveLength(3);
        type Box = { left: number; right: number; top: number; bottom: number; width: number };
        const EPS = 0.5;
        const inside = (inner: Box, outer: Box) =>
          inner.left >= outer.left - EPS &&
          inner.right <= outer.right + EPS &&
          inner.top >= outer.top - EPS &&
          inner.bottom <= outer.bottom + EPS;
        const overlap = (a: Box, b: Box) =>
          a.left < b.right - EPS &&
          b.left < a.right - EPS &&
          a.top < b.bottom - EPS &&
          b.top < a.bottom - EPS;
        for (const cells of layout.rows) {
          const labels = cells.flatMap((c) => (c.label ? [c.label] : []));
          expect(labels.map((l) => l.width > 0)).toEqual(Array(7).fill(true));
          for (const c of cells) {
            const where = `${c.name || 'actions'} ${at}: ${JSON.stringify(c)}`;
            const value = c.value as Box;
            expect(inside(value, c.cell as Box), where).toBe(true);
            if (c.label) {
              const label = c.label;
              const beside =
                value.left >= label.right - EPS && value.top < label.bottom && value.bottom > label.top;
              const below =
                value.top >= label.bottom - EPS && value.left < label.right && value.right > label.left;
              expect(beside || below, `value beside or below its label: ${where}`).toBe(true);
            }
            for (const part of c.parts) {
              // Inside its own value, so clear of every label: no second scope or revoked date
              // wrapping into the label column.
              expect(inside(part.box as Box, value), `${part.tag} inside the value: ${where}`).toBe(true);
              for (const label of labels)
                expect(overlap(part.box as Box, label), `${part.tag} over a label: ${where}`).toBe(false);
            }
          }
          // The rows of a card follow each other: no cell runs into the next.
          const boxes = cells.map((c) => c.cell as Box);
          for (const [i, next] of boxes.slice(1).entries())
            expect(next.top).toBeGreaterThanOrEqual((boxes[i] as Box).bottom - EPS);
          const scopes = cells.find((c) => c.name === 'Scopes');
          for (const [i, chip] of (scopes?.chips ?? []).entries())
            for (const other of (scopes?.chips ?? []).slice(i + 1))
              expect(overlap(chip as Box, other as Box), `chips apart ${at}`).toBe(false);
        }
        // The revoked key's date is in its status value, the two-scope keys have two chips.
        const revokedRow = layout.rows.find((cells) =>
          cells.some((c) => c.parts.some((p) => p.tag === 'span.status revoked')),
        );
        expect(revokedRow?.find((c) => c.name === 'Status')?.parts.map((p) => p.tag)).toEqual([
          'span.status revoked',
          'time.',
        ]);
        expect(layout.rows.map((cells) => cells.find((c) => c.name === 'Scopes')?.chips.length)).toEqual([
          2, 2, 1,
        ]);
        if (process.env.UPDATE_SCREENSHOTS === '1' && h().db === 'sqlite' && viewport.width === 390)
          await page.screenshot({ path: 'docs/dashboard-api-keys-phone.png', fullPage: true });
      }
      // The navigation stays reachable on the phone.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(
        await page
          .getByRole('navigation', { name: 'Dashboard' })
          .getByRole('link', { name: 'Settings' })
          .isVisible(),
      ).toBe(true);
    });

    it('shows a member that the page needs an admin, and no keys', async () => {
      const { member, companyId } = await h().company();
      const key = await h()
        .tenants()
        .createToken({ companyId, scopes: 'finance:read', name: 'Payroll sync' });
      await signIn(member);
      await page.waitForURL(`**${KEYS}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page needs an admin');
      const text = await page.content();
      expect(text).not.toContain('Payroll sync');
      expect(text).not.toContain(key.prefix);
      expect(await page.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
    });

    it('refuses a wrong password with the uniform message', async () => {
      const { admin } = await h().company();
      await signIn(admin, 'not my password at all');
      const alert = page.getByRole('alert');
      expect(await alert.textContent()).toBe('Incorrect email or password.');
      expect(new URL(page.url()).pathname).toBe('/dashboard/login');
      expect((await context.cookies()).some((c) => c.name === 'finrec_session')).toBe(false);
      // The same for an email nobody has.
      await signIn(`nobody-${suffix()}@example.com`);
      expect(await page.getByRole('alert').textContent()).toBe('Incorrect email or password.');
    });

    it('refuses a form posted without its CSRF token', async () => {
      const { admin, companyId } = await h().company();
      await signIn(admin);
      await page.waitForURL(`**${KEYS}`);
      // Take the token out of the form, as a forged form would lack it, then submit.
      await page
        .locator('form[action="/dashboard/settings/api-keys"] input[name="_csrf"]')
        .evaluate((el) => el.remove());
      await page.getByLabel('Name').fill('Forged');
      await page.getByRole('button', { name: 'Create API key' }).click();
      await page.getByRole('heading', { name: 'This form has expired' }).waitFor();
      expect(await h().tenants().listTokens(companyId)).toHaveLength(0);
    });

    it('signs out: the session ends and the page needs signing in again', async () => {
      const { admin } = await h().company();
      await signIn(admin);
      await page.waitForURL(`**${KEYS}`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      expect((await context.cookies()).some((c) => c.name === 'finrec_session')).toBe(false);
      await page.goto(KEYS);
      expect(new URL(page.url()).pathname).toBe('/dashboard/login');
    });

    it('slows down repeated failed sign-ins', async () => {
      const { admin } = await h().company();
      for (let i = 0; i < 5; i++) {
        await signIn(admin, `wrong guess ${i}`);
        expect(await page.getByRole('alert').textContent()).toBe('Incorrect email or password.');
      }
      await signIn(admin);
      expect(await page.getByRole('alert').textContent()).toMatch(
        /^Too many failed sign-ins\. Try again in 15 minutes\.$/,
      );
      expect(new URL(page.url()).pathname).toBe('/dashboard/login');
    });
  },
  { config: { trustProxy: false } },
);

// finrec dashboard: the copy button of a new API key. Everything else works without script.
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  const field = document.getElementById(button.getAttribute('data-copy'));
  const status = document.getElementById(button.getAttribute('data-copy-status') || 'copy-status');
  if (!field) return;
  let copied = false;
  try {
    await navigator.clipboard.writeText(field.value);
    copied = true;
  } catch {
    // No clipboard API (plain http on another host): fall back to selecting and copying.
    field.select();
    copied = document.execCommand('copy');
  }
  if (status) status.textContent = copied ? 'Copied to the clipboard.' : 'Select the key and copy it.';
  button.textContent = copied ? 'Copied' : 'Copy';
});

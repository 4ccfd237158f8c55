// The docs pages' only script (the pages run under a strict Content-Security-Policy, so no inline
// script): copy buttons of the snippets, and the element list folded on narrow screens.
const nav = document.querySelector('details.nav');
if (nav && window.matchMedia('(max-width: 900px)').matches) nav.open = false;

for (const button of document.querySelectorAll('.snippet button.copy')) {
  button.addEventListener('click', async () => {
    const text = button.closest('.snippet')?.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = 'Copy'), 2000);
  });
}

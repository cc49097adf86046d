// Drives the header's two disclosures. Progressive enhancement: the buttons do nothing without
// this script, so the footer repeats every header link for visitors without JavaScript. The menu
// button carries its media query (design.ts media.menu) as data-menu-query, so this script imports
// nothing and stays small enough for Astro to inline.

function setOpen(button: HTMLElement, target: HTMLElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  target.hidden = !open;
}

/** Wires the menu button, the products dropdown, Escape and outside clicks. */
export function initHeaderMenu(doc: Document = document) {
  const menuButton = doc.querySelector<HTMLElement>('[data-menu-toggle]');
  const nav = doc.querySelector<HTMLElement>('[data-site-nav]');
  const dropButton = doc.querySelector<HTMLElement>('[data-dropdown-toggle]');
  const dropMenu = dropButton && doc.getElementById(dropButton.getAttribute('aria-controls') ?? '');
  const query = menuButton?.dataset['menuQuery'];
  if (!menuButton || !query || !nav || !dropButton || !dropMenu) return;

  const mobile = window.matchMedia(query);
  const setMenu = (open: boolean) => {
    menuButton.setAttribute('aria-expanded', String(open));
    doc.body.classList.toggle('active', open && mobile.matches);
  };

  menuButton.addEventListener('click', () => setMenu(menuButton.getAttribute('aria-expanded') !== 'true'));
  dropButton.addEventListener('click', () => setOpen(dropButton, dropMenu, dropMenu.hidden));
  mobile.addEventListener('change', () => setMenu(false));

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (!dropMenu.hidden) {
      setOpen(dropButton, dropMenu, false);
      dropButton.focus();
    } else if (menuButton.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      menuButton.focus();
    }
  });

  doc.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (!dropMenu.hidden && !dropButton.contains(target) && !dropMenu.contains(target)) {
      setOpen(dropButton, dropMenu, false);
    }
  });
}

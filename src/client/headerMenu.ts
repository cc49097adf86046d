// What the header's HTML leaves to a script (src/components/Header.astro): the spec's `active` class
// on <body> while the phone menu is open (already open when the script arrives included), the menu closing when the window grows past the phone
// layout, and for the Products dropdown, Escape (focus back on Products) and closing once a click or
// the focus lands outside it. Both open without it, and browsers announce both as expanded or
// collapsed by themselves (a popover's button, a <details>). The Menu button carries its media
// query (design.ts media.menu) as data-menu-query. This runs once the page is idle (src/client/site.ts
// loads it then), and lays the closed phone menu out unseen (`data-warm`, whose CSS is in
// Header.astro): the first tap on Menu otherwise styled and laid out its links from nothing, about
// 15 ms of the tap on a phone 4× slower.

/** Wires the header's phone menu and Products dropdown. */
export function initHeaderMenu(doc: Document = document) {
  const nav = doc.getElementById('site-nav');
  const dropdown = doc.querySelector<HTMLDetailsElement>('[data-dropdown]');
  const query = doc.querySelector<HTMLElement>('[data-menu-query]')?.dataset['menuQuery'];
  if (!nav || !dropdown || !query) return;

  const phone = matchMedia(query);
  nav.setAttribute('data-warm', '');
  const follow = (open: boolean) => doc.body.classList.toggle('active', open && phone.matches);
  nav.addEventListener('toggle', (event) => follow((event as ToggleEvent).newState === 'open'));
  // The menu opens without this script, so a visitor may have opened it before it arrived.
  follow(nav.matches(':popover-open'));
  phone.addEventListener('change', () => nav.hidePopover());

  const closeDropdown = () => (dropdown.open = false);
  // Escape closes the dropdown first, and only a second Escape the phone menu around it.
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !dropdown.open) return;
    event.preventDefault();
    if (dropdown.contains(doc.activeElement)) dropdown.querySelector('summary')?.focus();
    closeDropdown();
  });
  doc.addEventListener('click', (event) => {
    if (!dropdown.contains(event.target as Node)) closeDropdown();
  });
  dropdown.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !dropdown.contains(event.relatedTarget as Node)) closeDropdown();
  });
}

// The tool footers' Copy link and Print (src/components/ToolFooter.astro). The site script loads this
// once the page has painted, on a page with a tool (src/client/site.ts); it then shows the buttons,
// which until then, with scripting off or when this cannot load, are not shown: they could not work.
// Its words come from ui.json with it (src/integrations/inlineScripts.ts), not from the page.
import words from 'virtual:ui/tools';

/** Once the print stylesheet, which the site script links with this script, has loaded (or failed to). */
function printRules(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    for (const type of ['load', 'error']) link.addEventListener(type, () => resolve(), { once: true });
  });
}

/** Prints the tool `button` is in, alone, with the date and its link. */
async function printTool(button: HTMLButtonElement) {
  const tool = button.closest<HTMLElement>('.tool');
  const printed = button.closest('[data-tool-footer]')?.querySelector<HTMLElement>('.printed');
  if (!tool || !printed) return printRules().then(print);
  const date = new Date().toLocaleDateString(document.documentElement.lang, { year: 'numeric', month: 'long', day: 'numeric' });
  printed.textContent = words.printed.replace('{date}', date).replace('{link}', location.href);
  tool.dataset['printing'] = '';
  document.documentElement.dataset['printTool'] = '';
  addEventListener(
    'afterprint',
    () => {
      delete tool.dataset['printing'];
      delete document.documentElement.dataset['printTool'];
    },
    { once: true },
  );
  await printRules();
  print();
}

// Clicks are taken on the document, so a footer rendered later (or several on a page) needs no setup.
document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-tool-footer] button');
  if (!button) return;
  if (button.hasAttribute('data-print')) return printTool(button);
  const status = button.parentElement!.querySelector('.status')!;
  if (button.closest('.tool')?.querySelector('[aria-invalid="true"]')) {
    status.textContent = words.fixFirst;
    return;
  }
  // The browser may take a moment to copy, so the tap is answered at once; this also changes the
  // words before the result, so a second copy is announced again.
  status.textContent = words.copying;
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = words.copied;
  } catch {
    status.textContent = words.copyFailed;
  }
});

document.documentElement.dataset['toolActions'] = '';

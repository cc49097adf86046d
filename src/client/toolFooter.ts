// The tool footers' Copy link and Print (src/components/ToolFooter.astro). The site script loads this
// once the page has painted, on a page with a tool (src/client/site.ts); it then shows the buttons
// of each tool whose island has taken its state (its section marked live: toolLink.ts), which until
// then, with scripting off, when this cannot load or the island's code has not, are not shown: they
// could not give the visitor's inputs. Before it reads the address it asks the tools to write the
// change they were waiting to write (FLUSH_LINKS), so a copy or a print made right after a key holds
// it. Its words come from ui.json with it (src/integrations/inlineScripts.ts), not from the page.
import words from 'virtual:ui/tools';
import { FLUSH_LINKS } from '~/lib/toolAddress';

/** The page's address as every tool now shows it. */
function address(): string {
  document.dispatchEvent(new Event(FLUSH_LINKS));
  return location.href;
}

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
  printed.textContent = words.printed.replace('{date}', date).replace('{link}', address());
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
    await navigator.clipboard.writeText(address());
    status.textContent = words.copied;
  } catch {
    status.textContent = words.copyFailed;
  }
});

document.documentElement.dataset['toolActions'] = '';

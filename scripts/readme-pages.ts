// `npm run readme:pages`: rewrites the README's page table from the content files.
import { readFileSync, writeFileSync } from 'node:fs';
import { pagesTable, withPagesTable } from './lib/readmePages.ts';

writeFileSync('README.md', withPagesTable(readFileSync('README.md', 'utf8'), pagesTable()));
console.log('README.md: page table regenerated.');

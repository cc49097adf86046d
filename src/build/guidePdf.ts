// Renders a guide's sections as a PDF with pdfkit: a title, one heading per section (also in the
// PDF outline), then the section's paragraphs, sub-headings and lists from its syntax tree, and page
// numbers in the footer. Only what a guide section may hold is drawn; the content check rejects
// anything else before the build gets here.
import PDFDocument from 'pdfkit';
import type { MdastNode } from 'satteri';
import { color } from '../lib/design.ts';
import type { GuideSection } from './guideSections.ts';

/** What the PDF says about itself. */
export interface GuidePdfInfo {
  title: string;
  brand: string;
  /** Canonical URL of the page the PDF comes from, printed under the title. */
  source: string;
  /** The note under it that the guide is not legal or tax advice, as the page shows it. */
  note: string;
}

const MARGIN = 56;

/** The words of inline content: emphasis, links and code keep only their text, and the source's
 * line breaks and indentation become single spaces. */
export function inlineText(node: MdastNode): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  return (node.children as MdastNode[]).map(inlineText).join('');
}

function plain(node: MdastNode): string {
  return inlineText(node).replace(/\s+/g, ' ').trim();
}

function writeBlock(doc: PDFKit.PDFDocument, node: MdastNode) {
  switch (node.type) {
    case 'heading':
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor(color.ink).text(plain(node));
      break;
    case 'paragraph':
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(color.ink).text(plain(node), { lineGap: 2 });
      break;
    case 'list':
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(color.ink);
      node.children.forEach((item, i) => {
        const marker = node.ordered ? `${(node.start ?? 1) + i}.` : '•';
        doc.text(`${marker}  ${plain(item)}`, { indent: 12, lineGap: 2 });
      });
      break;
    default:
      throw new Error(`A guide section cannot contain a ${node.type} in its PDF; use paragraphs, ### headings and lists`);
  }
}

/** Builds the PDF and resolves with its bytes. */
export function buildGuidePdf(info: GuidePdfInfo, sections: GuideSection[]): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.brand, Subject: info.title, Creator: info.brand },
    displayTitle: true,
    lang: 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));

  doc.font('Helvetica-Bold').fontSize(22).fillColor(color.brand).text(info.title);
  doc.font('Helvetica').fontSize(9).fillColor(color.ink).text(`${info.brand} · ${info.source}`);
  doc.text(info.note).moveDown();
  for (const section of sections) {
    doc.outline.addItem(section.title);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).fillColor(color.brand).text(section.title);
    for (const block of section.blocks) writeBlock(doc, block);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN / 2 - 10;
    doc.font('Helvetica').fontSize(8).fillColor(color.ink);
    doc.text(`${info.title} — page ${i + 1} of ${count}`, MARGIN, bottom, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

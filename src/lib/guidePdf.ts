// Renders a guide's sections as a PDF with pdfkit: a title, one heading per section (also in the
// PDF outline), paragraphs and lists from the section markdown, and page numbers in the footer.
import { Lexer, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import type { GuideSection } from './guideSections';

/** What the PDF says about itself. */
export interface GuidePdfInfo {
  title: string;
  brand: string;
  /** Canonical URL of the page the PDF comes from, printed under the title. */
  source: string;
}

const MARGIN = 56;
const INK = '#13233a';
const BRAND = '#0b5c73';

/** Plain text of inline markdown tokens: emphasis and links keep only their words, and the
 * source's line breaks and indentation become single spaces. */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  const text = tokens
    ? tokens.map((t) => ('tokens' in t && t.tokens ? inlineText(t.tokens, t.raw) : 'text' in t ? t.text : t.raw)).join('')
    : fallback;
  return text.replace(/\s+/g, ' ').trim();
}

function writeBlock(doc: PDFKit.PDFDocument, token: Token) {
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(inlineText(t.tokens, t.text));
      break;
    }
    case 'paragraph': {
      const t = token as Tokens.Paragraph;
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK).text(inlineText(t.tokens, t.text), { lineGap: 2 });
      break;
    }
    case 'list': {
      const t = token as Tokens.List;
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK);
      t.items.forEach((item, i) => {
        const text = inlineText(item.tokens.flatMap((tk) => ('tokens' in tk && tk.tokens ? tk.tokens : [tk])), item.text);
        doc.text(`${t.ordered ? `${Number(t.start || 1) + i}.` : '•'}  ${text}`, { indent: 12, lineGap: 2 });
      });
      break;
    }
    default:
      break;
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

  doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(info.title);
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(`${info.brand} · ${info.source}`).moveDown();
  for (const section of sections) {
    doc.outline.addItem(section.title);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).fillColor(BRAND).text(section.title);
    for (const token of new Lexer().lex(section.markdown)) writeBlock(doc, token);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN / 2 - 10;
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    doc.text(`${info.title} — page ${i + 1} of ${count}`, MARGIN, bottom, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

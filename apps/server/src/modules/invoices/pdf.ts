import { ACADEMY } from '@academy/shared/academy';
import { amountInWords, formatAmount, formatInvoiceDate, percent, placeOf } from './formatting';
import { heightOf, INK, openA4Document, write } from './pdf-text';
import type { TaxDocument } from './service';

/*
 * The tax invoice and credit note as PDFs (issue 12), laid out like the GST invoices Indian
 * businesses issue: supplier and GSTIN, number and date, place of supply, buyer, a table of lines
 * with SAC and the tax split, totals with the amount in words. Everything is drawn from the
 * stored document, never from today's settings or catalogue, so a PDF made years later says what
 * was issued.
 */

const COLOURS = {
  ink: INK,
  soft: '#4a4558',
  muted: '#6b6679',
  line: '#e6dfd3',
  band: '#fbf8f3',
  accent: '#cc4311',
} as const;

/* A4 portrait, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Lines go onto a new page below this, leaving room for the footer. */
const TABLE_BOTTOM = PAGE_HEIGHT - 90;

function rule(doc: PDFKit.PDFDocument, y: number, color: string = COLOURS.line, width = 0.75) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

type Column = { label: string; width: number; align: 'left' | 'right'; cell: (index: number) => string };

/**
 * The document as an A4 portrait PDF. A credit note names the invoice it reverses (`invoice`).
 * The creation date is the issue date, so the same document always gives the same bytes.
 */
export function renderTaxDocumentPdf(
  document: TaxDocument,
  invoice?: Pick<TaxDocument, 'number' | 'issuedAt'>,
): Promise<Buffer> {
  const creditNote = document.type === 'credit-note';
  const title = creditNote ? 'Credit Note' : 'Tax Invoice';
  const { supplier, lines } = document;
  const { doc, done } = openA4Document({
    Title: `${title} ${document.number}`,
    Author: supplier.legalName,
    Subject: `${title} ${document.number} to ${document.buyerLegalName ?? document.buyerName}`,
    Keywords: document.number,
    CreationDate: document.issuedAt,
  });

  /* Supplier, left; the document's title and number, right */
  let y = MARGIN;
  doc.rect(0, 0, PAGE_WIDTH, 6).fill(COLOURS.accent);
  let left = y + 4;
  left += write(doc, supplier.legalName, MARGIN, left, 300, { size: 14, weight: 'bold' });
  left += write(doc, supplier.address, MARGIN, left + 2, 280, { size: 8.5, color: COLOURS.soft }) + 2;
  left += write(doc, `GSTIN: ${supplier.gstin}`, MARGIN, left + 2, 280, { size: 8.5, weight: 'bold' });
  left += write(doc, `State: ${placeOf(supplier.stateCode)}`, MARGIN, left + 1, 280, {
    size: 8.5,
    color: COLOURS.soft,
  });
  left += write(doc, `${ACADEMY.email} · ${ACADEMY.phone}`, MARGIN, left + 1, 280, {
    size: 8.5,
    color: COLOURS.soft,
  });

  write(doc, title.toUpperCase(), 330, y + 2, RIGHT - 330, {
    size: 20,
    weight: 'bold',
    color: COLOURS.accent,
    align: 'right',
  });
  write(doc, 'Original for recipient', 330, y + 30, RIGHT - 330, {
    size: 8,
    color: COLOURS.muted,
    align: 'right',
  });

  y = Math.max(left, y + 60) + 14;
  rule(doc, y, COLOURS.ink, 1);
  y += 14;

  /* Buyer, left; number, date and place of supply, right */
  const top = y;
  write(doc, creditNote ? 'ISSUED TO' : 'BILLED TO', MARGIN, y, 250, {
    size: 7.5,
    weight: 'bold',
    color: COLOURS.muted,
  });
  y += 13;
  if (document.buyerGstin) {
    y += write(doc, document.buyerLegalName ?? document.buyerName, MARGIN, y, 260, {
      size: 10.5,
      weight: 'bold',
    });
    y += write(doc, `GSTIN: ${document.buyerGstin}`, MARGIN, y + 1, 260, { size: 9 }) + 1;
    const contact = [document.buyerName, document.buyerEmail].filter(Boolean).join(' · ');
    y += write(doc, `Attn: ${contact}`, MARGIN, y + 1, 260, { size: 8.5, color: COLOURS.soft }) + 1;
  } else {
    y += write(doc, document.buyerName, MARGIN, y, 260, { size: 10.5, weight: 'bold' });
    if (document.buyerEmail) {
      y += write(doc, document.buyerEmail, MARGIN, y + 1, 260, { size: 9, color: COLOURS.soft }) + 1;
    }
  }

  const facts: [string, string][] = [
    [creditNote ? 'Credit note no.' : 'Invoice no.', document.number],
    [creditNote ? 'Credit note date' : 'Invoice date', formatInvoiceDate(document.issuedAt)],
    ...(creditNote && invoice
      ? [
          ['Against invoice', `${invoice.number} dated ${formatInvoiceDate(invoice.issuedAt)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Place of supply', placeOf(document.placeOfSupply)],
  ];
  let right = top;
  for (const [label, value] of facts) {
    write(doc, label, 330, right, 90, { size: 8.5, color: COLOURS.muted });
    const height = write(doc, value, 415, right, RIGHT - 415, { size: 9, weight: 'bold' });
    right += Math.max(height, 12) + 3;
  }
  y = Math.max(y, right) + 18;

  /* The lines */
  const intraState = document.placeOfSupply === supplier.stateCode;
  const rate = supplier.rateBasisPoints;
  const taxColumns: Column[] = intraState
    ? [
        {
          label: `CGST ${percent(rate / 2)}`,
          width: 44,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.cgstPaise ?? 0),
        },
        {
          label: `SGST ${percent(rate / 2)}`,
          width: 44,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.sgstPaise ?? 0),
        },
      ]
    : [
        {
          label: `IGST ${percent(rate)}`,
          width: 60,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.igstPaise ?? 0),
        },
      ];
  const fixed: Column[] = [
    { label: '#', width: 16, align: 'left', cell: (i) => String(i + 1) },
    { label: 'Description', width: 0, align: 'left', cell: () => '' },
    { label: 'SAC', width: 36, align: 'left', cell: (i) => lines[i]?.sac ?? '' },
    { label: 'Price', width: 50, align: 'right', cell: (i) => formatAmount(lines[i]?.listPricePaise ?? 0) },
    { label: 'Discount', width: 44, align: 'right', cell: (i) => formatAmount(lines[i]?.discountPaise ?? 0) },
    {
      label: 'Taxable value',
      width: 56,
      align: 'right',
      cell: (i) => formatAmount(lines[i]?.taxablePaise ?? 0),
    },
    ...taxColumns,
    { label: 'Total', width: 54, align: 'right', cell: (i) => formatAmount(lines[i]?.totalPaise ?? 0) },
  ];
  const gap = 5;
  const used = fixed.reduce((sum, column) => sum + column.width, 0) + gap * (fixed.length - 1);
  const description = fixed[1];
  if (description) description.width = CONTENT_WIDTH - 8 - used;
  const cellStyle = { size: 8.5 };

  const header = () => {
    doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fill(COLOURS.band);
    rule(doc, y);
    rule(doc, y + 20);
    let x = MARGIN + 4;
    for (const column of fixed) {
      write(doc, column.label, x, y + 6, column.width, {
        size: 7.5,
        weight: 'bold',
        color: COLOURS.soft,
        align: column.align,
      });
      x += column.width + gap;
    }
    y += 26;
  };
  header();

  lines.forEach((line, index) => {
    const text = line.title;
    const descriptionWidth = description?.width ?? 100;
    // The title, then the product type under it.
    const height = heightOf(doc, text, descriptionWidth, { size: 9, weight: 'bold' }) + 14;
    if (y + height > TABLE_BOTTOM) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = MARGIN;
      header();
    }
    let x = MARGIN + 4;
    for (const column of fixed) {
      if (column === description) {
        const used = write(doc, text, x, y, column.width, { size: 9, weight: 'bold' });
        write(doc, line.type === 'Course' ? 'Video course' : 'Digital asset', x, y + used, column.width, {
          size: 7.5,
          color: COLOURS.muted,
        });
      } else {
        write(doc, column.cell(index), x, y, column.width, { ...cellStyle, align: column.align });
      }
      x += column.width + gap;
    }
    y += height + 4;
    rule(doc, y - 6);
  });

  /* Totals, right; the amount in words and the notes, left */
  if (y + 150 > TABLE_BOTTOM) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = MARGIN;
  }
  y += 12;
  const totalsLeft = 335;
  const totals: [string, number][] = [
    ['Taxable value', document.taxablePaise],
    ...(intraState
      ? ([
          [`CGST @ ${percent(rate / 2)}`, document.cgstPaise],
          [`SGST @ ${percent(rate / 2)}`, document.sgstPaise],
        ] as [string, number][])
      : ([[`IGST @ ${percent(rate)}`, document.igstPaise]] as [string, number][])),
  ];
  let totalsY = y;
  for (const [label, paise] of totals) {
    write(doc, label, totalsLeft, totalsY, 120, { size: 9, color: COLOURS.soft });
    write(doc, formatAmount(paise), totalsLeft, totalsY, RIGHT - 4 - totalsLeft, { size: 9, align: 'right' });
    totalsY += 15;
  }
  doc.moveTo(totalsLeft, totalsY).lineTo(RIGHT, totalsY).lineWidth(1).strokeColor(COLOURS.ink).stroke();
  totalsY += 8;
  write(doc, creditNote ? 'Total credited' : 'Total', totalsLeft, totalsY, 120, { size: 11, weight: 'bold' });
  write(doc, `₹${formatAmount(document.totalPaise)}`, totalsLeft, totalsY, RIGHT - 4 - totalsLeft, {
    size: 11,
    weight: 'bold',
    align: 'right',
  });
  totalsY += 22;

  let notesY = y;
  write(doc, 'AMOUNT IN WORDS', MARGIN, notesY, 260, { size: 7.5, weight: 'bold', color: COLOURS.muted });
  notesY += 12;
  notesY += write(doc, amountInWords(document.totalPaise), MARGIN, notesY, 270, { size: 9, weight: 'bold' });
  notesY += 10;
  const notes = [
    'Prices include GST. Amounts in Indian rupees (₹).',
    'Tax payable on reverse charge: No',
    ...(creditNote && invoice ? [`This credit note reverses invoice ${invoice.number} in full.`] : []),
  ];
  for (const note of notes) {
    notesY += write(doc, note, MARGIN, notesY, 270, { size: 8.5, color: COLOURS.soft }) + 2;
  }

  y = Math.max(totalsY, notesY) + 24;
  write(doc, `For ${supplier.legalName}`, totalsLeft, y, RIGHT - totalsLeft, {
    size: 9,
    weight: 'bold',
    align: 'right',
  });
  write(doc, 'Computer-generated document; no signature required.', totalsLeft, y + 14, RIGHT - totalsLeft, {
    size: 7.5,
    color: COLOURS.muted,
    align: 'right',
  });

  /* Footer */
  rule(doc, PAGE_HEIGHT - 58);
  write(
    doc,
    `${supplier.legalName} · GSTIN ${supplier.gstin} · ${ACADEMY.email} · Thank you for learning with us.`,
    MARGIN,
    PAGE_HEIGHT - 48,
    CONTENT_WIDTH,
    { size: 7.5, color: COLOURS.muted },
  );

  doc.end();
  return done;
}

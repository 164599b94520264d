import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';
import { LAYOUT_WORDS } from './layout-words';

/*
 * One look for every email the store sends: the storefront's ink, paper and accent, a single
 * column 560 px wide that reads on a phone, tables and inline styles (what mail clients
 * honour), and a plain-text twin with the same words and the link spelled out. In the
 * recipient's language (issue 29): the caller writes the content in it, the layout its own words.
 */

export type EmailContent = {
  /** The inbox preview line, shown after the subject. */
  preheader: string;
  heading: string;
  /** Plain text; each one a paragraph. */
  paragraphs: string[];
  /**
   * Label and value rows after the paragraphs (a receipt's items and totals): a two-column
   * table in HTML, `label: value` lines in text.
   */
  details?: EmailDetail[];
  /** The one thing to do: a button in HTML, the URL on its own line in text. */
  action?: { label: string; url: string };
  /** Small print under the button: why this arrived, what to do if it was not you. */
  footnote?: string;
};

/**
 * One row of `details`: `strong` for a total, `ruled` to start a new group with a rule above,
 * `muted` for small print under a total (the tax inside it), `url` for a label that opens a page
 * (a product's: the text twin spells it out under the row).
 */
export type EmailDetail = {
  label: string;
  value: string;
  strong?: boolean;
  ruled?: boolean;
  muted?: boolean;
  url?: string;
};

export type RenderedEmail = { html: string; text: string };

const COLOURS = {
  ink: '#16131f',
  inkSoft: '#4a4558',
  inkMuted: '#6b6679',
  paper: '#fbf8f3',
  line: '#e6dfd3',
  accent: '#cc4311',
} as const;

const FONT = "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const DISPLAY_FONT = "'Bricolage Grotesque', 'Inter', 'Segoe UI', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font:16px/1.6 ${FONT};color:${COLOURS.inkSoft};">${escapeHtml(text)}</p>`;

/** Values longer than this (an order number) may wrap, so a phone keeps room for the label. */
const NOWRAP_CHARS = 20;

function detailsHtml(details: EmailDetail[]): string {
  const rows = details.map(({ label, value, strong, ruled, muted, url }) => {
    const border = strong || ruled ? `border-top:1px solid ${COLOURS.line};` : '';
    const weight = strong ? '700' : '400';
    const colour = strong ? COLOURS.ink : muted ? COLOURS.inkMuted : COLOURS.inkSoft;
    const size = muted ? '13px' : '15px';
    const padding = strong || ruled ? '12px 0 6px' : muted ? '2px 0' : '6px 0';
    const cell = `padding:${padding};${border}font:${weight} ${size}/1.5 ${FONT};color:${colour};vertical-align:top;`;
    const wrap = value.length > NOWRAP_CHARS ? 'word-break:break-all;' : 'white-space:nowrap;';
    const labelHtml = url
      ? `<a href="${escapeHtml(url)}" style="color:${COLOURS.accent};">${escapeHtml(label)}</a>`
      : escapeHtml(label);
    return `<tr><td width="65%" style="${cell}">${labelHtml}</td><td align="right" style="${cell}padding-left:16px;${wrap}">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;">
  ${rows.join('\n  ')}
</table>`;
}

const detailsText = (details: EmailDetail[]) =>
  details.flatMap(({ label, value, strong, ruled, url }) => [
    ...(strong || ruled ? [''] : []),
    `${label}: ${value}`,
    ...(url ? [url] : []),
  ]);

function actionHtml({ label, url }: { label: string; url: string }, linkFallback: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px;">
  <tr><td style="border-radius:999px;background:${COLOURS.accent};">
    <a href="${href}" style="display:inline-block;padding:14px 28px;font:600 16px/1 ${FONT};color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(label)}</a>
  </td></tr>
</table>
<p style="margin:0 0 16px;font:13px/1.6 ${FONT};color:${COLOURS.inkMuted};">${escapeHtml(linkFallback)} <a href="${href}" style="color:${COLOURS.accent};word-break:break-all;">${href}</a></p>`;
}

/**
 * The academy's mark as type, not a picture: nothing to fetch (mail clients block remote
 * images by default, and a remote picture tells the sender when a message is opened).
 */
const MARK_HTML = `<span style="display:inline-block;width:28px;height:28px;border-radius:8px;background:${COLOURS.ink};color:#ff6b3d;font:700 17px/28px ${DISPLAY_FONT};text-align:center;vertical-align:middle;">${escapeHtml(ACADEMY.shortName.charAt(0))}</span>`;

/** The email in the store's look, as HTML and as plain text, in `language` (the content is in it). */
export function renderEmail(content: EmailContent, language: Language): RenderedEmail {
  const words = LAYOUT_WORDS[language];
  const { address } = words;
  const html = `<!doctype html>
<html lang="${words.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.paper};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${COLOURS.paper};">
<tr><td align="center" style="padding:32px 16px;">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;">
    <tr><td style="padding:0 0 20px;">
      ${MARK_HTML}
      <span style="margin-left:10px;font:700 17px/1 ${DISPLAY_FONT};color:${COLOURS.ink};vertical-align:middle;">${escapeHtml(ACADEMY.name)}</span>
    </td></tr>
    <tr><td style="background:#ffffff;border:1px solid ${COLOURS.line};border-radius:20px;padding:32px 28px;">
      <h1 style="margin:0 0 20px;font:700 24px/1.25 ${DISPLAY_FONT};color:${COLOURS.ink};">${escapeHtml(content.heading)}</h1>
      ${content.paragraphs.map(paragraphHtml).join('\n      ')}
      ${content.details ? detailsHtml(content.details) : ''}
      ${content.action ? actionHtml(content.action, words.linkFallback) : ''}
      ${content.footnote ? `<p style="margin:8px 0 0;padding-top:16px;border-top:1px solid ${COLOURS.line};font:13px/1.6 ${FONT};color:${COLOURS.inkMuted};">${escapeHtml(content.footnote)}</p>` : ''}
    </td></tr>
    <tr><td style="padding:20px 8px 0;font:12px/1.6 ${FONT};color:${COLOURS.inkMuted};">
      ${escapeHtml(ACADEMY.name)} · ${escapeHtml(address.line1)}, ${escapeHtml(address.line2)}<br>
      ${escapeHtml(ACADEMY.email)} · ${escapeHtml(ACADEMY.phone)}
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details ? [...detailsText(content.details), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    `${ACADEMY.name}, ${address.line1}, ${address.line2}`,
    `${ACADEMY.email} · ${ACADEMY.phone}`,
    '',
  ].join('\n');

  return { html, text };
}

// One small branded layout for every e-mail. Templates describe their content as blocks and
// this file renders both parts from them, so the text and HTML versions cannot drift apart and
// every interpolated value is escaped in one place. Inline CSS only: mail clients drop <style>.

export type EmailContent = { subject: string; text: string; html: string };

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string }
  | { kind: 'note'; text: string }
  // Why the recipient gets this e-mail and how to stop it (notification e-mails, DECISIONS §7).
  | { kind: 'unsubscribe'; text: string; label: string; url: string };

export type EmailDraft = { subject: string; heading: string; blocks: EmailBlock[] };

const BRAND = 'FitCover';
const ACCENT = '#e4572e';
const INK = '#1f2933';
const MUTED = '#6b7280';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Multi-line user text keeps its line breaks in every client (Outlook ignores pre-wrap).
const escapeLines = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

// Only web links become clickable; anything else (javascript:…) is shown, never followed.
const safeHref = (url: string): string => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');

// Values that end up in a Subject header stay on one line.
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

function blockHtml(block: EmailBlock): string {
  const p = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}`;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${escapeLines(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeLines(block.text)}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0">` +
        `<a href="${safeHref(block.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;` +
        `text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:6px">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">` +
        `Si el botón no funciona, copia y pega este enlace en tu navegador:<br>` +
        `<a href="${safeHref(block.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(block.url)}</a></p>`
      );
    case 'fields':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;color:${INK}">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};vertical-align:top">${escapeHtml(label)}</td>` +
              `<td style="padding:4px 0;vertical-align:top">${escapeLines(value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
    case 'unsubscribe':
      return (
        `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:${MUTED}">${escapeLines(block.text)} ` +
        `<a href="${safeHref(block.url)}" style="color:${MUTED};text-decoration:underline">${escapeHtml(block.label)}</a></p>`
      );
    case 'quote':
      return (
        `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ACCENT};background:#f9fafb;` +
        `font-size:15px;line-height:1.5;color:${INK}">${escapeLines(block.text)}</div>`
      );
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'unsubscribe':
      return `${block.text}\n${block.label}: ${block.url}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

const FOOTER = `${BRAND} · Gimnasios e instructores de fitness · Barcelona, España`;

export function renderEmail(draft: EmailDraft): EmailContent {
  const text = [draft.heading, ...draft.blocks.map(blockText), `-- \n${FOOTER}`].join('\n\n') + '\n';
  const html =
    `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(draft.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">` +
    `<tr><td style="padding:0 0 16px;font-size:22px;font-weight:700;color:${ACCENT};${FONT}">${BRAND}</td></tr>` +
    `<tr><td style="background:#ffffff;border-radius:8px;padding:32px;${FONT}">` +
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(draft.heading)}</h1>` +
    draft.blocks.map(blockHtml).join('') +
    `</td></tr>` +
    `<tr><td style="padding:16px 0 0;font-size:12px;color:${MUTED};text-align:center;${FONT}">${escapeHtml(FOOTER)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { subject: draft.subject, text, html };
}

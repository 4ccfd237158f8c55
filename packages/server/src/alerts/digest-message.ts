import { periodText } from '@tripsight/core/ops';
import { chartImage } from '../charts/chart-png.js';
import type { MailMessage } from '../mail/mail-transport.js';
import { escapeHtml } from '../mail/html-text.js';
import { tabLink } from './alert-message.js';
import type { ClientDigestContent, DigestSectionContent } from './digest-content.js';
import { digestPdf, digestWorkbook, figureLines, sectionChartSvg } from './digest-documents.js';

/** A file name part: letters, digits and dashes. */
const filePart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The words of a section's link to its tab. */
const linkText = (section: DigestSectionContent) => `Open ${section.title} for this client and period`;

/** The first line of a test send's digest mail. */
const TEST_LINE =
  'This is a test of the digest, sent on request; the scheduled digest for this period goes out as usual.';

/**
 * A client's digest mail: per section its figures (a table every mail client draws), its chart
 * inline and a link to the section's tab at `publicUrl` with the client and the period's dates set,
 * with the PDF and the workbook attached. Attachments are base64 text, so the message can be stored
 * as it is and sent again unchanged. A test's mail (`test`) says so in its subject ("Test: …") and
 * first line.
 */
export async function digestMessage(
  digestName: string,
  content: ClientDigestContent,
  recipients: string[],
  { publicUrl, test = false }: { publicUrl: string; test?: boolean },
): Promise<Omit<MailMessage, 'key'>> {
  const { client, period, currency } = content;
  const linkOf = (section: DigestSectionContent) =>
    tabLink(publicUrl, section.view, { filters: { corporate: [client] } }, period);
  const heading = `${digestName}: ${client}`;
  const span = periodText(period);
  const charts: ReturnType<typeof chartImage>[] = [];
  const sections = content.sections.map((section, index) => {
    const rows = figureLines(section.figures, currency)
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:4px 16px 4px 0">${escapeHtml(label)}</th>` +
          `<td style="text-align:right;padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
      )
      .join('\n');
    const first = section.figures[0]!;
    const chart = chartImage(
      sectionChartSvg(section, currency),
      `chart-${index + 1}`,
      { width: 520, height: 200 },
      `${section.title}: ${first.label} over the last ${section.trend.length} periods`,
      escapeHtml,
    );
    charts.push(chart);
    return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>
<figure style="margin:12px 0">${chart.img}</figure>
${section.note ? `<p style="font-size:12px;color:#57606a">${escapeHtml(section.note)}</p>` : ''}
<p style="font-size:14px;margin:8px 0"><a href="${escapeHtml(linkOf(section))}">${escapeHtml(linkText(section))}</a></p>`;
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328;max-width:600px;margin:0 auto;padding:16px">
${test ? `<p style="padding:8px 12px;background:#fff8c5;border:1px solid #d4a72c">${escapeHtml(TEST_LINE)}</p>\n` : ''}<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(heading)}</h1>
<p style="margin:0;color:#57606a">${escapeHtml(span)}; money in ${escapeHtml(currency)}.</p>
${sections.join('\n')}
<p style="font-size:12px;color:#57606a;margin-top:24px">The figures and charts are also attached as a PDF and a workbook.</p>
</body></html>`;
  const text = [
    ...(test ? [TEST_LINE, ''] : []),
    heading,
    `${span}; money in ${currency}.`,
    ...content.sections.flatMap((section) => [
      '',
      section.title,
      ...figureLines(section.figures, currency).map(([label, value]) => `  ${label}: ${value}`),
      ...(section.note ? [`  ${section.note}`] : []),
      `  ${linkText(section)}: ${linkOf(section)}`,
    ]),
  ].join('\n');
  const base = `${filePart(digestName)}-${filePart(client)}-${period.key}`;
  const [pdf, workbook] = await Promise.all([
    digestPdf(digestName, content),
    digestWorkbook(digestName, content),
  ]);
  return {
    to: recipients,
    subject: `${test ? 'Test: ' : ''}${heading} (${span})`,
    text,
    html,
    attachments: [
      ...charts.map((chart) => chart.attachment),
      {
        filename: `${base}.pdf`,
        content: pdf.toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
      {
        filename: `${base}.xlsx`,
        content: workbook.toString('base64'),
        encoding: 'base64',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ],
  };
}

import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { formatDigestFigure, periodChartLabel, periodText, type DigestFigure } from '@tripsight/core/ops';
import { barChartSvg } from '../charts/server-plot.js';
import type { DigestSectionContent, ClientDigestContent } from './digest-content.js';

/*
 * A client's digest as documents: each section's chart (the elements' bar chart spec, drawn in the
 * service), the PDF that carries the figures and charts, and the workbook of the figures and their
 * recent periods.
 */

/** A section's chart of its first figure over the recent periods, as SVG text `width` px wide. */
export function sectionChartSvg(section: DigestSectionContent, currency: string, width = 520): string {
  const first = section.figures[0]!;
  const format = (value: number) => formatDigestFigure({ ...first, value }, currency);
  return barChartSvg({
    data: section.trend.map((point) => ({ label: periodChartLabel(point.period), value: point.value })),
    caption: `${section.title}: ${first.label} over the recent periods`,
    valueHeading: first.label,
    format,
    formatTick: (value) => formatDigestFigure({ ...first, value }, currency, { short: true }),
    width,
    height: 200,
  });
}

/** The lines of a section's figures: label and printed value. */
export function figureLines(figures: readonly DigestFigure[], currency: string): [string, string][] {
  return figures.map((figure) => [figure.label, formatDigestFigure(figure, currency)]);
}

/** A4 in points, and the margin. */
const PAGE = { width: 595.28, margin: 50 };

/** The digest as a PDF: a title, the period, then per section its figures, chart and note. */
export function digestPdf(digestName: string, content: ClientDigestContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${digestName}: ${content.client}`, Author: 'Tripsight' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = PAGE.width - 2 * PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(18).text(`${digestName}: ${content.client}`);
  doc.font('Helvetica').fontSize(10).fillColor('#57606a');
  doc.text(`${periodText(content.period)}, figures in ${content.currency}`);
  for (const section of content.sections) {
    const chartHeight = 200 * (inner / 520);
    if (doc.y + chartHeight + 120 > doc.page.height - PAGE.margin) doc.addPage();
    doc.moveDown(1.2).fillColor('#1f2328').font('Helvetica-Bold').fontSize(13).text(section.title);
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of figureLines(section.figures, content.currency)) {
      const y = doc.y;
      doc.text(label, PAGE.margin, y, { width: inner / 2 });
      doc.text(value, PAGE.margin + inner / 2, y, { width: inner / 2, align: 'right' });
    }
    const top = doc.y + 6;
    // The PDF renderer draws Plot's faint grid (current colour at 10 % opacity) solid: give it the
    // light grey it shows on screen.
    const chart = sectionChartSvg(section, content.currency).replaceAll(
      'stroke-opacity="0.1" stroke="currentColor"',
      'stroke="#d8dee4"',
    );
    SVGtoPDF(doc, chart, PAGE.margin, top, {
      width: inner,
      height: chartHeight,
      assumePt: false,
    });
    doc.y = top + chartHeight + 4;
    doc.x = PAGE.margin;
    if (section.note) doc.fillColor('#57606a').fontSize(9).text(section.note).fillColor('#1f2328');
  }
  doc.end();
  return done;
}

/** The columns every sheet of the digest's workbook starts with: which section, which figure. */
const FIGURE_COLUMNS = [
  { header: 'Section', key: 'section', width: 24 },
  { header: 'Figure', key: 'figure', width: 26 },
];

/** The digest as a workbook: the period's figures, and each section's first figure by period. */
export async function digestWorkbook(digestName: string, content: ClientDigestContent): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tripsight';
  const figures = book.addWorksheet('Figures');
  figures.columns = [
    ...FIGURE_COLUMNS,
    { header: 'Value', key: 'value', width: 18 },
    { header: 'Unit', key: 'unit', width: 10 },
    { header: 'Note', key: 'note', width: 60 },
  ];
  const unit = (figure: DigestFigure) =>
    ({ money: content.currency, percent: '%', count: '', kg: 'kg CO2e' })[figure.kind];
  for (const section of content.sections) {
    for (const figure of section.figures) {
      figures.addRow({
        section: section.title,
        figure: figure.label,
        value: figure.value,
        unit: unit(figure),
        note: section.note ?? '',
      });
    }
  }
  const trends = book.addWorksheet('Recent periods');
  trends.columns = [
    ...FIGURE_COLUMNS,
    { header: 'Period', key: 'period', width: 12 },
    { header: 'From', key: 'start', width: 12 },
    { header: 'To', key: 'end', width: 12 },
    { header: 'Value', key: 'value', width: 18 },
  ];
  for (const section of content.sections) {
    for (const point of section.trend) {
      trends.addRow({
        section: section.title,
        figure: section.figures[0]!.label,
        period: point.period.key,
        start: point.period.start,
        end: point.period.end,
        value: point.value,
      });
    }
  }
  for (const sheet of [figures, trends]) sheet.getRow(1).font = { bold: true };
  const about = book.addWorksheet('About');
  about.addRows([
    ['Digest', digestName],
    ['Client', content.client],
    ['Period', `${content.period.start} to ${content.period.end} (${content.period.key})`],
    ['Currency', content.currency],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

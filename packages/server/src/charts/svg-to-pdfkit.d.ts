// The one call of svg-to-pdfkit the service makes (the package ships no types).
declare module 'svg-to-pdfkit' {
  import type PDFDocument from 'pdfkit';

  export default function SVGtoPDF(
    doc: PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: {
      width?: number;
      height?: number;
      assumePt?: boolean;
      fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    },
  ): void;
}

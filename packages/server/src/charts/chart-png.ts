import { Resvg } from '@resvg/resvg-js';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/**
 * The sans-serif family the charts' text is drawn in: a font of the system (Debian's default), never
 * one fetched. Plot asks for `system-ui, sans-serif`; both resolve to it.
 */
const SANS = 'DejaVu Sans';

/**
 * The latest charts drawn (by their SVG text): the rules of a TMC watching one view with one set of
 * filters chart the same periods, and one drawing (about 15 ms) serves them all.
 */
const drawn = new Map<string, Buffer>();
const MAX_DRAWN = 64;

/**
 * A chart's SVG drawn as PNG at twice its size (sharp on high-density screens), on white, its text
 * in the system's sans-serif: for mail clients that do not draw inline SVG (most webmail and Outlook).
 */
function chartPng(svg: string): Buffer {
  const known = drawn.get(svg);
  if (known) return known;
  const png = draw(svg);
  drawn.set(svg, png);
  if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
  return png;
}

function draw(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    background: 'white',
    fitTo: { mode: 'zoom', value: 2 },
    font: { loadSystemFonts: true, defaultFontFamily: SANS, sansSerifFamily: SANS },
  });
  return resvg.render().asPng();
}

/**
 * A chart as a mail's inline image: the PNG attachment with its content id, and the `<img>` that
 * shows it at the chart's size (`width` × `height` px), described by `alt`.
 */
export function chartImage(
  svg: string,
  id: string,
  size: { width: number; height: number },
  alt: string,
  escape: (text: string) => string,
): { attachment: Attachment & { content: string }; img: string } {
  const cid = `${id}@tripsight.invalid`;
  return {
    attachment: {
      filename: `${id}.png`,
      content: chartPng(svg).toString('base64'),
      encoding: 'base64',
      contentType: 'image/png',
      cid,
      contentDisposition: 'inline',
    },
    img: `<img src="cid:${cid}" width="${size.width}" height="${size.height}" alt="${escape(alt)}" style="display:block;max-width:100%;height:auto;border:0">`,
  };
}

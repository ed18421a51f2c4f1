import type qrcode from 'qrcode-generator';

type QrFactory = typeof qrcode;

/** Modules of light margin around the code; the QR standard asks for four. */
export const QUIET_ZONE = 4;

export type QrDrawing = {
  /** Width and height in modules, quiet zone included (the SVG's viewBox). */
  size: number;
  /** One SVG path of every dark module, one unit per module. */
  d: string;
};

/**
 * The QR code of `text` as one SVG path. Error correction level M (15 % of the code may be
 * lost): a worksheet gets creased, stapled and scribbled on. With M our longest addresses still
 * fit a version 6 code, coarse enough at 2.5 cm. The version (size) is the smallest that holds the text.
 */
export function qrDrawing(factory: QrFactory, text: string): QrDrawing {
  const code = factory(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      // A run of dark modules in a row becomes one rectangle: a shorter path than one square each.
      if (!code.isDark(row, col)) continue;
      let end = col;
      while (end + 1 < count && code.isDark(row, end + 1)) end++;
      parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${end - col + 1}v1h-${end - col + 1}z`);
      col = end;
    }
  }
  return {size: count + 2 * QUIET_ZONE, d: parts.join('')};
}

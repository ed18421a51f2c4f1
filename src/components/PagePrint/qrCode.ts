/**
 * What printing loads: the QR library and our drawing of it, in one chunk of their own
 * (usePrintPreparation imports this module lazily), so no page carries them before a print.
 */
import qrcode from 'qrcode-generator';
import {qrDrawing, type QrDrawing} from './qrPath';

export function drawQr(text: string): QrDrawing {
  return qrDrawing(qrcode, text);
}

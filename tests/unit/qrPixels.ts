import jsQR from 'jsqr';

/**
 * Paints a QR path of our drawing (`M x y h w v1 h-w z` per run of dark modules, one unit per
 * module) into RGBA pixels, `scale` pixels per module, and decodes them as a phone would.
 * Fails when the path holds anything but such runs.
 */
export function decodeQrPath(size: number, d: string, scale = 4): string | undefined {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  if (runs.map((run) => run[0]).join('') !== d) throw new Error('the path holds more than runs of modules');
  for (const [, x, y, w] of runs) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return jsQR(data, width, width)?.data;
}

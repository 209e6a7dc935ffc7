// What the renderer tests of both games share: rasterising an SVG (or decoding a PNG) with resvg
// and sampling its pixels, and colour predicates.
import { svgToPixels } from '#render/png.ts';

export type RGB = [number, number, number];

/** The PNG file signature. */
export const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export class Raster {
  constructor(
    readonly pixels: Buffer,
    readonly width: number,
    readonly height: number,
  ) {}
  /** An SVG as resvg draws it; `fitWidth` scales it to that width. */
  static of(svg: string, fitWidth?: number): Raster {
    const r = svgToPixels(svg, fitWidth);
    return new Raster(r.pixels, r.width, r.height);
  }
  /** A PNG decoded by resvg (as an image filling an SVG of its size, read from IHDR). */
  static ofPng(png: Buffer): Raster {
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    return Raster.of(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image width="${w}" height="${h}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
    );
  }
  at(x: number, y: number): RGB {
    const i = (Math.round(y) * this.width + Math.round(x)) * 4;
    return [this.pixels[i]!, this.pixels[i + 1]!, this.pixels[i + 2]!];
  }
  /** Mean colour of the (2r+1)² square around (x, y). */
  mean(x: number, y: number, r = 3): RGB {
    const acc = [0, 0, 0];
    let n = 0;
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const p = this.at(x + dx, y + dy);
        acc[0]! += p[0];
        acc[1]! += p[1];
        acc[2]! += p[2];
        n++;
      }
    return [acc[0]! / n, acc[1]! / n, acc[2]! / n];
  }
  /** How many pixels of the rectangle satisfy `pred`. */
  count(x0: number, y0: number, w: number, h: number, pred: (p: RGB) => boolean): number {
    let n = 0;
    for (let y = Math.round(y0); y < Math.round(y0 + h); y++)
      for (let x = Math.round(x0); x < Math.round(x0 + w); x++) if (pred(this.at(x, y))) n++;
    return n;
  }
}

/** "#rrggbb" as RGB. */
export function rgb(c: string): RGB {
  return [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
}

/** Every channel within `tol`. */
export function near(p: RGB, q: RGB, tol: number): boolean {
  return Math.abs(p[0] - q[0]) <= tol && Math.abs(p[1] - q[1]) <= tol && Math.abs(p[2] - q[2]) <= tol;
}

/** A predicate: the pixel is near the colour "#rrggbb". */
export const is =
  (c: string, tol = 12) =>
  (p: RGB): boolean =>
    near(p, rgb(c), tol);

export const luminance = (p: RGB): number => 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];

/** Near-white (text on a counter's dark band). */
export const white = (p: RGB): boolean => p[0] > 235 && p[1] > 235 && p[2] > 235;

/** The yellow of the last action's highlight ring. */
export const yellow = (p: RGB): boolean => p[0] > 220 && p[1] > 180 && p[2] < 90;

/** Yellow pixels of the highlight ring in a w × 8 box just inside the west corner of the hex centred on c. */
export function ringPixels(img: Raster, c: { x: number; y: number }, hexSize: number, w: number): number {
  return img.count(c.x - hexSize + 2, c.y - 4, w, 8, yellow);
}

// Draws the demo catalog's product pictures (resources/demo/images) and the landing page's promo
// video (storefront/public/media) from resources/demo/catalog.json. Run by hand with
// `npm run demo:assets` when the demo catalog changes; the outputs are committed, CI never runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { colourFor } from '../common/colors';

type Look = { pattern: string; sleeves: 'long' | 'short'; collar: 'classic' | 'band' | 'polo' };
type DemoProduct = {
  id: string;
  title: string;
  colors: string[];
  images: string[];
  imageColors: Record<string, string>;
  look: Look;
};

const root = path.resolve(import.meta.dirname, '..');
const imagesDir = path.join(root, 'resources/demo/images');
const mediaDir = path.join(root, 'storefront/public/media');
const catalog = JSON.parse(readFileSync(path.join(root, 'resources/demo/catalog.json'), 'utf8')) as DemoProduct[];

const BODY = 'M250 250 L330 210 Q400 245 470 210 L550 250 L560 470 L575 920 Q400 950 225 920 L240 470 Z';
const WIDTH = 800;
const HEIGHT = 1000;

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** The fabric: a fill (solid colour or an SVG pattern) for the product's look. */
function fabric(look: Look, base: string, accent: string): { defs: string; fill: string } {
  const dark = shade(base, -0.25);
  const light = shade(base, 0.35);
  const patterns: Record<string, string> = {
    stripes: `<pattern id="f" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="${base}"/><rect width="3" height="18" fill="${light}"/></pattern>`,
    checks: `<pattern id="f" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${base}"/><rect width="30" height="60" fill="${accent}" opacity="0.55"/><rect width="60" height="30" fill="${accent}" opacity="0.45"/><rect width="60" height="3" y="44" fill="${light}" opacity="0.7"/></pattern>`,
    gingham: `<pattern id="f" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#f7f7f5"/><rect width="12" height="24" fill="${base}" opacity="0.6"/><rect width="24" height="12" fill="${base}" opacity="0.6"/></pattern>`,
    windowpane: `<pattern id="f" width="56" height="56" patternUnits="userSpaceOnUse"><rect width="56" height="56" fill="${base}"/><rect width="2" height="56" fill="${dark}"/><rect width="56" height="2" fill="${dark}"/></pattern>`,
    denim: `<pattern id="f" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${base}"/><path d="M0 8 L8 0" stroke="${light}" stroke-width="1.4" opacity="0.55"/></pattern>`,
    linen: `<pattern id="f" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${base}"/><path d="M0 3h10M0 7h10" stroke="${dark}" stroke-width="0.6" opacity="0.35"/><path d="M4 0v10" stroke="${light}" stroke-width="0.8" opacity="0.4"/></pattern>`,
    pique: `<pattern id="f" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${base}"/><circle cx="3" cy="3" r="1.2" fill="${dark}" opacity="0.35"/></pattern>`,
    jacquard: `<pattern id="f" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${base}"/><path d="M24 8c8 0 12 8 6 14s-14 2-10-6M8 36c6-6 14-2 10 6" fill="none" stroke="${light}" stroke-width="2.2" opacity="0.8"/></pattern>`,
  };
  const pattern = patterns[look.pattern];
  return pattern ? { defs: pattern, fill: 'url(#f)' } : { defs: '', fill: base };
}

function shirtSvg(look: Look, colourName: string, accentName: string, viewBox: string): string {
  const base = colourFor(colourName);
  const accent = colourFor(accentName);
  const { defs, fill } = fabric(look, base, accent);
  const seam = shade(base, -0.35);
  const buttonFill = look.pattern === 'denim' ? '#b08d57' : '#f4f1ea';
  const sleeves =
    look.sleeves === 'long'
      ? 'M250 250 L150 330 L95 760 L170 780 L240 470 Z M550 250 L650 330 L705 760 L630 780 L560 470 Z'
      : 'M250 250 L160 320 L120 470 L215 495 L250 400 Z M550 250 L640 320 L680 470 L585 495 L550 400 Z';
  const cuffs =
    look.sleeves === 'long'
      ? `<path d="M95 760 L170 780 L165 810 L92 792 Z M705 760 L630 780 L635 810 L708 792 Z" fill="${fill}" stroke="${seam}" stroke-width="3"/>`
      : `<path d="M120 470 L215 495 L210 512 L116 488 Z M680 470 L585 495 L590 512 L684 488 Z" fill="${shade(base, -0.1)}" stroke="${seam}" stroke-width="3"/>`;
  const collar =
    look.collar === 'band'
      ? `<path d="M330 215 Q400 250 470 215 L470 240 Q400 278 330 240 Z" fill="${fill}" stroke="${seam}" stroke-width="3"/>`
      : `<path d="M330 210 L400 300 L350 325 L300 240 Z M470 210 L400 300 L450 325 L500 240 Z" fill="${look.collar === 'polo' ? shade(base, -0.08) : fill}" stroke="${seam}" stroke-width="3"/>`;
  const placketEnd = look.collar === 'polo' ? 420 : 900;
  const buttonCount = look.collar === 'polo' ? 2 : 7;
  const buttons = Array.from({ length: buttonCount }, (_, index) => {
    const y = 300 + index * (look.collar === 'polo' ? 55 : 88);
    return `<circle cx="400" cy="${y}" r="7" fill="${buttonFill}" stroke="${seam}" stroke-width="1.5"/>`;
  }).join('');
  const embroidery =
    look.pattern === 'embroidery'
      ? Array.from(
          { length: 9 },
          (_, index) =>
            `<path d="M378 ${290 + index * 22} q22 -10 44 0" fill="none" stroke="${shade(base, -0.3)}" stroke-width="2.5"/>`,
        ).join('')
      : '';
  const pocket =
    look.collar === 'classic'
      ? `<path d="M455 360 h80 v90 l-40 18 l-40 -18 Z" fill="${fill}" stroke="${seam}" stroke-width="2.5"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${viewBox}">
  <defs>${defs}
    <radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e7e2d8"/></radialGradient>
    <linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.10"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <ellipse cx="400" cy="945" rx="250" ry="22" fill="#000" opacity="0.08"/>
  <g>
    <path d="${sleeves}" fill="${fill}" stroke="${seam}" stroke-width="3"/>
    ${cuffs}
    <path d="${BODY}" fill="${fill}" stroke="${seam}" stroke-width="3"/>
    <path d="${sleeves} ${BODY}" fill="url(#light)"/>
    <path d="M300 520 q30 120 0 260 M500 540 q-25 120 5 250" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="10"/>
    <rect x="388" y="250" width="24" height="${placketEnd - 250}" fill="${fill}" stroke="${seam}" stroke-width="2"/>
    ${embroidery}${buttons}${pocket}${collar}
  </g>
</svg>`;
}

/**
 * Each picture is drawn in the colour catalog.json tags it with (the storefront shows it when that
 * colour is chosen), accented by the shirt's other main colour; the third is a close-up.
 */
async function drawPictures(product: DemoProduct) {
  const [main, second = main] = product.colors;
  const viewBoxes = ['0 0 800 1000', '0 0 800 1000', '250 150 300 375']; // the last: collar and placket
  for (const [index, viewBox] of viewBoxes.entries()) {
    const name = product.images[index]!;
    const colour = product.imageColors[name] ?? main!;
    const accent = colour === main ? second! : main!;
    await sharp(Buffer.from(shirtSvg(product.look, colour, accent, viewBox)))
      .webp({ quality: 82 })
      .toFile(path.join(imagesDir, name));
  }
}

function makePromoVideo() {
  const ffmpeg = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((candidate) => existsSync(candidate));
  if (!ffmpeg) {
    console.log('promo video: skipped, ffmpeg is not installed (apt-get install -y ffmpeg)');
    return;
  }
  mkdirSync(mediaDir, { recursive: true });
  const frames = mkdtempSync(path.join(os.tmpdir(), 'promo-'));
  const picks = catalog.filter((_, index) => index % 3 === 0).slice(0, 8);
  picks.forEach((product, index) => {
    execFileSync(ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      path.join(imagesDir, product.images[0]!),
      path.join(frames, `f${index}.png`),
    ]);
  });
  // Each picture shows 1.25 s with a slow zoom; 720x900 H.264, no audio, moov atom first for streaming.
  const filter = `zoompan=z='min(zoom+0.0012,1.08)':d=38:s=720x900:fps=30,format=yuv420p`;
  const video = path.join(mediaDir, 'promo.mp4');
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-framerate',
    '0.8',
    '-i',
    path.join(frames, 'f%d.png'),
    '-vf',
    filter,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-an',
    '-movflags',
    '+faststart',
    video,
  ]);
  execFileSync(ffmpeg, [
    '-v',
    'error',
    '-y',
    '-i',
    video,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    path.join(mediaDir, 'promo-poster.webp'),
  ]);
  rmSync(frames, { recursive: true, force: true });
  console.log('promo video: written to storefront/public/media');
}

mkdirSync(imagesDir, { recursive: true });
for (const product of catalog) await drawPictures(product);
console.log(`pictures: ${catalog.length * 3} written to resources/demo/images`);
makePromoVideo();

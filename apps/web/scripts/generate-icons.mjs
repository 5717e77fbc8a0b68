// Renders the app icons (manifest, iPhone home screen, notification badge) from the SVGs in
// apps/web/pwa into apps/web/public/icons. The PNGs are committed; run this after changing an SVG:
//   npm run icons -w @fitcover/web
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = (name) => path.join(web, 'pwa', name);
const target = path.join(web, 'public', 'icons');

const icons = [
  { svg: 'icon.svg', file: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', file: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', file: 'maskable-512.png', size: 512 },
  // iOS draws its own rounded corners over a full square.
  { svg: 'icon-maskable.svg', file: 'apple-touch-icon-180.png', size: 180 },
  // Android shows the badge as a white silhouette in the status bar.
  { svg: 'badge.svg', file: 'badge-96.png', size: 96 },
];

await mkdir(target, { recursive: true });
for (const icon of icons) {
  await sharp(source(icon.svg), { density: 300 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(target, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}

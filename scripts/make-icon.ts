// Draws the desktop app's icon (resources/icon.png, 512 px, what electron-builder.yml names for
// Linux and Windows) from resources/icon.svg. Run by hand with `npm run desktop:icon`; the PNG is committed.
import path from 'node:path';
import sharp from 'sharp';

const resources = path.resolve(import.meta.dirname, '../resources');
await sharp(path.join(resources, 'icon.svg')).resize(512, 512).png().toFile(path.join(resources, 'icon.png'));

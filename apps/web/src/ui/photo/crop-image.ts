import type { Area } from 'react-easy-crop';
import { canvasToFile, PHOTO_FILE_NAME, PHOTO_MAX_WIDTH } from './photo-file.ts';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The photo could not be read.'));
    image.src = src;
  });
}

/** Cuts the chosen area out of the image as a JPEG named photo.jpg, at most 1600 pixels wide. */
export async function cropToJpeg(src: string, area: Area): Promise<File> {
  const image = await loadImage(src);
  const scale = Math.min(1, PHOTO_MAX_WIDTH / Math.max(1, area.width));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    throw new Error('This browser cannot prepare the photo.');
  }
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvasToFile(canvas, PHOTO_FILE_NAME, 'image/jpeg', 0.9);
}

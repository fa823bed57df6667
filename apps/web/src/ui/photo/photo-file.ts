import { formatMegabytes, UPLOAD_RULES } from '@care/domain';

/** The photo name the server stores (spec 1 §9: files named as jpg). */
export const PHOTO_FILE_NAME = 'photo.jpg';
export const PHOTO_ASPECT = 4 / 3;
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** Crops wider than this are scaled down, which keeps a photo well under the 2 MB limit. */
export const PHOTO_MAX_WIDTH = 1600;

export type ImageKind = 'png' | 'jpeg';

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') {
    return new Uint8Array(await head.arrayBuffer());
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** PNG or JPEG, read from the file's first bytes (as the server checks it), else null. */
export async function sniffImageKind(file: Blob): Promise<ImageKind | null> {
  const b = await headBytes(file, 8);
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    return 'png';
  }
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return 'jpeg';
  }
  return null;
}

/** Why a chosen photo cannot be used (type by its bytes, at most 2 MB), or null when it can. */
export async function photoFileProblem(file: File): Promise<string | null> {
  const rule = UPLOAD_RULES.photo;
  if (!(await sniffImageKind(file))) {
    return `${rule.message} (.png, .jpg or .jpeg).`;
  }
  if (file.size > rule.maxBytes) {
    return `The photo is larger than ${formatMegabytes(rule.maxBytes)}. Please choose a smaller one.`;
  }
  return null;
}

/** The file as a data URL, for showing it before it is sent. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A canvas's picture as a file (JPEG for photos, PNG for signatures). */
export function canvasToFile(
  canvas: HTMLCanvasElement,
  name: string,
  type: 'image/jpeg' | 'image/png',
  quality = 0.9,
): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], name, { type })) : reject(new Error('The image could not be made.')),
      type,
      quality,
    );
  });
}

import { LIMITS, UPLOAD_RULES } from '@care/domain';
import { canvasToFile, sniffImageKind } from '../photo/photo-file.ts';

/** Spec 3 §2.6 and §9: the drawing canvas and the typed signature's image. */
export const DRAW_SIZE = { width: 400, height: 200 } as const;
export const TYPED_SIZE = { width: 600, height: 200 } as const;
export const TYPED_MAX = LIMITS.typedSignatureMax;
export const SIGNATURE_FILE_NAME = 'signature.png';

/** The messages of spec 3 §5, one per mode. */
export const SIGNATURE_MESSAGES = {
  draw: 'Please draw a signature before saving.',
  type: 'Please type a signature before saving.',
  upload: 'Please upload a signature before saving.',
} as const;

/** Handwriting faces found on phones and desktops (Android, iOS/macOS, Windows, Linux), then any cursive. */
export const SCRIPT_FONTS =
  '"Dancing Script", "Snell Roundhand", "Segoe Script", "Brush Script MT", "Apple Chancery", "Lucida Handwriting", "URW Chancery L", "Z003", cursive';

const fontAt = (px: number) => `italic 400 ${px}px ${SCRIPT_FONTS}`;

/** Renders typed text in a script face onto a 600x200 PNG (transparent, dark ink), shrinking long names to fit. */
export async function renderTypedSignature(text: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = TYPED_SIZE.width;
  canvas.height = TYPED_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    throw new Error('This browser cannot prepare the signature.');
  }
  await document.fonts?.load(fontAt(72), text).catch(() => undefined);
  let size = 84;
  ctx.font = fontAt(size);
  while (size > 24 && ctx.measureText(text).width > TYPED_SIZE.width - 48) {
    size -= 4;
    ctx.font = fontAt(size);
  }
  ctx.fillStyle = '#1a2b4c';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, TYPED_SIZE.width / 2, TYPED_SIZE.height / 2);
  return canvasToFile(canvas, SIGNATURE_FILE_NAME, 'image/png');
}

/** Why an uploaded signature cannot be used (PNG or JPEG by its bytes, at most 1 MB), or null. */
export async function signatureFileProblem(file: File): Promise<string | null> {
  const rule = UPLOAD_RULES.signature;
  if (!(await sniffImageKind(file))) {
    return `${rule.message} (.png, .jpg or .jpeg).`;
  }
  if (file.size > rule.maxBytes) {
    return 'The signature image is larger than 1 MB. Please choose a smaller one.';
  }
  return null;
}

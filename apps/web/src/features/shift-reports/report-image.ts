/** The largest image one insert may add to a report (the server allows 2 MB of images in all). */
export const MAX_REPORT_IMAGE_BYTES = 1024 * 1024;

export const REPORT_IMAGE_MESSAGES = {
  type: 'The image must be a .png, .jpg or .jpeg file',
  size: 'The image must be 1 MB or smaller',
} as const;

export type ReadImage = { ok: true; dataUrl: string } | { ok: false; message: string };

/** A picked file as the data URL the report keeps inline: PNG or JPEG, 1 MB at most. */
export function readReportImage(file: File): Promise<ReadImage> {
  const okType = /\.(png|jpe?g)$/i.test(file.name) && ['image/png', 'image/jpeg', ''].includes(file.type);
  if (!okType) {
    return Promise.resolve({ ok: false, message: REPORT_IMAGE_MESSAGES.type });
  }
  if (file.size > MAX_REPORT_IMAGE_BYTES) {
    return Promise.resolve({ ok: false, message: REPORT_IMAGE_MESSAGES.size });
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ ok: true, dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ ok: false, message: REPORT_IMAGE_MESSAGES.type });
    reader.readAsDataURL(file);
  });
}

/** What each kind of upload accepts, by the type read from the file's bytes, and how large it may be. */
export const UPLOAD_RULES = {
  photo: {
    kinds: ['png', 'jpeg'],
    maxBytes: 2 * 1024 * 1024,
    message: 'The photo must be a PNG or JPEG image',
  },
  signature: {
    kinds: ['png', 'jpeg'],
    maxBytes: 1024 * 1024,
    message: 'The signature must be a PNG or JPEG image',
  },
  document: {
    kinds: ['pdf', 'doc', 'docx'],
    maxBytes: 10 * 1024 * 1024,
    message: 'The file must be a .pdf, .doc or .docx document',
  },
  offerLetter: {
    kinds: ['pdf', 'doc', 'docx'],
    maxBytes: 10 * 1024 * 1024,
    message: 'Offer letter is required (.pdf,.doc,.docx)',
  },
  /** The /upload-test page (spec 1 §2.1): documents and JPEG photos. */
  uploadTest: {
    kinds: ['pdf', 'doc', 'docx', 'jpeg'],
    maxBytes: 10 * 1024 * 1024,
    message: 'The file must be a .pdf, .doc, .docx, .jpg or .jpeg file',
  },
  /** An expenditure's receipt (spec 2 §9: .jpg, .jpeg, .png). */
  receipt: {
    kinds: ['png', 'jpeg'],
    maxBytes: 5 * 1024 * 1024,
    message: 'The receipt must be a .jpg, .jpeg or .png image',
  },
  /** A training certificate (issue 29): a document or a photo of it. */
  certificate: {
    kinds: ['pdf', 'doc', 'docx', 'png', 'jpeg'],
    maxBytes: 10 * 1024 * 1024,
    message: 'The certificate must be a .pdf, .doc, .docx, .png or .jpeg file',
  },
  /** A message's attachment (issue 29): a document or a photo, like a certificate. */
  messageAttachment: {
    kinds: ['pdf', 'doc', 'docx', 'png', 'jpeg'],
    maxBytes: 10 * 1024 * 1024,
    message: 'An attachment must be a .pdf, .doc, .docx, .png or .jpeg file',
  },
  /** A policy's document (issue 29). */
  policyFile: {
    kinds: ['pdf', 'doc', 'docx'],
    maxBytes: 10 * 1024 * 1024,
    message: 'The policy file must be a .pdf, .doc or .docx document',
  },
  spreadsheet: {
    kinds: ['xlsx', 'xls'],
    maxBytes: 5 * 1024 * 1024,
    message: 'The file must be an Excel workbook (.xlsx or .xls)',
  },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

/** '2 MB' for 2 * 1024 * 1024. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

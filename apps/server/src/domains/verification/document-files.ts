import { DOCUMENT_MIME_TYPES } from '@casino/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors.ts';

/**
 * What an upload really is, decided from its bytes alone: the name and the browser's content type are
 * never trusted. Images are decoded and encoded again (metadata, EXIF location and anything appended
 * to the file are gone); PDFs are checked for the structure of a PDF and refused with active content.
 */

/** Decoding stops past this many pixels (a decompression bomb: a small file of a huge image). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** A phone photo is downscaled to this on its longest side: still readable, far smaller. */
const MAX_IMAGE_SIDE = 4000;

export type CleanFile = { bytes: Buffer; mimeType: (typeof DOCUMENT_MIME_TYPES)[number]; extension: string };

const refuse = (rule: string, params?: Record<string, string | number>) =>
  AppError.validation([{ field: 'file', rule, params }]);

export async function cleanDocument(bytes: Buffer): Promise<CleanFile> {
  if (bytes.length === 0) throw refuse('required');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(sniffed.mime))
    throw refuse('fileType');
  if (sniffed.mime === 'application/pdf')
    return { bytes: checkPdf(bytes), mimeType: 'application/pdf', extension: 'pdf' };
  return reencodeImage(bytes, sniffed.mime as CleanFile['mimeType']);
}

async function reencodeImage(bytes: Buffer, mimeType: CleanFile['mimeType']): Promise<CleanFile> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true })
      // Turned upright from the EXIF orientation before the EXIF goes.
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // No withMetadata(): sharp writes no EXIF, XMP, IPTC or ICC profile unless told to.
    if (mimeType === 'image/png') return { bytes: await image.png().toBuffer(), mimeType, extension: 'png' };
    if (mimeType === 'image/webp')
      return { bytes: await image.webp({ quality: 90 }).toBuffer(), mimeType, extension: 'webp' };
    return {
      bytes: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(),
      mimeType: 'image/jpeg',
      extension: 'jpg',
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('fileImageTooBig', { max: MAX_IMAGE_PIXELS / 1_000_000 });
    throw refuse('fileUnreadable');
  }
}

/** Names whose presence makes a PDF do something when opened (scripts, launches, embedded files, forms). */
const ACTIVE_PDF_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData)\b/;

/**
 * A PDF's frame: the header first, `%%EOF` at the end after a `startxref` whose offset points at a
 * cross-reference table or stream inside the file. Active content is refused (a document to read
 * needs none). The PDF is kept as sent: its pages are not rewritten.
 */
function checkPdf(bytes: Buffer): Buffer {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(head)) throw refuse('fileUnreadable');
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail);
  if (!match) throw refuse('fileUnreadable');
  const offset = Number(match[1]);
  if (offset <= 0 || offset >= bytes.length) throw refuse('fileUnreadable');
  const atOffset = bytes.subarray(offset, offset + 64).toString('latin1');
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(atOffset)) throw refuse('fileUnreadable');
  if (ACTIVE_PDF_NAMES.test(bytes.toString('latin1'))) throw refuse('fileActiveContent');
  return bytes;
}

/**
 * The name to show for an upload: refused when it carries a path (a slash, a backslash, `..`) or
 * control characters, else trimmed to 120 characters of its own.
 */
export function cleanFileName(given: string | undefined): string {
  const name = (given ?? '').normalize('NFC').trim();
  if (!name) return 'document';
  if (/[/\\]/.test(name) || name.includes('..') || /[\p{Cc}\p{Cf}]/u.test(name)) throw refuse('fileName');
  return name.length > 120 ? name.slice(name.length - 120) : name;
}

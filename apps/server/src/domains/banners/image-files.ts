import { createHash } from 'node:crypto';
import { BANNER_IMAGE_MIME_TYPES } from '@casino/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors.ts';
import { MAX_IMAGE_PIXELS } from '../verification/document-files.ts';

/** A banner is drawn at most this wide (twice the slider's width, for sharp screens). */
const MAX_WIDTH = 2400;

export type CleanBannerImage = {
  bytes: Buffer;
  hash: string;
  mimeType: (typeof BANNER_IMAGE_MIME_TYPES)[number];
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
};

const refuse = (rule: string, params?: Record<string, string | number>) =>
  AppError.validation([{ field: 'file', rule, params }]);

/**
 * What an upload is, from its bytes alone (the name and the browser's type are never trusted): PNG,
 * JPEG or WebP, decoded and encoded again (no metadata, nothing appended survives), at most 2400 px
 * wide. The hash of the result names the file.
 */
export async function cleanBannerImage(bytes: Buffer): Promise<CleanBannerImage> {
  if (bytes.length === 0) throw refuse('required');
  const sniffed = await fileTypeFromBuffer(bytes);
  const mimeType = BANNER_IMAGE_MIME_TYPES.find((type) => type === sniffed?.mime);
  if (!mimeType) throw refuse('fileType');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const encoded =
      mimeType === 'image/png'
        ? image.png()
        : mimeType === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const extension = mimeType === 'image/png' ? 'png' : mimeType === 'image/webp' ? 'webp' : 'jpg';
    const hash = createHash('sha256').update(data).digest('hex');
    return { bytes: data, hash, mimeType, extension, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('fileImageTooBig', { max: MAX_IMAGE_PIXELS / 1_000_000 });
    throw refuse('fileUnreadable');
  }
}

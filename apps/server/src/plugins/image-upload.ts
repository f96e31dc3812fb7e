import { ErrorCode } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The multipart limits of a one-image upload of at most `maxBytes` (a `file` part and little else). */
export const imageUploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 2,
  fieldSize: 200,
  parts: 3,
});

/**
 * The upload's `file` part, whole: 422 on `file` when it is missing or the body is not multipart,
 * 413 over `maxBytes` (busboy stops one over the limit).
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.validation([{ field: 'file', rule: 'required' }]);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: imageUploadLimits(maxBytes) })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = bytes;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.payloadTooLarge, `The image is larger than ${maxBytes / 1024 / 1024} MB.`);
    throw AppError.validation([{ field: 'file', rule: 'invalid' }]);
  }
  if (!file) throw AppError.validation([{ field: 'file', rule: 'required' }]);
  return file;
}

import {
  verificationRoutes as calls,
  DOCUMENT_MAX_BYTES,
  documentTypeIds,
  ErrorCode,
} from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { cleanDocument, cleanFileName } from './document-files.ts';
import type { DocumentStorage } from './document-storage.ts';
import { addDocument, deleteDocument, listDocuments, ownDocument } from './documents.ts';

/** Busboy's limits: one file of at most 10 MB, and a few short fields. */
const LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 5,
  headerPairs: 50,
};

const tooLarge = () =>
  new AppError(ErrorCode.payloadTooLarge, `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`);

/** The upload's parts: the file's bytes and name, and the document type. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.validation([{ field: 'file', rule: 'required' }]);
  let file: { bytes: Buffer; name: string } | null = null;
  let type: string | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        // Read every file part to its end (busboy waits for it), keep only the one named `file`.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, name: part.filename };
      } else if (part.fieldname === 'type' && typeof part.value === 'string') {
        type = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else here is the body itself (limits passed, a truncated or malformed form): the
    // loop reads only the request, so no fault of ours can land here.
    throw AppError.validation([{ field: 'file', rule: 'invalid' }]);
  }
  return { file, type };
}

/**
 * The player's documents (client contract section 3): upload (multipart), list, delete, and the file
 * itself, only to its owner. An upload is checked whole before anything is stored.
 */
export async function documentRoutes(app: FastifyInstance, options: { storage: DocumentStorage }) {
  const { storage } = options;
  // Only this context parses multipart bodies; busboy's limits stop a large file as it streams in.
  // preservePath: the name as sent, so a path in it is refused rather than quietly cut off.
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true, preservePath: true });

  route(app, calls.documents, async (_input, request) => ({
    data: await listDocuments(app.db, sessionOf(request).playerId),
  }));

  route(app, calls.uploadDocument, async (_input, request) => {
    const { playerId } = sessionOf(request);
    const { file, type } = await readUpload(request);
    const issues = [];
    if (!type) issues.push({ field: 'type', rule: 'required' });
    else if (!(documentTypeIds as string[]).includes(type)) issues.push({ field: 'type', rule: 'in' });
    if (!file) issues.push({ field: 'file', rule: 'required' });
    if (issues.length > 0) throw AppError.validation(issues);
    const fileName = cleanFileName(file!.name);
    const clean = await cleanDocument(file!.bytes);
    return { data: await addDocument(app.db, storage, playerId, { type: type!, fileName, file: clean }) };
  });

  route(app, calls.deleteDocument, async ({ params }, request) => ({
    data: await deleteDocument(app.db, storage, sessionOf(request).playerId, params.id),
  }));

  /** The stored file, to its owner only (the session cookie counts, so a link on the page opens it). */
  app.get<{ Params: { id: string } }>('/api/player/documents/:id/file', async (request, reply) => {
    const { playerId } = await app.authenticate(request, { cookie: true });
    const row = await ownDocument(app.db, playerId, request.params.id);
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw AppError.notFound('The file is gone.');
    const disposition = row.mimeType === 'application/pdf' ? 'attachment' : 'inline';
    const extension = row.storageKey.split('.').pop();
    return reply
      .type(row.mimeType)
      .header('content-disposition', `${disposition}; filename="document-${row.id}.${extension}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocumentStatus, ErrorCode } from '@casino/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import {
  jpegWithExif,
  minimalPdf,
  multipart,
  PHP_SHELL,
  pngPixelBomb,
  pngWithExif,
  SECRET_MARKER,
  zipBomb,
} from './test-files.ts';

const OPERATOR_KEY = 'documents-test-operator-key-0123456789abcdef';

describe.each(testDrivers)('verification: documents on %s', (driver) => {
  let t: TestApp;
  let folder: string;
  let players = 0;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'casino-documents-'));
    t = await startTestApp(driver, { DOCUMENTS_DIR: folder, OPERATOR_KEY });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const newPlayer = async () => {
    const email = `documents-${driver}-${process.pid}-${++players}@example.com`;
    const { accessToken, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    return { token: accessToken, playerId: profile.id as string };
  };
  const upload = async (token: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return call(t, { method: 'POST', url: '/api/player/documents', token, headers, payload });
  };
  const list = async (token: string) =>
    (await call(t, { method: 'GET', url: '/api/player/documents', token })).json().data as {
      id: string;
      status: number;
      type: string;
      fileName: string;
      rejectReason: string | null;
      mimeType: string;
    }[];
  const fileOf = (token: string, id: string) =>
    call(t, { method: 'GET', url: `/api/player/documents/${id}/file`, token });
  const storedFiles = async () => (await readdir(folder).catch(() => [])).sort();
  const operator = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(t, { method, url, headers: { 'x-operator-key': OPERATOR_KEY }, payload });

  it('stores a JPEG photo pending, re-encoded without its metadata, and lists it', async () => {
    const { token } = await newPlayer();
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(SECRET_MARKER)).toBe(true);

    const response = await upload(token, {
      type: 'passport',
      file: { bytes: original, name: 'passport photo.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json().data;
    expect(document).toMatchObject({
      fileName: 'passport photo.jpg',
      status: DocumentStatus.pending,
      type: 'passport',
      rejectReason: null,
      mimeType: 'image/jpeg',
    });
    expect(await list(token)).toEqual([expect.objectContaining({ id: document.id, status: 1 })]);

    const file = await fileOf(token, document.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stored = file.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(SECRET_MARKER)).toBe(false);
    expect(metadata.width).toBe(64);
  });

  it('stores a PNG without its metadata, and a PDF as sent', async () => {
    const { token } = await newPlayer();
    const png = await upload(token, {
      type: 'utility-bill',
      file: { bytes: await pngWithExif(), name: 'bill.png' },
    });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data.mimeType).toBe('image/png');
    const storedPng = (await fileOf(token, png.json().data.id)).rawPayload;
    expect((await sharp(storedPng).metadata()).exif).toBeUndefined();
    expect(storedPng.includes(SECRET_MARKER)).toBe(false);

    const pdf = minimalPdf();
    const sent = await upload(token, { type: 'bank-statement', file: { bytes: pdf, name: 'statement.pdf' } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.mimeType).toBe('application/pdf');
    const file = await fileOf(token, sent.json().data.id);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps only the picture of a JPEG with a script appended (a polyglot)', async () => {
    const { token } = await newPlayer();
    const polyglot = Buffer.concat([await jpegWithExif(), PHP_SHELL]);
    const response = await upload(token, { type: 'id-card', file: { bytes: polyglot, name: 'card.jpg' } });
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await fileOf(token, response.json().data.id)).rawPayload;
    expect(stored.includes('<?php')).toBe(false);
  });

  describe('refusals: a clear 4xx and nothing stored', () => {
    let token: string;
    let before: string[];
    beforeAll(async () => {
      token = (await newPlayer()).token;
    });

    async function refused(parts: Parameters<typeof multipart>[0], status: number) {
      before = await storedFiles();
      const response = await upload(token, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(await storedFiles()).toEqual(before);
      expect(await list(token)).toEqual([]);
      return response.json().error as { code: number; fields?: Record<string, string[]> };
    }

    it('refuses a PHP file renamed .jpg (sniffed, not trusted by name)', async () => {
      const error = await refused(
        { type: 'passport', file: { bytes: PHP_SHELL, name: 'photo.jpg', type: 'image/jpeg' } },
        422,
      );
      expect(error.fields?.file?.[0]).toMatch(/JPEG, PNG, WebP or PDF/);
    });

    it('refuses a 20 MB file with 413', async () => {
      const big = Buffer.alloc(20 * 1024 * 1024);
      (await jpegWithExif()).copy(big);
      const error = await refused({ type: 'passport', file: { bytes: big, name: 'big.jpg' } }, 413);
      expect(error.code).toBe(ErrorCode.payloadTooLarge);
    });

    it('refuses a zip bomb', async () => {
      const bomb = zipBomb();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const error = await refused({ type: 'passport', file: { bytes: bomb, name: 'scan.jpg' } }, 422);
      expect(Object.keys(error.fields ?? {})).toEqual(['file']);
    });

    it('refuses a decompression-bomb image before decoding it', async () => {
      const bomb = pngPixelBomb();
      expect(bomb.length).toBeLessThan(512 * 1024);
      const error = await refused({ type: 'passport', file: { bytes: bomb, name: 'scan.png' } }, 422);
      expect(error.fields?.file?.[0]).toMatch(/megapixels/);
    });

    it('refuses a path in the file name', async () => {
      const photo = await jpegWithExif();
      for (const name of ['../../etc/passwd.jpg', 'C:\\Windows\\x.jpg', 'a/b.jpg']) {
        const error = await refused({ type: 'passport', file: { bytes: photo, name } }, 422);
        expect(Object.keys(error.fields ?? {})).toEqual(['file']);
      }
    });

    it('refuses a PDF with a script, a broken PDF, an unknown type and a missing file', async () => {
      await refused(
        {
          type: 'passport',
          file: { bytes: minimalPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '), name: 'x.pdf' },
        },
        422,
      );
      await refused(
        { type: 'passport', file: { bytes: Buffer.from('%PDF-1.4\nnot really'), name: 'x.pdf' } },
        422,
      );
      const unknown = await refused(
        { type: 'selfie-with-cat', file: { bytes: await jpegWithExif(), name: 'x.jpg' } },
        422,
      );
      expect(Object.keys(unknown.fields ?? {})).toEqual(['type']);
      const missing = await refused({ type: 'passport' }, 422);
      expect(Object.keys(missing.fields ?? {})).toEqual(['file']);
      const json = await call(t, {
        method: 'POST',
        url: '/api/player/documents',
        token,
        payload: { type: 'passport' },
      });
      expect(json.statusCode).toBe(422);
    });
  });

  it('answers junk multipart input with a 4xx and stores nothing (fuzz of the upload)', async () => {
    const { token } = await newPlayer();
    const photo = await jpegWithExif();
    const before = await storedFiles();
    const cases: Parameters<typeof multipart>[0][] = [
      { type: '\u0000', file: { bytes: photo, name: 'a.jpg' } },
      { type: 'x'.repeat(5000), file: { bytes: photo, name: 'a.jpg' } },
      { type: 'passport', file: { bytes: photo, name: 'a\u0000b.jpg' } },
      { type: 'passport', file: { bytes: Buffer.alloc(0), name: 'empty.jpg' } },
      { type: 'passport', file: { bytes: photo.subarray(0, 200), name: 'cut.jpg' } },
    ];
    for (const parts of cases) {
      const response = await upload(token, parts);
      expect(
        response.statusCode,
        `${JSON.stringify(parts.type).slice(0, 20)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const twoFiles = new FormData();
    twoFiles.append('type', 'passport');
    twoFiles.append('file', new Blob([new Uint8Array(photo)]), 'a.jpg');
    twoFiles.append('other', new Blob([new Uint8Array(photo)]), 'b.jpg');
    const request = new Request('http://site.test/', { method: 'POST', body: twoFiles });
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/documents',
      token,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const broken = await call(t, {
      method: 'POST',
      url: '/api/player/documents',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(await storedFiles()).toEqual(before);
    expect(await list(token)).toEqual([]);
  });

  it("shows, serves and deletes a document only for its owner: another player's id is unknown", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const sent = await upload(owner.token, {
      type: 'passport',
      file: { bytes: await jpegWithExif(), name: 'p.jpg' },
    });
    const id = sent.json().data.id as string;
    expect(await list(other.token)).toEqual([]);
    expect((await fileOf(other.token, id)).statusCode).toBe(404);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/player/documents/${id}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, { method: 'GET', url: `/api/player/documents/${id}/file` })).statusCode).toBe(401);
    expect(await list(owner.token)).toHaveLength(1);

    const files = await storedFiles();
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/player/documents/${id}`,
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { id } });
    expect(await list(owner.token)).toEqual([]);
    expect(await storedFiles()).toHaveLength(files.length - 1);
  });

  it('lets the operator approve a document and reject another with a reason the player reads', async () => {
    const { token } = await newPlayer();
    const first = (
      await upload(token, { type: 'passport', file: { bytes: await jpegWithExif(), name: 'a.jpg' } })
    ).json().data;
    const second = (
      await upload(token, { type: 'utility-bill', file: { bytes: minimalPdf(), name: 'b.pdf' } })
    ).json().data;

    expect((await call(t, { method: 'GET', url: '/api/operator/documents' })).statusCode).toBe(401);
    const pending = (await operator('GET', '/api/operator/documents')).json().data as { id: string }[];
    expect(pending.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const file = await operator('GET', `/api/operator/documents/${first.id}/file`);
    expect(file.statusCode).toBe(200);

    expect((await operator('POST', `/api/operator/documents/${first.id}/approve`, {})).statusCode).toBe(200);
    const noReason = await operator('POST', `/api/operator/documents/${second.id}/reject`, {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await operator('POST', `/api/operator/documents/${second.id}/reject`, {
      reason: 'The bill is older than 3 months.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await operator('POST', `/api/operator/documents/${second.id}/approve`, {})).statusCode).toBe(409);

    const documents = await list(token);
    expect(documents.find((item) => item.id === first.id)).toMatchObject({ status: DocumentStatus.approved });
    expect(documents.find((item) => item.id === second.id)).toMatchObject({
      status: DocumentStatus.declined,
      rejectReason: 'The bill is older than 3 months.',
    });
    const deleteApproved = await call(t, {
      method: 'DELETE',
      url: `/api/player/documents/${first.id}`,
      token,
    });
    expect(deleteApproved.statusCode).toBe(422);
    expect(deleteApproved.json().error.code).toBe(ErrorCode.documentNotDeletable);
    const deleteRejected = await call(t, {
      method: 'DELETE',
      url: `/api/player/documents/${second.id}`,
      token,
    });
    expect(deleteRejected.statusCode).toBe(200);
  });

  it('offers the document types in the constants', async () => {
    const constants = (await call(t, { method: 'GET', url: '/api/settings/constants' })).json().data;
    expect(constants.player.document.type).toContainEqual({
      id: 'passport',
      name: 'passport',
      section: 'identity',
    });
  });
});

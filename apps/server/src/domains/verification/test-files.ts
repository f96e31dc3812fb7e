import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A marker written into test files' metadata: it must not survive the upload. */
export const SECRET_MARKER = 'secret-gps-52.5200N-13.4050E';

/** A photo with EXIF (a description carrying the marker) and an orientation tag. */
export async function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: SECRET_MARKER, Artist: SECRET_MARKER } })
    .toBuffer();
}

export async function pngWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .withExif({ IFD0: { ImageDescription: SECRET_MARKER } })
    .toBuffer();
}

/** A one-page PDF with a correct cross-reference table; `extra` goes into the catalogue. */
export function minimalPdf(extra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export const PHP_SHELL = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

/** A zip of one entry that inflates to `megabytes` of zeros: a zip bomb in miniature. */
export function zipBomb(megabytes = 64): Buffer {
  const data = Buffer.alloc(megabytes * 1024 * 1024);
  const compressed = deflateRawSync(data, { level: 9 });
  const name = Buffer.from('zeros.txt');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, compressed, central, name, end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb image: a PNG header claiming 30 000 × 30 000 pixels (900 megapixels, 2.7 GB
 * decoded) over a few kilobytes of compressed rows.
 */
export function pngPixelBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipart(parts: {
  file?: { bytes: Buffer; name: string; type?: string };
  type?: string;
}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (parts.type !== undefined) form.append('type', parts.type);
  if (parts.file)
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }),
      parts.file.name,
    );
  const request = new Request('http://site.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

import { createHash } from 'node:crypto';

/**
 * The job's id follows from its name and key (a name-based UUID, version 8), so a second send of the
 * same key meets the first in pg-boss's primary key and queues nothing.
 */
export function jobIdFor(name: string, key: string): string {
  const bytes = createHash('sha256').update(`${name}\n${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The studio's provably fair generator.
 *
 * Seeds
 *   serverSeed  32 random bytes written as 64 lowercase hex characters. Before any round is played the
 *               player is shown its commitment SHA-256(serverSeed), where the hash input is the UTF-8
 *               text of the hex string (not the decoded bytes). The seed itself is revealed on rotation.
 *   clientSeed  chosen by the player (editable at any time): 1 to 64 printable ASCII characters, no
 *               space and no colon, so that the HMAC message below can only be read one way.
 *   nonce       0, 1, 2, ... : the number of rounds already played with this seed pair.
 *
 * Byte stream of one round
 *   block(round) = HMAC-SHA256(key = UTF-8 text of serverSeed,
 *                              message = UTF-8 text of `${clientSeed}:${nonce}:${round}`)
 *   The stream is block(0) ‖ block(1) ‖ block(2) ‖ ... : `round` starts at 0 for every nonce and only
 *   moves on when an outcome needs more than the 32 bytes of the current block.
 *
 * Numbers read from the stream (see sampling.ts)
 *   uint32       the next 4 bytes, big-endian.
 *   randomInt n  rejection sampling on uint32 words: limit = 2^32 − (2^32 mod n); draw words until one is
 *                below limit and return word mod n. Every value 0..n−1 then has exactly limit / n words.
 *   randomFloat  two words a, b: ((a >>> 12) · 2^32 + b) / 2^52, a multiple of 2^−52 in [0, 1).
 *   pickDistinct / shuffle  Fisher–Yates from the front: for i = 0, 1, ...: j = i + randomInt(size − i),
 *                swap items i and j; the picked items are positions 0..count−1.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const HMAC_BLOCK_BYTES = 32;

/** Where the bytes of an outcome come from: the HMAC stream in play, a scripted source in tests. */
export interface RandomStream {
  nextByte(): number;
  nextUint32(): number;
}

export type RoundSeeds = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

const CLIENT_SEED_PATTERN = /^[!-9;-~]{1,64}$/;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(16).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function serverSeedMatchesCommitment(serverSeed: string, commitment: string): boolean {
  return hashServerSeed(serverSeed) === commitment.toLowerCase();
}

export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED_PATTERN.test(clientSeed);
}

export function hmacMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

export function hmacBlock(seeds: RoundSeeds, round: number): Buffer {
  return createHmac('sha256', seeds.serverSeed)
    .update(hmacMessage(seeds.clientSeed, seeds.nonce, round), 'utf8')
    .digest();
}

function assertValidSeeds(seeds: RoundSeeds): void {
  if (seeds.serverSeed.length === 0) throw new RangeError('serverSeed must not be empty');
  if (!isValidClientSeed(seeds.clientSeed)) {
    throw new RangeError('clientSeed must be 1 to 64 printable ASCII characters without space or colon');
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError('nonce must be a non-negative integer');
  }
}

class HmacRandomStream implements RandomStream {
  private block: Buffer;
  private round = 0;
  private offset = 0;

  constructor(private readonly seeds: RoundSeeds) {
    this.block = hmacBlock(seeds, 0);
  }

  nextByte(): number {
    if (this.offset === HMAC_BLOCK_BYTES) {
      this.round += 1;
      this.block = hmacBlock(this.seeds, this.round);
      this.offset = 0;
    }
    const byte = this.block[this.offset]!;
    this.offset += 1;
    return byte;
  }

  nextUint32(): number {
    if (this.offset + 4 <= HMAC_BLOCK_BYTES) {
      const word = this.block.readUInt32BE(this.offset);
      this.offset += 4;
      return word;
    }
    return (
      this.nextByte() * 0x1000000 + this.nextByte() * 0x10000 + this.nextByte() * 0x100 + this.nextByte()
    );
  }
}

/** The byte stream of one round: HMAC-SHA256 blocks for round 0, 1, 2, ... of this (seeds, nonce). */
export function createRandomStream(seeds: RoundSeeds): RandomStream {
  assertValidSeeds(seeds);
  return new HmacRandomStream(seeds);
}

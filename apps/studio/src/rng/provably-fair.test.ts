import { describe, expect, it } from 'vitest';
import {
  createRandomStream,
  hashServerSeed,
  hmacBlock,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  serverSeedMatchesCommitment,
} from './provably-fair.ts';

// Known answers, cross-checked with OpenSSL:
//   printf '%s' "$SERVER_SEED" | sha256sum
//   printf 'lucky-player:42:0' | openssl dgst -sha256 -hmac "$SERVER_SEED"
const SERVER_SEED = '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const SEEDS = { serverSeed: SERVER_SEED, clientSeed: 'lucky-player', nonce: 42 };

describe('seed commitment', () => {
  it('commits to the server seed with SHA-256 of its hex text', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'f45143bd7897e3b454cfb7c6fd06ecaec8a966edc93a19d9216cf08d5398408b',
    );
    expect(serverSeedMatchesCommitment(SERVER_SEED, hashServerSeed(SERVER_SEED).toUpperCase())).toBe(true);
    expect(serverSeedMatchesCommitment(newServerSeed(), hashServerSeed(SERVER_SEED))).toBe(false);
  });

  it('draws fresh 32-byte server seeds and 16-byte client seeds as lowercase hex', () => {
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
    expect(isValidClientSeed(newClientSeed())).toBe(true);
  });

  it('accepts printable client seeds without spaces or colons', () => {
    expect(isValidClientSeed('lucky-player_#1!')).toBe(true);
    for (const rejected of ['', 'a b', 'a:1', 'é', 'x'.repeat(65)]) {
      expect(isValidClientSeed(rejected)).toBe(false);
    }
  });
});

describe('HMAC byte stream', () => {
  it('computes block(round) = HMAC-SHA256(serverSeed, "clientSeed:nonce:round")', () => {
    expect(hmacBlock(SEEDS, 0).toString('hex')).toBe(
      '5d5589dbcd1692b86ac1b74e0b6a480dbec31e310a19e24b3fb498a3158446b0',
    );
    expect(hmacBlock(SEEDS, 1).toString('hex')).toBe(
      '811459390c3aa801f36a8676593a4a10aa00e3fda96471a02e2537f1a550e9da',
    );
  });

  it('reads big-endian words and moves on to the next round after 32 bytes', () => {
    const stream = createRandomStream(SEEDS);
    const words = Array.from({ length: 10 }, () => stream.nextUint32());
    expect(words).toEqual([
      0x5d5589db, 0xcd1692b8, 0x6ac1b74e, 0x0b6a480d, 0xbec31e31, 0x0a19e24b, 0x3fb498a3, 0x158446b0,
      0x81145939, 0x0c3aa801,
    ]);
  });

  it('reads a word across a block boundary byte by byte', () => {
    const stream = createRandomStream(SEEDS);
    for (let i = 0; i < 30; i += 1) stream.nextByte();
    expect(stream.nextUint32()).toBe(0x46b08114);
    expect(stream.nextByte()).toBe(0x59);
  });

  it('gives a different stream for every nonce and client seed', () => {
    const first = (nonce: number, clientSeed = 'lucky-player') =>
      createRandomStream({ serverSeed: SERVER_SEED, clientSeed, nonce }).nextUint32();
    expect(first(43)).not.toBe(first(42));
    expect(first(42, 'other-player')).not.toBe(first(42));
  });

  it('refuses seeds a verifier could read two ways', () => {
    expect(() => createRandomStream({ ...SEEDS, clientSeed: 'a:1' })).toThrow(RangeError);
    expect(() => createRandomStream({ ...SEEDS, nonce: -1 })).toThrow(RangeError);
    expect(() => createRandomStream({ ...SEEDS, nonce: 1.5 })).toThrow(RangeError);
    expect(() => createRandomStream({ ...SEEDS, serverSeed: '' })).toThrow(RangeError);
  });
});

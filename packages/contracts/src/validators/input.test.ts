import { describe, expect, it } from 'vitest';
import { zId, zMultilineText, zText } from './input.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('input string builders', () => {
  it('zText refuses C0 and C1 controls and DEL, and enforces its limit', () => {
    const schema = zText({ max: 10 });
    expect(schema.safeParse('Ana Lúcia').success).toBe(true);
    for (const control of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(messages(schema.safeParse(`a${control}b`)), JSON.stringify(control)).toEqual([
        'controlCharacters',
      ]);
    }
    expect(schema.safeParse('x'.repeat(11)).success).toBe(false);
    expect(schema.maxLength).toBe(10);
  });

  it('zMultilineText allows line breaks and tabs but not NUL', () => {
    const schema = zMultilineText({ max: 100 });
    expect(schema.safeParse('Hello,\r\n\tI need help.').success).toBe(true);
    expect(messages(schema.safeParse('Hello\u0000'))).toEqual(['controlCharacters']);
    expect(messages(schema.safeParse('\u000b'))).toEqual(['controlCharacters']);
  });

  it('zId is non-empty, trimmed and 64 characters by default', () => {
    expect(zId().parse(' 6f1c2d3e-0000-4000-8000-000000000001 ')).toBe(
      '6f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(zId().safeParse('').success).toBe(false);
    expect(zId().safeParse('x'.repeat(65)).success).toBe(false);
    expect(zId().safeParse('x'.repeat(1_000_000)).success).toBe(false);
    expect(zId({ max: 128 }).safeParse('x'.repeat(128)).success).toBe(true);
  });
});

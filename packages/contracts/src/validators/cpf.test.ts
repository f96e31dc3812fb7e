import { describe, expect, it } from 'vitest';
import { isCpf } from './cpf.ts';

describe('isCpf', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('111.444.777-35')).toBe(true);
  });

  it('turns a remainder of 10 into a check digit of 0', () => {
    expect(isCpf('123.456.789-09')).toBe(true);
    expect(isCpf('000.000.018-30')).toBe(true);
    expect(isCpf('000.000.018-31')).toBe(false);
  });

  it('rejects a wrong first or second check digit', () => {
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('529.982.247-15')).toBe(false);
  });

  it('rejects all identical digits even though their check digits add up', () => {
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('00000000000')).toBe(false);
  });

  it('rejects wrong lengths and other characters', () => {
    expect(isCpf('529.982.247-2')).toBe(false);
    expect(isCpf('529.982.247-255')).toBe(false);
    expect(isCpf('529 982 247 25')).toBe(false);
    expect(isCpf('529a982b247c25')).toBe(false);
    expect(isCpf(52998224725)).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isCpf('')).toBe(true);
    expect(isCpf(undefined)).toBe(true);
  });
});

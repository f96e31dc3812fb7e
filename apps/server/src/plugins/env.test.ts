import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('the environment', () => {
  it('gives PUBLIC_URL the port the server listens on when it is unset', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '4100', PUBLIC_URL: 'https://casino.example' }).PUBLIC_URL).toBe(
      'https://casino.example',
    );
  });
});

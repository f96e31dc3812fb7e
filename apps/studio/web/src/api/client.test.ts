import { describe, expect, it } from 'vitest';
import { errorLines, StudioApiError } from './client.ts';

describe('error lines', () => {
  const refused = new StudioApiError(422, 10422, 'The given data was invalid.', {
    serverSeed: ['Too small: expected string to have >=1 characters'],
    nonce: ['Invalid input: expected number, received NaN'],
  });

  it("are the API's message and each field's message", () => {
    expect(errorLines(refused)).toEqual([
      'The given data was invalid.',
      'serverSeed: Too small: expected string to have >=1 characters',
      'nonce: Invalid input: expected number, received NaN',
    ]);
  });

  it("say a field in the page's words where it has them", () => {
    const words: Record<string, string> = { serverSeed: 'Enter the server seed.' };
    expect(errorLines(refused, (field) => words[field])).toEqual([
      'The given data was invalid.',
      'Enter the server seed.',
      'nonce: Invalid input: expected number, received NaN',
    ]);
  });
});

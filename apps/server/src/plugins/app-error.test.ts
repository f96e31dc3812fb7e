import { ErrorCode, errorStatus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';

describe('AppError', () => {
  it('takes its HTTP status from the contracts map, for every code', () => {
    for (const code of Object.values(ErrorCode))
      expect(new AppError(code, 'x').status, `code ${code}`).toBe(errorStatus[code]);
  });

  it('keeps the statuses our clients branch on', () => {
    expect(new AppError(ErrorCode.socialSignInFailed, 'x').status).toBe(401);
    expect(new AppError(ErrorCode.maxBetExceeded, 'x').status).toBe(422);
    expect(new AppError(ErrorCode.accountAlreadyExists, 'x').status).toBe(409);
    expect(AppError.validation([{ field: 'email', rule: 'required' }]).status).toBe(422);
  });
});

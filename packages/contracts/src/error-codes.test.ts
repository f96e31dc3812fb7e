import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusForErrorCode, isErrorCode } from './error-codes.ts';

describe('ErrorCode', () => {
  it('keeps the codes the client reacts to', () => {
    expect(ErrorCode.otpInvalid).toBe(11003);
    expect(ErrorCode.otpSendLimit).toBe(11005);
    expect(ErrorCode.depositLimitReached).toBe(13100);
  });

  it('uses unique five-digit codes starting with 1', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBeGreaterThanOrEqual(10000);
    for (const code of codes) expect(code).toBeLessThan(20000);
  });

  it('recognises known codes only', () => {
    expect(isErrorCode(11003)).toBe(true);
    expect(isErrorCode(11999)).toBe(false);
    expect(isErrorCode('11003')).toBe(false);
  });

  it('suggests HTTP statuses', () => {
    expect(httpStatusForErrorCode(ErrorCode.validationFailed)).toBe(422);
    expect(httpStatusForErrorCode(ErrorCode.unauthorized)).toBe(401);
    expect(httpStatusForErrorCode(ErrorCode.internal)).toBe(500);
    expect(httpStatusForErrorCode(ErrorCode.accountBlocked)).toBe(403);
    expect(httpStatusForErrorCode(ErrorCode.otpSendLimit)).toBe(429);
    expect(httpStatusForErrorCode(ErrorCode.insufficientFunds)).toBe(400);
    expect(httpStatusForErrorCode(ErrorCode.otpInvalid)).toBe(422);
    expect(httpStatusForErrorCode(ErrorCode.phoneVerificationRequired)).toBe(409);
  });
});

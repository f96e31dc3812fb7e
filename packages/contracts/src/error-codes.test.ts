import { describe, expect, it } from 'vitest';
import { ErrorCode, errorStatus, isErrorCode } from './error-codes.ts';

describe('ErrorCode', () => {
  it('keeps the codes the client reacts to', () => {
    expect(ErrorCode.otpInvalid).toBe(11003);
    expect(ErrorCode.otpSendLimit).toBe(11005);
    expect(ErrorCode.depositLimitReached).toBe(13100);
  });

  it("uses unique five-digit codes starting with 1, but for the contract's 5", () => {
    const codes = Object.values(ErrorCode).filter((code) => code !== ErrorCode.bonusCodeLocked);
    expect(ErrorCode.bonusCodeLocked).toBe(5);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBeGreaterThanOrEqual(10000);
    for (const code of codes) expect(code).toBeLessThan(20000);
  });

  it('recognises known codes only', () => {
    expect(isErrorCode(11003)).toBe(true);
    expect(isErrorCode(11999)).toBe(false);
    expect(isErrorCode('11003')).toBe(false);
  });

  it('gives every code an HTTP error status', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorStatus[code], `code ${code}`).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code], `code ${code}`).toBeLessThan(600);
    }
    expect(Object.keys(errorStatus)).toHaveLength(Object.values(ErrorCode).length);
  });

  it('mirrors the status in the last three digits of the 10xxx codes', () => {
    // 10003 (a wheel spin with no spin left) is the client contract's own number, not a status.
    const generic = Object.values(ErrorCode).filter(
      (code) => code >= 10000 && code < 11000 && code !== ErrorCode.wheelSpinsExpired,
    );
    expect(generic.length).toBeGreaterThan(0);
    for (const code of generic) expect(errorStatus[code]).toBe(code - 10000);
  });

  it('answers the statuses the client contract and our clients branch on', () => {
    expect(errorStatus[ErrorCode.validationFailed]).toBe(422);
    expect(errorStatus[ErrorCode.invalidCredentials]).toBe(401);
    expect(errorStatus[ErrorCode.accountBlocked]).toBe(403);
    expect(errorStatus[ErrorCode.otpInvalid]).toBe(422);
    expect(errorStatus[ErrorCode.otpSendLimit]).toBe(429);
    expect(errorStatus[ErrorCode.insufficientFunds]).toBe(422);
    expect(errorStatus[ErrorCode.phoneVerificationRequired]).toBe(409);
    expect(errorStatus[ErrorCode.bonusCodeIncorrect]).toBe(400);
    expect(errorStatus[ErrorCode.bonusCodeLocked]).toBe(400);
  });
});

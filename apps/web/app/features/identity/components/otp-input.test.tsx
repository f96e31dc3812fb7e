// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function renderOtp() {
  const onChange = vi.fn();
  const onEdit = vi.fn();
  render(
    <OtpInput
      label="Code"
      digitLabel={(position) => `Digit ${position}`}
      onChange={onChange}
      onEdit={onEdit}
    />,
  );
  const box = (position: number) => screen.getByLabelText(`Digit ${position}`) as HTMLInputElement;
  return { onChange, onEdit, box };
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('one-time code input', () => {
  afterEach(cleanup);

  it('accepts digits only', () => {
    const { box, onChange } = renderOtp();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(box(1).value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves to the next box as digits are typed and emits only once all six are there', () => {
    const { box, onChange, onEdit } = renderOtp();
    for (const [index, digit] of ['1', '2', '3', '4', '5'].entries()) {
      fireEvent.change(box(index + 1), { target: { value: digit } });
    }
    expect(document.activeElement).toBe(box(6));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box(6), { target: { value: '6' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onEdit).toHaveBeenCalledTimes(6);
  });

  it('clears the emitted code when a digit is removed', () => {
    const { box, onChange } = renderOtp();
    paste(box(1), '654321');
    expect(onChange).toHaveBeenLastCalledWith('654321');
    fireEvent.change(box(3), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('fills the boxes from a pasted code, from the box pasted into', () => {
    const { box, onChange } = renderOtp();
    paste(box(1), ' 123456 ');
    expect([1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('')).toBe('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    paste(box(5), '99');
    expect(onChange).toHaveBeenLastCalledWith('123499');
  });

  it('refuses a paste that is not all digits', () => {
    const { box, onChange } = renderOtp();
    paste(box(1), '12a456');
    expect(box(1).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a whole code autofilled into the first box', () => {
    const { box, onChange } = renderOtp();
    fireEvent.change(box(1), { target: { value: '246810' } });
    expect(box(6).value).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith('246810');
  });

  it('goes back a box on backspace in an empty one', () => {
    const { box } = renderOtp();
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(box(2).value).toBe('');
    expect(document.activeElement).toBe(box(2));
  });
});

const KEY = 'registration-bonus-code';

/** The referral or promo code typed in the sign-in modal, kept for the registration form (this tab only). */
export function rememberPromoCode(code: string) {
  try {
    if (code.trim()) window.sessionStorage.setItem(KEY, code.trim());
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the code is simply not carried over.
  }
}

export function rememberedPromoCode(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

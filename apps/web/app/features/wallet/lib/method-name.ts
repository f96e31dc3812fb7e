/** A method id the content does not name yet, made readable: sandbox_mobile_money reads "Mobile money". */
export function readableMethodName(method: string): string {
  const words = method
    .replace(/^sandbox_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : method;
}

/** The first segment of the profile id, upper-cased: the short player ID of the wallet header. */
export function shortPlayerId(profileId: string): string {
  return (profileId.split('-')[0] ?? profileId).toUpperCase();
}

/**
 * JSON text made safe inside a `<script>` element: `<`, `>` and `&` (which could end the element or
 * open a comment) and the line separators U+2028 and U+2029 become `\uXXXX` escapes, which JSON.parse
 * reads back as the same characters.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, unicodeEscape);
}

const unicodeEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

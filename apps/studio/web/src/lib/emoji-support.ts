/**
 * Whether this browser draws colour emoji. Machines without an emoji font draw a monochrome box, so
 * the slot symbols then show their names instead. Measured once: a colour glyph leaves pixels whose
 * channels differ.
 */
let supported: boolean | null = null;

function measure(): boolean {
  if (typeof document === 'undefined') return true;
  const canvas = document.createElement('canvas');
  canvas.width = 20;
  canvas.height = 20;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  context.textBaseline = 'top';
  context.font = '16px sans-serif';
  context.fillStyle = '#000';
  context.fillText('🍒', 0, 0);
  const pixels = context.getImageData(0, 0, 20, 20).data;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i] !== pixels[i + 1] || pixels[i + 1] !== pixels[i + 2]) return true;
  }
  return false;
}

export function colourEmojiSupported(): boolean {
  supported ??= measure();
  return supported;
}

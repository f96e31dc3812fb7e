import { describe, expect, it } from 'vitest';
import { isRunningInstalled } from './display-mode.ts';

const view = (matching: string[], navigator: object = {}) => ({
  matchMedia: (query: string) => ({ matches: matching.includes(query) }),
  navigator,
});

describe('installed app detection', () => {
  it('sees an installed app by its display mode', () => {
    expect(isRunningInstalled(view(['(display-mode: standalone)']))).toBe(true);
    expect(isRunningInstalled(view(['(display-mode: fullscreen)']))).toBe(true);
    expect(isRunningInstalled(view(['(display-mode: minimal-ui)']))).toBe(true);
  });

  it("sees iOS's home-screen app by navigator.standalone", () => {
    expect(isRunningInstalled(view([], { standalone: true }))).toBe(true);
  });

  it('sees a browser tab as not installed', () => {
    expect(isRunningInstalled(view(['(display-mode: browser)']))).toBe(false);
    expect(isRunningInstalled(view([], { standalone: false }))).toBe(false);
  });
});

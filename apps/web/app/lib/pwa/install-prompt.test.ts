import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt } from './install-prompt.ts';

/** A beforeinstallprompt event as Chromium fires it, answering with `outcome`. */
function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

describe('install prompt', () => {
  it('offers nothing until the browser does', async () => {
    const prompt = createInstallPrompt(new EventTarget());
    expect(prompt.canInstall()).toBe(false);
    expect(await prompt.install()).toBe('unavailable');
  });

  it("keeps the browser's offer, holding back its own banner, and tells subscribers", () => {
    const target = new EventTarget();
    const prompt = createInstallPrompt(target);
    const listener = vi.fn();
    prompt.subscribe(listener);
    const event = offerEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.canInstall()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("shows the browser's dialog once and reports the player's choice", async () => {
    const target = new EventTarget();
    const prompt = createInstallPrompt(target);
    const event = offerEvent('dismissed');
    target.dispatchEvent(event);
    expect(await prompt.install()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(prompt.canInstall()).toBe(false);
    expect(await prompt.install()).toBe('unavailable');
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('drops the offer once the app is installed, and stops telling an unsubscribed listener', () => {
    const target = new EventTarget();
    const prompt = createInstallPrompt(target);
    const listener = vi.fn();
    const unsubscribe = prompt.subscribe(listener);
    target.dispatchEvent(offerEvent('accepted'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(prompt.canInstall()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    target.dispatchEvent(offerEvent('accepted'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

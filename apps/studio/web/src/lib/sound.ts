/** Short synthesized tones (no audio files): one oscillator note per step of a cue. */

export type SoundCue = 'spin' | 'win' | 'lose' | 'tick' | 'bet';

type Note = { frequency: number; startMs: number; durationMs: number; wave: OscillatorType; gain: number };

const note = (
  frequency: number,
  startMs: number,
  durationMs: number,
  wave: OscillatorType = 'sine',
  gain = 0.12,
) => ({
  frequency,
  startMs,
  durationMs,
  wave,
  gain,
});

export const CUES: Record<SoundCue, Note[]> = {
  spin: [note(320, 0, 60, 'triangle'), note(380, 70, 60, 'triangle'), note(440, 140, 60, 'triangle')],
  win: [note(523, 0, 120), note(659, 110, 120), note(784, 220, 140), note(1047, 340, 260)],
  lose: [note(300, 0, 140, 'sawtooth', 0.06), note(220, 130, 220, 'sawtooth', 0.06)],
  tick: [note(880, 0, 45, 'square', 0.05)],
  bet: [note(600, 0, 70, 'triangle', 0.08)],
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function playNote(audio: AudioContext, { frequency, startMs, durationMs, wave, gain }: Note): void {
  const start = audio.currentTime + startMs / 1000;
  const end = start + durationMs / 1000;
  const oscillator = audio.createOscillator();
  const envelope = audio.createGain();
  oscillator.type = wave;
  oscillator.frequency.setValueAtTime(frequency, start);
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  envelope.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(envelope).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end + 0.02);
}

export function playCue(cue: SoundCue): void {
  const audio = audioContext();
  if (!audio) return;
  for (const step of CUES[cue]) playNote(audio, step);
}

const STORAGE_KEY = 'studio.sound';

/** Sound starts off; a player's choice is remembered where the frame may use storage. */
export function storedSoundOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeSoundOn(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be blocked in a third-party frame; the toggle still works for this visit.
  }
}

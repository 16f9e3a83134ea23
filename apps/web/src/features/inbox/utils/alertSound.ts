import type { Language } from '@fieldlink/domain';
import type { AlertSound } from './alertQueue';

/**
 * The alert sounds, made here with WebAudio (no sound files to fetch): the alarm is three
 * two-tone pulses (880/660 Hz), the prompt a soft two-note chime (660 then 990 Hz).
 */
const PATTERNS: Record<AlertSound, { frequency: number; start: number; length: number; type: OscillatorType; gain: number }[]> = {
  alarm: [0, 1, 2].flatMap((pulse) => [
    { frequency: 880, start: pulse * 0.5, length: 0.22, type: 'square' as const, gain: 0.08 },
    { frequency: 660, start: pulse * 0.5 + 0.24, length: 0.22, type: 'square' as const, gain: 0.08 },
  ]),
  prompt: [
    { frequency: 660, start: 0, length: 0.18, type: 'sine', gain: 0.2 },
    { frequency: 990, start: 0.16, length: 0.3, type: 'sine', gain: 0.2 },
  ],
};

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Plays one of the alert sounds; silently nothing where the browser has no WebAudio or blocks it. */
export function playAlertSound(sound: AlertSound): void {
  const audio = audioContext();
  if (!audio) return;
  const now = audio.currentTime;
  for (const tone of PATTERNS[sound]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(0, now + tone.start);
    gain.gain.linearRampToValueAtTime(tone.gain, now + tone.start + 0.02);
    gain.gain.linearRampToValueAtTime(0, now + tone.start + tone.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.length + 0.02);
  }
}

/** Speaks the text in the user's language where the browser can (speechSynthesis). */
export function speak(text: string, language: Language): void {
  if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language;
  window.speechSynthesis.speak(utterance);
}

/** Browsers start audio only after the user has interacted with the page: unlock on the first gesture. */
export function unlockAudioOnFirstGesture(): () => void {
  const unlock = () => {
    audioContext();
    remove();
  };
  const remove = () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return remove;
}

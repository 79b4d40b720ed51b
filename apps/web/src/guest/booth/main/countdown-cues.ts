import type { Locale } from '@booth/shared';

/*
 * The shutter screen's optional cues (settings screens.shutter.audioCues and spokenCountdown): a short
 * tone for each countdown step and a shutter sound, generated with Web Audio (no sound files), and the
 * countdown numbers spoken in the guest's language. Both stay silent where the browser lacks them.
 */

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor: AudioContextClass | undefined = window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    // Created or resumed on the guest's tap on the shutter, as mobile browsers require.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch {
    return null;
  }
}

/** A short beep per countdown step; higher on the last one. */
export function playCountdownTone(left: number): void {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = left === 1 ? 1320 : 880;
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.3, now + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.15);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.16);
}

/** A camera shutter's click: a short burst of fading noise. */
export function playShutterSound(): void {
  const ctx = audio();
  if (!ctx) return;
  const length = Math.floor(ctx.sampleRate * 0.12);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < length; index += 1) samples[index] = (Math.random() * 2 - 1) * (1 - index / length) ** 3;
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  source.buffer = buffer;
  gain.gain.value = 0.5;
  source.connect(gain).connect(ctx.destination);
  source.start();
}

const speechLang: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** Says the number in the guest's language, with a voice of that language when the device has one. */
export function speakCountdown(left: number, locale: Locale): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return;
  const synthesis = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(String(left));
  utterance.lang = speechLang[locale];
  const voice = synthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(locale));
  if (voice) utterance.voice = voice;
  utterance.rate = 1.1;
  // A number still being said must not lag behind the next.
  synthesis.cancel();
  synthesis.speak(utterance);
}

export interface CountdownCues {
  audio: boolean;
  spoken: boolean;
  locale: Locale;
}

export function announceStep(left: number, cues: CountdownCues | undefined): void {
  if (!cues) return;
  if (cues.audio) playCountdownTone(left);
  if (cues.spoken) speakCountdown(left, cues.locale);
}

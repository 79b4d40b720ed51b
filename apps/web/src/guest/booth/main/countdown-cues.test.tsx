import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { playShutterSound } from './countdown-cues';

const text = { family: 'Open Sans', size: 75, color: '#ffffff', shadow: true, bold: true };

/** A Web Audio stand-in that records the tones started. */
class FakeAudioContext {
  static tones: number[] = [];
  static buffers = 0;
  state = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  createOscillator() {
    const node = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => FakeAudioContext.tones.push(node.frequency.value), stop: () => undefined };
    return node;
  }
  createGain() {
    return { gain: { value: 1, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  createBufferSource() {
    return { buffer: null, connect: (next: unknown) => next, start: () => (FakeAudioContext.buffers += 1) };
  }
  resume() {
    return Promise.resolve();
  }
}

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  constructor(readonly text: string) {}
}

const spoken: FakeUtterance[] = [];
/** One second of the countdown, rendered. */
const step = () => act(() => vi.advanceTimersByTime(1_000));
const voices = [{ lang: 'en-US', name: 'English' }, { lang: 'de-DE', name: 'Deutsch' }];

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudioContext.tones = [];
  FakeAudioContext.buffers = 0;
  spoken.length = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', { getVoices: () => voices, cancel: vi.fn(), speak: (utterance: FakeUtterance) => spoken.push(utterance) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('countdown cues', () => {
  it('speaks each number in the guest language with a voice of that language', () => {
    render(<Countdown seconds={3} text={text} onDone={() => {}} cues={{ audio: false, spoken: true, locale: 'de' }} />);
    step();
    step();
    expect(spoken.map((utterance) => utterance.text)).toEqual(['3', '2', '1']);
    expect(spoken[0]?.lang).toBe('de-DE');
    expect(spoken[0]?.voice).toEqual({ lang: 'de-DE', name: 'Deutsch' });
    expect(FakeAudioContext.tones).toEqual([]);
  });

  it('plays a tone per step, higher on the last, and a shutter sound', () => {
    render(<Countdown seconds={3} text={text} onDone={() => {}} cues={{ audio: true, spoken: false, locale: 'en' }} />);
    step();
    step();
    expect(FakeAudioContext.tones).toEqual([880, 880, 1320]);
    expect(spoken).toEqual([]);
    playShutterSound();
    expect(FakeAudioContext.buffers).toBe(1);
  });

  it('stays silent when the settings are off or the browser has neither', () => {
    render(<Countdown seconds={2} text={text} onDone={() => {}} cues={{ audio: false, spoken: false, locale: 'en' }} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeAudioContext.tones).toEqual([]);
    expect(spoken).toEqual([]);
    vi.stubGlobal('speechSynthesis', undefined);
    vi.stubGlobal('SpeechSynthesisUtterance', undefined);
    expect(() => render(<Countdown seconds={1} text={text} onDone={() => {}} cues={{ audio: false, spoken: true, locale: 'en' }} />)).not.toThrow();
  });
});

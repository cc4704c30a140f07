/** The short sound of a new order at the counter, made with Web Audio (no sound file to load). */

let context: AudioContext | null = null;

/**
 * Two soft tones of 120 ms. Browsers allow sound only after the user touched the page; until
 * then (or without Web Audio) it stays silent rather than failing.
 */
export function playOrderChime(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return;
  try {
    context ??= new window.AudioContext();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.14;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.13);
    }
  } catch {
    // No audio device or not allowed yet: the count in the title and header still shows it.
  }
}

// Makes client/public/sounds/chime.wav: the short, soft sound the app plays at
// a prayer's time when 'Adhan Sound' is on. Synthesised here (three falling
// bell tones), so the project owns it outright: public domain (CC0), see
// client/public/sounds/LICENSE.md. Run: node scripts/make-chime.ts
import { writeFileSync } from 'node:fs';

const RATE = 22_050;
const SECONDS = 2.6;
const NOTES = [
  { at: 0, hz: 587.33 }, // D5
  { at: 0.45, hz: 440 }, // A4
  { at: 0.9, hz: 293.66 }, // D4
];

const samples = new Float32Array(Math.round(RATE * SECONDS));
for (const { at, hz } of NOTES) {
  const start = Math.round(at * RATE);
  for (let i = start; i < samples.length; i++) {
    const t = (i - start) / RATE;
    // A bell: the fundamental and two softer partials, dying away, with a 5 ms attack.
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * 2.2);
    const tone = Math.sin(2 * Math.PI * hz * t) + 0.35 * Math.sin(2 * Math.PI * hz * 2.01 * t) * Math.exp(-t * 3) + 0.15 * Math.sin(2 * Math.PI * hz * 3.02 * t) * Math.exp(-t * 5);
    samples[i] = (samples[i] ?? 0) + 0.22 * envelope * tone;
  }
}

const data = Buffer.alloc(samples.length * 2);
samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(new URL('../client/public/sounds/chime.wav', import.meta.url), Buffer.concat([header, data]));

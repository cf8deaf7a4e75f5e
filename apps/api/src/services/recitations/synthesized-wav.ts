/**
 * A mono 16-bit PCM WAV of `seconds` of synthesised tones (no recorded voice): the demo's
 * recitations and the tests' recordings. The pitch steps every half second, so a waveform shows
 * something and each moment sounds apart.
 */
export function synthesizedWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  const pitches = [220, 247, 262, 294, 330, 294, 262, 247];
  for (let index = 0; index < samples; index += 1) {
    const time = index / sampleRate;
    const step = Math.floor(time * 2);
    const pitch = pitches[step % pitches.length]!;
    const withinStep = time * 2 - step;
    const envelope = Math.sin(Math.PI * withinStep) * 0.6;
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * pitch * time) * envelope * 32767), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

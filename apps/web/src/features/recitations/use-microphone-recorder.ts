import { useCallback, useEffect, useRef, useState } from 'react';

/** Formats a browser records in, best first: Opus in WebM or Ogg, AAC in MP4 (Safari). */
const recordingTypes = [
  { mimeType: 'audio/webm;codecs=opus' },
  { mimeType: 'audio/ogg;codecs=opus' },
  { mimeType: 'audio/mp4;codecs=mp4a.40.2' },
  { mimeType: 'audio/mp4' },
] as const;

export type RecorderError = 'microphone' | 'unsupported';

export interface Recording {
  blob: Blob;
  url: string;
  /**
   * How long it lasts, when known: a recording just made knows (the browser's own WebM has no
   * length in it, so its player shows 0:00 until the file is sent); a picked file does not.
   */
  seconds?: number;
}

/**
 * The microphone as a recorder: start, a level (0–100) while it records, stop into a recording
 * that can be heard back, or a picked file in its place. The recording stays until `discard`.
 */
export function useMicrophoneRecorder() {
  const [state, setState] = useState<'idle' | 'recording'>('idle');
  const [recording, setRecording] = useState<Recording | null>(null);
  const [level, setLevel] = useState(0);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [error, setError] = useState<RecorderError | null>(null);
  /** The microphone's analyser while recording (for a live waveform). */
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const stopRef = useRef<() => void>(() => undefined);

  const replace = useCallback((next: Recording | null) => {
    setRecording((previous) => {
      if (previous) URL.revokeObjectURL(previous.url);
      return next;
    });
  }, []);

  useEffect(() => () => stopRef.current(), []);

  /** A picked file, or a recording kept from before, in place of a new one. */
  const takeFile = useCallback(
    (file: Blob) => replace({ blob: file, url: URL.createObjectURL(file) }),
    [replace],
  );

  const start = useCallback(async () => {
    setError(null);
    const type = recordingTypes.find((candidate) => MediaRecorder.isTypeSupported(candidate.mimeType));
    if (typeof MediaRecorder === 'undefined' || !type) {
      setError('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError('microphone');
      return;
    }
    replace(null);
    const recorder = new MediaRecorder(stream, { mimeType: type.mimeType });
    const chunks: Blob[] = [];
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const startedAt = performance.now();
    let frame = 0;
    const measure = () => {
      analyser.getByteTimeDomainData(samples);
      const rms = Math.sqrt(
        samples.reduce((sum, value) => sum + ((value - 128) / 128) ** 2, 0) / samples.length,
      );
      setLevel(Math.min(100, Math.round(rms * 300)));
      setElapsedSeconds((performance.now() - startedAt) / 1000);
      frame = requestAnimationFrame(measure);
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    // The screen stays on while the learner recites (where the browser allows it).
    const wakeLock = navigator.wakeLock?.request('screen').catch(() => null);
    recorder.onstop = () => {
      cancelAnimationFrame(frame);
      void wakeLock?.then((sentinel) => sentinel?.release());
      void context.close();
      stream.getTracks().forEach((track) => track.stop());
      const blob = new Blob(chunks, { type: type.mimeType.split(';')[0] });
      replace({ blob, url: URL.createObjectURL(blob), seconds: (performance.now() - startedAt) / 1000 });
      setLevel(0);
      setAnalyser(null);
      setState('idle');
    };
    stopRef.current = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    // A chunk each second: what was said survives the screen turning off mid-recording.
    recorder.start(1000);
    frame = requestAnimationFrame(measure);
    setElapsedSeconds(0);
    setAnalyser(analyser);
    setState('recording');
  }, [replace]);

  return {
    state,
    recording,
    level,
    analyser,
    elapsedSeconds,
    error,
    start,
    stop: () => stopRef.current(),
    takeFile,
    discard: () => replace(null),
  };
}

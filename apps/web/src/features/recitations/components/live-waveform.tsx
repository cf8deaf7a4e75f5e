import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The microphone's sound as it is recorded: the latest samples drawn as a line, each frame,
 * so the learner sees their voice reach the recording (beside the level meter).
 */
export function LiveWaveform({ analyser }: { analyser: AnalyserNode }) {
  const { t } = useTranslation('recitations');
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const samples = new Uint8Array(analyser.fftSize);
    const colour = getComputedStyle(canvas).color;
    let frame = 0;
    const draw = () => {
      const { width, height } = canvas;
      analyser.getByteTimeDomainData(samples);
      context.clearRect(0, 0, width, height);
      context.lineWidth = 2;
      context.strokeStyle = colour;
      context.beginPath();
      samples.forEach((value, index) => {
        const x = (index / (samples.length - 1)) * width;
        const y = (value / 255) * height;
        if (index === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.stroke();
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <canvas
      ref={canvasRef}
      width={600}
      height={64}
      role="img"
      aria-label={t('recorder.liveWaveform')}
      style={{ width: '100%', height: 64, color: 'var(--mantine-color-teal-8)' }}
    />
  );
}

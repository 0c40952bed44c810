import { useEffect, useState } from 'react';

/** How often the level is read: smooth enough for a bar, cheap enough to leave running. */
const LEVEL_MS = 100;

/** The microphone's loudness, 0 to 100, while `stream` is live: what tells the speaker the mic hears. */
export function useMicLevel(stream: MediaStream | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
      setLevel(Math.min(100, Math.round(rms * 300)));
    }, LEVEL_MS);
    return () => {
      clearInterval(timer);
      void context.close();
      setLevel(0);
    };
  }, [stream]);
  return level;
}

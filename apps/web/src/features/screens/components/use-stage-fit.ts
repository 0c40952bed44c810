import { useEffect, useState } from 'react';
import { fitStage, type StageFit } from '../lib/stage-scale';

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The stage's scale and place in the window, following every resize (a projector, a 4K wall). */
export function useStageFit(): StageFit {
  const [fit, setFit] = useState(() => fitStage(windowSize()));
  useEffect(() => {
    const resized = () => setFit(fitStage(windowSize()));
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return fit;
}

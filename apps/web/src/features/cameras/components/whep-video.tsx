import { useEffect, useRef } from 'react';
import type { PlayProblem } from '../lib/play-problem';
import { startWhep } from '../lib/whep-session';
import { LiveVideo } from './live-video';
import { useOnScreen } from './use-on-screen';

/**
 * Plays a WebRTC camera by its WHEP address, given as it is: the browser connects to the camera.
 * Out of sight the session ends; back in sight a new one starts.
 */
export function WhepVideo({
  url,
  label,
  onProblem,
}: {
  url: string;
  label: string;
  onProblem: (problem: PlayProblem) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const onScreen = useOnScreen(video);
  const report = useRef(onProblem);
  report.current = onProblem;

  useEffect(() => {
    if (!onScreen) return;
    let gone = false;
    let end: (() => void) | undefined;
    startWhep(url, (stream) => {
      if (video.current) video.current.srcObject = stream;
    }).then(
      (stop) => {
        if (gone) stop();
        else end = stop;
      },
      () => {
        if (!gone) report.current({ key: 'camera.streamUnavailable' });
      },
    );
    return () => {
      gone = true;
      end?.();
    };
  }, [url, onScreen]);

  return <LiveVideo ref={video} label={label} />;
}

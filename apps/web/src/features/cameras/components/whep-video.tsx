import { endpoints } from '@lamplighter/contract';
import { useEffect, useRef } from 'react';
import { call } from '../../../shared/api/api';
import { type PlayProblem, problemOfCall } from '../lib/play-problem';
import { startWhep, type WhepSignalling } from '../lib/whep-session';
import { LiveVideo } from './live-video';
import { useOnScreen } from './use-on-screen';

/** Offers go to the camera through the platform, which alone knows its address and password. */
function relayOf(cameraId: number): WhepSignalling {
  return {
    exchange: (offer) => call(endpoints.camera.whep, { id: cameraId, offer }, { silent: true }),
    end: (session) =>
      void call(endpoints.camera.whepStop, { session }, { silent: true }).catch(() => undefined),
  };
}

/**
 * Plays a WebRTC camera: the offer goes through the platform, the picture comes from the camera.
 * Out of sight the session ends; back in sight a new one starts. A refused offer says why.
 */
export function WhepVideo({
  cameraId,
  label,
  onProblem,
}: {
  cameraId: number;
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
    startWhep(relayOf(cameraId), (stream) => {
      if (video.current) video.current.srcObject = stream;
    }).then(
      (stop) => {
        if (gone) stop();
        else end = stop;
      },
      (error: unknown) => {
        if (!gone) report.current(problemOfCall(error));
      },
    );
    return () => {
      gone = true;
      end?.();
    };
  }, [cameraId, onScreen]);

  return <LiveVideo ref={video} label={label} />;
}

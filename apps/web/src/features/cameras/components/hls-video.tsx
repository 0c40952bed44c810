import Hls, { ErrorTypes, Events } from 'hls.js/light';
import { useEffect, useRef } from 'react';
import { tokens } from '../../../shared/api/api';
import { type PlayProblem, problemOfStream } from '../lib/play-problem';
import { LiveVideo } from './live-video';
import { useOnScreen } from './use-on-screen';

/** The platform's stream is fetched with the access token, as every call is. */
function sendAccessToken(xhr: XMLHttpRequest, url: string) {
  xhr.open('GET', url, true);
  const token = tokens.get()?.accessToken;
  if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
}

/**
 * Plays an HLS address with hls.js, or with the browser's own HLS where Media Source Extensions
 * are missing (which cannot send the token: the platform refuses it, and the player says the
 * stream cannot be reached). A new address (a renewed signature) is loaded into the same
 * player. Out of sight the player stops loading and pauses; back in sight it takes up the live
 * stream again. A stream that fails says why through `onProblem`. The player goes with the component.
 */
export function HlsVideo({
  url,
  label,
  onProblem,
}: {
  url: string;
  label: string;
  onProblem: (problem: PlayProblem) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const player = useRef<Hls>(undefined);
  const onScreen = useOnScreen(video);
  const seen = useRef(onScreen);
  seen.current = onScreen;
  const report = useRef(onProblem);
  report.current = onProblem;

  useEffect(() => {
    const media = video.current;
    if (!media || !Hls.isSupported()) return;
    // Loading starts once the playlist is read, and only while the picture can be seen.
    const hls = new Hls({ autoStartLoad: false, xhrSetup: sendAccessToken });
    let recovered = false;
    hls.on(Events.MANIFEST_PARSED, () => {
      if (seen.current) hls.startLoad(-1);
    });
    hls.on(Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === ErrorTypes.MEDIA_ERROR && !recovered) {
        recovered = true;
        hls.recoverMediaError();
        return;
      }
      report.current(problemOfStream(data.response?.code));
    });
    hls.attachMedia(media);
    player.current = hls;
    return () => {
      player.current = undefined;
      hls.destroy();
    };
  }, []);

  useEffect(() => {
    if (player.current) player.current.loadSource(url);
    else if (video.current) video.current.src = url;
  }, [url]);

  useEffect(() => {
    const media = video.current;
    const hls = player.current;
    if (!media) return;
    if (onScreen) {
      if (hls && hls.levels.length > 0) hls.startLoad(-1);
      media.play().catch(() => undefined);
    } else {
      hls?.stopLoad();
      media.pause();
    }
  }, [onScreen]);

  return (
    <LiveVideo
      ref={video}
      label={label}
      onError={() => {
        if (!player.current) report.current(problemOfStream(undefined));
      }}
    />
  );
}

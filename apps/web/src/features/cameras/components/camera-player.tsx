import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playQuery } from '../api/play';
import { type PlayProblem, problemOfCall } from '../lib/play-problem';
import { HlsVideo } from './hls-video';
import { WhepVideo } from './whep-video';

/**
 * A camera's live picture: asks where to play it, then plays it by HLS or WHEP; when it cannot,
 * says why in the user's language, with a way to try again (a new address, a new player).
 */
export function CameraPlayer({ cameraId, label }: { cameraId: number; label: string }) {
  const { t } = useTranslation();
  const play = useQuery(playQuery(cameraId));
  const [streamProblem, setStreamProblem] = useState<PlayProblem>();
  const [attempt, setAttempt] = useState(0);
  // A renewal refused leaves the picture playing on its address until that expires.
  const problem = streamProblem ?? (play.data || !play.error ? undefined : problemOfCall(play.error));

  const tryAgain = () => {
    setStreamProblem(undefined);
    setAttempt((count) => count + 1);
    void play.refetch();
  };

  const playing = play.data && !streamProblem ? play.data : undefined;
  return (
    <div className="camera-player">
      {playing?.kind === 'whep' && (
        <WhepVideo key={attempt} cameraId={cameraId} label={label} onProblem={setStreamProblem} />
      )}
      {playing?.kind === 'hls' && (
        <HlsVideo key={attempt} url={playing.url} label={label} onProblem={setStreamProblem} />
      )}
      {play.isLoading && <Spin className="camera-player__overlay" />}
      {problem && (
        <div className="camera-player__overlay camera-player__problem" role="alert">
          <span>{'key' in problem ? t(problem.key, problem.params) : problem.text}</span>
          <Button size="small" loading={play.isFetching} onClick={tryAgain}>
            {t('video.tryAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}

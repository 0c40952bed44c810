import type { Ref } from 'react';

/** The <video> of a live picture: muted (browsers play only muted video unasked), inline on phones. */
export function LiveVideo({
  ref,
  label,
  onError,
}: {
  ref: Ref<HTMLVideoElement>;
  label: string;
  onError?: () => void;
}) {
  return (
    <video
      ref={ref}
      className="camera-video"
      aria-label={label}
      muted
      autoPlay
      playsInline
      onError={onError}
    />
  );
}

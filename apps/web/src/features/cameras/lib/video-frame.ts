/**
 * The frame a <video> shows now, as a PNG at the video's own size. A picture from another origin
 * without CORS cannot be read back (the browser refuses): the promise rejects then. The platform's
 * HLS (played from memory by hls.js) and WebRTC can always be read.
 */
export function videoFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2D canvas'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/png');
  });
}

/** Whether the video shows a frame yet (a player still loading has none to save). */
export function hasFrame(video: HTMLVideoElement | null | undefined): video is HTMLVideoElement {
  return !!video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}

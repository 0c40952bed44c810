// The simulator's camera streams (the shipped loop as a live HLS stream per camera, on
// 127.0.0.1) in a process of their own, so that the CPU of serving them is read apart from the
// viewers' and the platform's. Cameras come from CAMERA_CODES (comma-separated). Reports
// `{ready, port}` over IPC, then stops on {stop}.

import { startCameraStreams } from '../packages/simulator/src/cameras/camera-streams';

const streams = await startCameraStreams({ cameras: (process.env.CAMERA_CODES ?? '').split(',') });

process.on('message', (request: { type: string }) => {
  if (request.type !== 'stop') return;
  void streams.close().finally(() => {
    process.send?.({ type: 'stop' });
    setImmediate(() => process.exit(0));
  });
});
process.send?.({ type: 'ready', port: streams.port });

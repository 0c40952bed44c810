import { describe, expect, it } from 'vitest';
import { isDemoSnapshotAddress, isDemoStreamAddress } from './demo-cameras';

describe('the stream address the demo gives its camera', () => {
  it('is given where the camera has none, or has the one of an earlier start at another port', () => {
    expect(isDemoStreamAddress('', 'HZ-XH-C1')).toBe(true);
    expect(isDemoStreamAddress('http://127.0.0.1:40211/camera/HZ-XH-C1/index.m3u8', 'HZ-XH-C1')).toBe(true);
    expect(isDemoStreamAddress('http://127.0.0.1:5/camera/HZ-XH-C1/index.m3u8', 'HZ-XH-C1')).toBe(true);
  });

  it('is not given over an address a person set, even one much like it', () => {
    for (const own of [
      'https://cams.example.org/HZ-XH-C1/index.m3u8',
      'http://127.0.0.1:40211/camera/HZ-XH-C2/index.m3u8',
      'http://127.0.0.1:40211/camera/HZ-XH-C1/main.m3u8',
      'http://127.0.0.1/camera/HZ-XH-C1/index.m3u8',
      'http://127.0.0.1:40211/x/camera/HZ-XH-C1/index.m3u8',
      'http://192.168.1.20:8080/camera/HZ-XH-C1/index.m3u8',
      'http://127.0.0.1:40211/camera/HZ-XH-C1/index.m3u8?token=mine',
    ]) {
      expect(isDemoStreamAddress(own, 'HZ-XH-C1'), own).toBe(false);
    }
  });
});

describe('the snapshot address the demo gives its camera', () => {
  it("is given where the camera has none or the demo's own of an earlier start, never over a person's", () => {
    expect(isDemoSnapshotAddress('', 'HZ-XH-C1')).toBe(true);
    expect(isDemoSnapshotAddress('http://127.0.0.1:40211/camera/HZ-XH-C1/snapshot.jpg', 'HZ-XH-C1')).toBe(
      true,
    );
    for (const own of [
      'https://cams.example.org/HZ-XH-C1/snapshot.jpg',
      'http://127.0.0.1:40211/camera/HZ-XH-C1/index.m3u8',
      'http://127.0.0.1:40211/camera/HZ-XH-C2/snapshot.jpg',
      'http://admin:pw@192.168.1.64/ISAPI/Streaming/channels/101/picture',
    ]) {
      expect(isDemoSnapshotAddress(own, 'HZ-XH-C1'), own).toBe(false);
    }
  });
});

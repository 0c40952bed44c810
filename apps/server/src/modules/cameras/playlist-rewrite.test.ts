import { describe, expect, it } from 'vitest';
import { rewritePlaylist } from './playlist-rewrite';

const link = (file: string) => `/s?file=${file}`;

describe('a camera playlist passed on', () => {
  it('names every segment, variant and tag URI by its link, and keeps the rest as it was', () => {
    const live = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:41',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:2.000,',
      'seg41.ts',
      '',
      '#EXT-X-DISCONTINUITY',
      '#EXTINF:2.000,',
      'seg42.ts',
    ].join('\n');
    expect(rewritePlaylist(live, link)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:41',
        '#EXT-X-MAP:URI="/s?file=init.mp4"',
        '#EXTINF:2.000,',
        '/s?file=seg41.ts',
        '',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:2.000,',
        '/s?file=seg42.ts',
      ].join('\n'),
    );
  });

  it('refuses files elsewhere: a path, a query, another host', () => {
    for (const file of ['../secret.ts', 'a/seg1.ts', 'seg1.ts?token=x', 'http://evil.example/seg.ts']) {
      expect(rewritePlaylist(`#EXTM3U\n#EXTINF:2,\n${file}`, link)).toBeUndefined();
    }
    expect(rewritePlaylist('#EXTM3U\n#EXT-X-MAP:URI="../init.mp4"', link)).toBeUndefined();
  });
});

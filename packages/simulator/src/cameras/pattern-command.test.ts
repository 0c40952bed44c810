import { describe, expect, it } from 'vitest';
import { filterValue, PATTERN_FONTS, patternArgs, patternFont } from './pattern-command';

describe("the ffmpeg command of a camera's test pattern", () => {
  it('makes a live HLS window of 2 s H.264 segments as cheaply as x264 can, into its folder', () => {
    const args = patternArgs({ dir: '/tmp/p', code: 'C-1', font: undefined, startNumber: 890_000_000 }).join(
      ' ',
    );
    expect(args).toContain('-re -f lavfi -i testsrc2=size=640x360:rate=15');
    expect(args).toContain('-c:v libx264 -preset ultrafast -tune zerolatency');
    expect(args).toContain('-g 30 -keyint_min 30 -sc_threshold 0');
    expect(args).toContain('-f hls -hls_time 2 -hls_list_size 6');
    expect(args).toContain('-hls_flags delete_segments+omit_endlist+temp_file');
    expect(args).toContain('-start_number 890000000');
    expect(args).toMatch(/-hls_segment_filename \/tmp\/p\/seg%d\.ts \/tmp\/p\/index\.m3u8$/);
  });

  it("draws the camera's number and the local time where a font was found, and no text otherwise", () => {
    const font = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';
    const args = patternArgs({ dir: '/tmp/p', code: 'C-1', font, startNumber: 0 });
    const filters = args[args.indexOf('-vf') + 1] ?? '';
    expect(filters).toMatch(
      /^drawtext=fontfile=.*DejaVuSansMono-Bold\.ttf:.*:expansion=none:.*:text=C-1,drawtext=/,
    );
    expect(filters).toContain('text=%{localtime\\\\:%Y-%m-%d %T}');
    expect(patternArgs({ dir: '/tmp/p', code: 'C-1', font: undefined, startNumber: 0 })).not.toContain('-vf');
  });

  it('escapes a value for the option list and again for the filter graph', () => {
    // The example of ffmpeg's documentation on filter graph escaping.
    expect(filterValue("this is a 'string': may contain one, or more, special characters")).toBe(
      "this is a \\\\\\'string\\\\\\'\\\\: may contain one\\, or more\\, special characters",
    );
    expect(filterValue('[a];b\\c')).toBe('\\[a\\]\\;b\\\\\\\\c');
  });

  it('takes the first font of the list that exists, or none', () => {
    expect(patternFont(['/nonexistent/a.ttf', '/nonexistent/b.ttf'])).toBeUndefined();
    expect(patternFont(['/nonexistent/a.ttf', ...PATTERN_FONTS])).toBe(patternFont());
  });
});

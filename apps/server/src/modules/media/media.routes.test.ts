import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { mp4, png, uploadMedia, wav } from '../../test/media-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-media-'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-media-files-'));
let t: TestApp;
let city: CreatedAccount;
let district: CreatedAccount;
let sibling: CreatedAccount;
let photo: Buffer;
let photoId: number;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** What the library keeps on disk: contents and thumbnails, never a half-received upload. */
const onDisk = () => fs.readdirSync(mediaDir).sort();

async function refused(
  token: string,
  file: { name: string; data: Buffer } | undefined,
  status: number,
  key: string,
) {
  const answer = await uploadMedia(t, token, file);
  expect(answer.statusCode, answer.body.message).toBe(status);
  expect(answer.body.key ?? answer.body.errors?.[0]?.key).toBe(key);
  return answer;
}

/** A file's content without a token, by the signed address the caller was given. */
async function byLink(token: string, id: number, headers: Record<string, string> = {}) {
  const link = await t.get('/remote/media/link', { token, query: { id } });
  expect(link.statusCode, link.body.message).toBe(200);
  return t.app.inject({ method: 'GET', url: link.body.data.url, headers });
}

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.get('/remote/media/list', { token, query });

beforeAll(async () => {
  t = await startTestApp({ MEDIA_DIR: mediaDir, MEDIA_MAX_IMAGE_MB: '1', MEDIA_MAX_AUDIO_MB: '1' });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'media_city' });
  district = await createAccount(t, city.token, { username: 'media_district', parentid: city.id });
  sibling = await createAccount(t, admin, { username: 'media_sibling' });
  photo = await png(640, 320);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('refused uploads', () => {
  it('asks for a file, and for one the screens can play, whatever its name says', async () => {
    await refused(city.token, undefined, 400, 'media.fileMissing');
    await refused(
      city.token,
      { name: 'poster.png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
      400,
      'media.type',
    );
    await refused(
      city.token,
      { name: 'clip.mp4', data: Buffer.from('MZ\x90\x00 this is a program') },
      400,
      'media.type',
    );
    await refused(city.token, { name: 'empty.png', data: Buffer.alloc(0) }, 400, 'media.empty');
    expect(onDisk()).toEqual([]);
  });

  it('holds each kind to its own limit, and leaves nothing of a refused file behind', async () => {
    const large = await sharpNoise(1400, 1400);
    expect(large.length).toBeGreaterThan(1_048_576);
    const answer = await refused(city.token, { name: 'large.png', data: large }, 413, 'media.tooLarge');
    expect(answer.body.message).toBe('a file of this kind may be at most 1 MB');
    await refused(city.token, { name: 'long.wav', data: wav(140) }, 413, 'media.tooLarge');
    expect(onDisk()).toEqual([]);
  });

  it('refuses a video the screens cannot decode, when ffprobe can tell', async () => {
    const mpeg4 = fs.readFileSync(await mp4(scratch, 160, 90, 1, 'mpeg4'));
    const answer = await refused(city.token, { name: 'old-camera.mp4', data: mpeg4 }, 400, 'media.codec');
    expect(answer.body.message).toBe('this mp4 video is encoded as mpeg4; screens play mp4 encoded as h264');
    expect(onDisk()).toEqual([]);
  });

  it('asks for the permission to upload', async () => {
    const viewer = await createAccount(t, city.token, { username: 'media_viewer', role: 'user' });
    const answer = await uploadMedia(t, viewer.token, { name: 'a.png', data: photo });
    expect(answer.statusCode).toBe(403);
    expect((await list(viewer.token)).statusCode).toBe(403);
  });
});

/** A PNG of random pixels, which does not compress: over a megabyte at 1400 × 1400. */
async function sharpNoise(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at++) pixels[at] = (at * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('the library', () => {
  it('keeps an image with its size in pixels and a thumbnail, stored under its hash', async () => {
    const answer = await uploadMedia(
      t,
      city.token,
      { name: 'C:\\posters\\night\u0007 market.png', data: photo },
      'Posters',
    );
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'night market.png',
      folder: 'Posters',
      kind: 'image',
      format: 'png',
      contenttype: 'image/png',
      size: photo.length,
      hash: sha256(photo),
      width: 640,
      height: 320,
      duration: null,
      thumbnail: 1,
      uploader: 'media_city',
      duplicate: 0,
    });
    photoId = answer.body.data.id;
    expect(onDisk()).toEqual([sha256(photo), `${sha256(photo)}.thumb.jpg`]);

    const thumbnail = await t.get('/remote/media/thumbnail', { token: city.token, query: { id: photoId } });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect([...thumbnail.raw.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('keeps a content once: the same file again is the file already there', async () => {
    const again = await uploadMedia(t, city.token, { name: 'copy.png', data: photo }, 'Elsewhere');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({
      id: photoId,
      name: 'night market.png',
      folder: 'Posters',
      duplicate: 1,
    });
    expect((await list(city.token)).body.data[0].total).toBe(1);
  });

  it('reads a video’s size, length and a frame, and a sound’s length', async () => {
    const video = fs.readFileSync(await mp4(scratch, 160, 90, 3));
    const clip = await uploadMedia(t, city.token, { name: 'parade.mp4', data: video }, 'Clips');
    expect(clip.statusCode, clip.body.message).toBe(200);
    expect(clip.body.data).toMatchObject({
      kind: 'video',
      format: 'mp4',
      width: 160,
      height: 90,
      thumbnail: 1,
    });
    expect(clip.body.data.duration).toBeCloseTo(3, 0);

    const chime = await uploadMedia(t, city.token, { name: 'chime.wav', data: wav(2.5) });
    expect(chime.body.data).toMatchObject({
      kind: 'audio',
      format: 'wav',
      width: null,
      thumbnail: 0,
      duration: 2.5,
    });
  });

  it('lists newest first, by kind, name and folder, with the folders counted', async () => {
    const all = (await list(city.token)).body.data[0];
    expect(all.list.map((file: { name: string }) => file.name)).toEqual([
      'chime.wav',
      'parade.mp4',
      'night market.png',
    ]);
    expect((await list(city.token, { kind: 'video' })).body.data[0].list).toHaveLength(1);
    expect((await list(city.token, { keyword: 'MARKET' })).body.data[0].list[0].id).toBe(photoId);
    expect(
      (await list(city.token, { folder: '' })).body.data[0].list.map((file: { name: string }) => file.name),
    ).toEqual(['chime.wav']);
    const folders = await t.get('/remote/media/folders', { token: city.token });
    expect(folders.body.data).toEqual([
      { folder: '', count: 1 },
      { folder: 'Clips', count: 1 },
      { folder: 'Posters', count: 1 },
    ]);
  });

  it('renames and moves a file', async () => {
    const moved = await t.post('/remote/media/update', {
      token: city.token,
      form: { id: photoId, name: 'Night market poster', folder: 'Archive' },
    });
    expect(moved.statusCode, moved.body.message).toBe(200);
    expect(moved.body.data).toMatchObject({ name: 'Night market poster', folder: 'Archive' });
  });
});

describe('what other accounts see', () => {
  it('shows the files to the account above, and nothing to a sibling or below', async () => {
    const admin = await t.signIn('admin', ADMIN_PASSWORD);
    expect((await list(admin)).body.data[0].total).toBeGreaterThanOrEqual(3);
    expect((await list(sibling.token)).body.data[0].total).toBe(0);
    expect((await list(district.token)).body.data[0].total).toBe(0);
    for (const [path, query] of [
      ['/remote/media/thumbnail', { id: photoId }],
      ['/remote/media/link', { id: photoId }],
      ['/remote/media/delete', { ids: photoId }],
    ] as const) {
      const answer = await t.get(path, { token: sibling.token, query });
      expect(answer.statusCode, path).toBe(404);
    }
    const rename = await t.post('/remote/media/update', {
      token: sibling.token,
      form: { id: photoId, name: 'x' },
    });
    expect(rename.statusCode).toBe(404);
  });
});

describe('a file’s content for the browser’s players', () => {
  it('comes whole or by byte ranges from a signed address, without a token', async () => {
    const whole = await byLink(city.token, photoId);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(photo)).toBe(true);

    const part = await byLink(city.token, photoId, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${photo.length}`);
    expect(part.rawPayload.equals(photo.subarray(10, 20))).toBe(true);

    const past = await byLink(city.token, photoId, { range: `bytes=${photo.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${photo.length}`);
  });

  it('refuses an address that was altered', async () => {
    const link = await t.get('/remote/media/link', { token: city.token, query: { id: photoId } });
    const altered = link.body.data.url.replace(`id=${photoId}`, `id=${photoId + 1}`);
    const answer = await t.app.inject({ method: 'GET', url: altered });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().key).toBe('media.linkExpired');
  });
});

describe('a file’s content for devices', () => {
  const fetchAs = (token: string, hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${token}/media/${hash}`, headers });

  it('is fetched by its hash by a device of the account or of one below it, with ranges', async () => {
    const hash = sha256(photo);
    const cityScreen = await addDevice(t, city.token, (await addProject(t, city.token)).id, {
      devicetype: 8,
    });
    const districtScreen = await addDevice(t, district.token, (await addProject(t, district.token)).id, {
      devicetype: 8,
    });
    for (const device of [cityScreen, districtScreen]) {
      const answer = await fetchAs(device.token, hash);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(photo)).toBe(true);
    }
    const resumed = await fetchAs(cityScreen.token, hash, { range: `bytes=${photo.length - 100}-` });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.equals(photo.subarray(photo.length - 100))).toBe(true);
  });

  it('is not there for a sibling’s device, an unknown token or a hash of nothing held', async () => {
    const siblingScreen = await addDevice(t, sibling.token, (await addProject(t, sibling.token)).id, {
      devicetype: 8,
    });
    expect((await fetchAs(siblingScreen.token, sha256(photo))).statusCode).toBe(404);
    expect((await fetchAs('not-a-token', sha256(photo))).statusCode).toBe(401);
    expect((await fetchAs(siblingScreen.token, '../../etc/passwd')).statusCode).toBe(404);
  });

  it('that cannot be opened is answered in JSON, without the file’s type or caching', async () => {
    const screen = await addDevice(t, city.token, (await addProject(t, city.token)).id, { devicetype: 8 });
    const content = path.join(mediaDir, sha256(photo));
    fs.renameSync(content, `${content}.aside`);
    try {
      const answer = await fetchAs(screen.token, sha256(photo));
      expect(answer.statusCode).toBe(500);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ status: 500, message: 'internal error', data: null });
    } finally {
      fs.renameSync(`${content}.aside`, content);
    }
  });
});

describe('deleting files', () => {
  it('keeps a content another account still holds, and removes it with the last file', async () => {
    const theirs = await uploadMedia(t, sibling.token, { name: 'same.png', data: photo });
    expect(theirs.body.data).toMatchObject({ duplicate: 0, hash: sha256(photo) });

    const mine = await t.get('/remote/media/delete', { token: city.token, query: { ids: photoId } });
    expect(mine.statusCode, mine.body.message).toBe(200);
    expect(onDisk()).toContain(sha256(photo));

    await t.get('/remote/media/delete', { token: sibling.token, query: { ids: theirs.body.data.id } });
    expect(onDisk()).not.toContain(sha256(photo));
    expect(onDisk()).not.toContain(`${sha256(photo)}.thumb.jpg`);
  });
});

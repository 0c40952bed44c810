import { Readable } from 'node:stream';
import { campaignBody, dayAt, programBody, programPublishBody } from '@lamplighter/contract';
import sharp from 'sharp';
import type { CampaignsService } from '../modules/campaigns/campaigns.service';
import type { MediaService } from '../modules/media/media.service';
import type { ProgramsService } from '../modules/programs/programs.service';
import type { Actor, Caller } from '../platform/caller';

/** What the demo's advertising is made through: the same services a person uses. */
export interface DemoAdvertisingParts {
  media: MediaService;
  programs: ProgramsService;
  campaigns: CampaignsService;
}

/** Days the demo campaigns run from the day the demo is made. */
const CAMPAIGN_DAYS = 30;
const CHINA = 480;

/** A night sky over West Lake with lanterns, drawn for a 128 × 192 pole-screen panel. */
const LANTERNS_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="192">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0b1d3a"/><stop offset="1" stop-color="#3b1f4a"/></linearGradient></defs>
  <rect width="128" height="192" fill="url(#sky)"/>
  <path d="M0 150 Q32 136 64 148 T128 144 V192 H0 Z" fill="#12304f"/>
  ${[
    [24, 40],
    [64, 28],
    [104, 44],
    [44, 84],
    [88, 90],
  ]
    .map(
      ([x, y]) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="${(y ?? 0) - 14}" stroke="#d8b46a"/>
    <ellipse cx="${x}" cy="${y}" rx="12" ry="15" fill="#e63946"/>
    <rect x="${(x ?? 0) - 5}" y="${(y ?? 0) + 14}" width="10" height="4" fill="#f4a261"/>`,
    )
    .join('\n  ')}
</svg>`;

const ticker = (text: string, duration: number) => ({
  type: 'text' as const,
  text,
  fontsize: 18,
  color: '#ffd166',
  background: '#1d1d1d',
  speed: 30,
  duration,
});

/**
 * The demo city's screen advertising: two published programs on its six LED screens, booked by two
 * campaigns that share the evening — the lantern festival (priority 6, evenings) wins those hours
 * from road safety (priority 3, all day), so the day plan shows a conflict settled — and played by
 * the simulated screens, which report each play.
 */
export async function bookDemoAdvertising(
  parts: DemoAdvertisingParts,
  caller: Caller,
  actor: Actor,
  screenIds: number[],
  screenCodes: string[],
  now: number,
): Promise<void> {
  const poster = await sharp(Buffer.from(LANTERNS_SVG)).png().toBuffer();
  const { id: posterId } = await parts.media.upload(
    caller,
    'demo',
    { filename: 'west-lake-lanterns.png', content: Readable.from(poster) },
    actor,
  );
  const lanterns = await publishedProgram(parts, caller, actor, screenCodes, {
    name: '西湖灯会 West Lake lanterns',
    width: 128,
    height: 256,
    regions: [
      {
        name: 'poster',
        x: 0,
        y: 0,
        width: 128,
        height: 192,
        items: [{ type: 'media', mediaid: posterId, duration: 15 }],
      },
      {
        name: 'ticker',
        x: 0,
        y: 192,
        width: 128,
        height: 64,
        items: [ticker('西湖灯会 每晚 18:00 起 · Lanterns nightly', 15)],
      },
    ],
  });
  const safety = await publishedProgram(parts, caller, actor, screenCodes, {
    name: '夜间安全 Night safety',
    width: 128,
    height: 256,
    regions: [
      {
        name: 'all',
        x: 0,
        y: 0,
        width: 128,
        height: 256,
        items: [ticker('夜间请减速慢行 Slow down at night', 10)],
      },
    ],
  });
  const startdate = dayAt(now, CHINA);
  const enddate = dayAt(now + CAMPAIGN_DAYS * 86_400_000, CHINA);
  const book = (fields: object) =>
    parts.campaigns.add(
      caller,
      campaignBody.parse({ deviceids: screenIds, startdate, enddate, ...fields }),
      actor,
    );
  await book({
    name: '夜间安全 全天 Road safety all day',
    programid: safety,
    slots: [{ from: '00:00', to: '24:00' }],
    priority: 3,
    playsperhour: 6,
  });
  await book({
    name: '西湖灯会 晚间 Lantern festival evenings',
    programid: lanterns,
    slots: [
      { from: '07:00', to: '09:00' },
      { from: '17:00', to: '24:00' },
    ],
    priority: 6,
    playsperhour: 20,
  });
}

/** A program made, reviewed and published to the screens; answers its id (that of its first version). */
async function publishedProgram(
  parts: DemoAdvertisingParts,
  caller: Caller,
  actor: Actor,
  screenCodes: string[],
  fields: object,
): Promise<number> {
  const program = await parts.programs.add(caller, programBody.parse(fields), actor);
  await parts.programs.submit(caller, program.id, actor);
  await parts.programs.review(caller, { id: program.id, approve: true, remark: '' }, actor);
  await parts.programs.publish(
    caller,
    programPublishBody.parse({ id: program.id, devicecodes: screenCodes }),
    actor,
  );
  return program.id;
}

import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope } from './envelope';
import { flagField, idField, idOf, messageOf, promptedText, textField } from './fields';
import { updateFields } from './update-fields';

/**
 * The custom wall: an account's own layouts of widgets on a grid over the 1920×1080 stage. A
 * layout belongs to one account; shared, the accounts below it see it read-only and may copy it.
 */

/** The grid the widgets snap to: columns across the stage, rows down its body. */
export const WALL_GRID = { columns: 24, rows: 12 } as const;
export const WALL_WIDGETS_MAX = 40;
/** The widgets' JSON text of one layout, at most. */
export const WALL_LAYOUT_MAX_CHARS = 32_000;
export const WALL_LAYOUTS_PER_ACCOUNT = 50;
export const WALL_LAYOUT_NAME_MAX = 60;
export const WALL_WIDGET_TITLE_MAX = 60;
export const WALL_TEXT_MAX = 500;
export const WALL_IMAGE_URL_MAX = 1000;

/** The widgets that take no settings but their place: the other screens' panels and a clock. */
const plainWidgetKinds = [
  'headline',
  'fleet',
  'lighting',
  'energy',
  'energyTrend',
  'power',
  'map',
  'topProjects',
  'alarms',
  'tickets',
  'weather',
  'clock',
] as const;

/** The widgets a wall may hold: the other screens' panels, a device's live values, text, image, clock. */
export const wallWidgetKinds = [...plainWidgetKinds, 'device', 'text', 'image'] as const;
export type WallWidgetKind = (typeof wallWidgetKinds)[number];

const cell = (max: number) => z.number().int().min(0).max(max);
const span = (max: number) => z.number().int().min(1).max(max);

/** The fields of each kind, checked as a person sends them (`input`) or plain as the server answers them. */
function widgetUnion(input: boolean) {
  const placement = {
    id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    x: cell(WALL_GRID.columns - 1),
    y: cell(WALL_GRID.rows - 1),
    w: span(WALL_GRID.columns),
    h: span(WALL_GRID.rows),
    title: (input ? textField(WALL_WIDGET_TITLE_MAX) : z.string())
      .optional()
      .describe('the heading of a device, text, image or clock widget; the panels keep their own'),
  };
  const plain = z.strictObject({
    ...placement,
    kind: z.enum(plainWidgetKinds),
  });
  const device = z.strictObject({
    ...placement,
    kind: z.literal('device'),
    deviceid: (input ? idOf('walllayout.deviceRequired') : z.number().int()).describe(
      'the device whose live values it shows',
    ),
  });
  const text = z.strictObject({
    ...placement,
    kind: z.literal('text'),
    text: input ? textField(WALL_TEXT_MAX, { multiline: true }) : z.string(),
  });
  const image = z.strictObject({
    ...placement,
    kind: z.literal('image'),
    url: input
      ? z
          .string()
          .trim()
          .max(WALL_IMAGE_URL_MAX)
          .regex(/^https?:\/\/\S+$/i, { error: messageOf('walllayout.imageUrl') })
      : z.string(),
  });
  return z.discriminatedUnion('kind', [plain, device, text, image], {
    error: (issue) =>
      issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
        ? messageOf('walllayout.kindInvalid', { kinds: wallWidgetKinds.join(', ') })
        : undefined,
  });
}

export const wallWidget = widgetUnion(true);
/** A widget as the server answers it. */
const storedWidget = widgetUnion(false);
export type WallWidget = z.infer<typeof wallWidget>;

const overlaps = (a: WallWidget, b: WallWidget) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Where a set of widgets breaks the grid's rules: outside it, on top of each other, or an id twice. */
export function wallGridProblem(widgets: readonly WallWidget[]): string | undefined {
  const seen = new Set<string>();
  for (const [index, widget] of widgets.entries()) {
    if (seen.has(widget.id)) return messageOf('walllayout.duplicateId', { id: widget.id });
    seen.add(widget.id);
    if (widget.x + widget.w > WALL_GRID.columns || widget.y + widget.h > WALL_GRID.rows) {
      return messageOf('walllayout.outsideGrid', { id: widget.id, ...WALL_GRID });
    }
    const other = widgets.slice(0, index).find((earlier) => overlaps(earlier, widget));
    if (other) return messageOf('walllayout.overlap', { first: other.id, second: widget.id });
  }
  return undefined;
}

export const wallWidgets = z
  .array(wallWidget, { error: messageOf('walllayout.badJson') })
  .max(WALL_WIDGETS_MAX, { error: messageOf('walllayout.tooManyWidgets', { max: WALL_WIDGETS_MAX }) })
  .superRefine((widgets, ctx) => {
    const problem = wallGridProblem(widgets);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The widgets as JSON text (forms send text): parsed, then held to every rule above. */
const widgetsField = z
  .string({ error: messageOf('walllayout.badJson') })
  .max(WALL_LAYOUT_MAX_CHARS, { error: messageOf('walllayout.tooLarge', { max: WALL_LAYOUT_MAX_CHARS }) })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: messageOf('walllayout.badJson') });
      return z.NEVER;
    }
  })
  .pipe(wallWidgets)
  .describe(
    `JSON list of at most ${WALL_WIDGETS_MAX} widgets {id, kind, x, y, w, h, title?} on a ${WALL_GRID.columns}×${WALL_GRID.rows} grid, without overlaps; device widgets add deviceid, text widgets text, image widgets url`,
  );

export const wallLayout = z.object({
  id: z.number().int(),
  name: z.string(),
  widgets: z.array(storedWidget),
  shared: z.number().int().describe('1 when the accounts below the owner see it'),
  ownerid: z.number().int(),
  ownername: z.string(),
  mine: z.boolean().describe('the caller owns it and may change it; else a parent shares it'),
  updatetime: z.string(),
});
export type WallLayout = z.infer<typeof wallLayout>;

export const wallLayoutList = z.object({
  layouts: z.array(wallLayout).describe('the caller’s own first, then those its parents share, by name'),
  defaultid: z
    .number()
    .int()
    .nullable()
    .describe('the layout the wall opens with; null before one is chosen'),
});
export type WallLayoutList = z.infer<typeof wallLayoutList>;

const name = promptedText(WALL_LAYOUT_NAME_MAX, 'walllayout.nameRequired');

export const wallLayoutEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/walllayout/list',
    summary: 'The custom wall’s layouts the caller sees: its own and those its parent accounts share',
    tag: 'walllayout',
    access: 'device:list',
    response: envelope(wallLayoutList),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/walllayout/add',
    summary: 'Save a new layout of the caller’s account',
    tag: 'walllayout',
    access: 'profile:update',
    audit: 'walllayout.add',
    body: z.object({ name, widgets: widgetsField, shared: flagField.default(0) }),
    response: envelope(wallLayout),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/walllayout/update',
    summary: 'Rename a layout of the caller’s account, change its widgets or whether it is shared',
    tag: 'walllayout',
    access: 'profile:update',
    audit: 'walllayout.update',
    body: z.object({ id: idField, ...updateFields({ name, widgets: widgetsField, shared: flagField }) }),
    response: envelope(wallLayout),
  }),
  copy: endpoint({
    method: 'POST',
    path: '/remote/walllayout/copy',
    summary: 'Copy a layout the caller sees (its own or a shared one) into a new layout of its own',
    tag: 'walllayout',
    access: 'profile:update',
    audit: 'walllayout.copy',
    body: z.object({ id: idField, name }),
    response: envelope(wallLayout),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/walllayout/delete',
    summary: 'Delete a layout of the caller’s account',
    tag: 'walllayout',
    access: 'profile:update',
    audit: 'walllayout.delete',
    query: z.object({ id: idField }),
    response: emptyEnvelope,
  }),
  choose: endpoint({
    method: 'POST',
    path: '/remote/walllayout/default',
    summary: 'Choose the layout the caller’s wall opens with (its own or a shared one)',
    tag: 'walllayout',
    access: 'profile:update',
    audit: 'walllayout.default',
    body: z.object({ id: idField }),
    response: emptyEnvelope,
  }),
};

import { z } from 'zod';

/**
 * A SCADA view's drawing (spec §3 "View", §7 GraphConfig canvas content): a versioned JSON scene
 * of layers and elements, validated the same way by the editor, the runtime and the server.
 * Older versions are read through `migrateScene` (scene-migrate.ts); only the current one is written.
 */
export const SCENE_VERSION = 2;

export const CANVAS_MIN = 100;
export const CANVAS_MAX = 7680;
export const MAX_ELEMENTS = 2000;
const COORD = 20_000;

const id = z.number().int().positive().max(2_147_483_647);
export const ElementIdSchema = z.string().min(1).max(40);
/** `#rgb`, `#rrggbb`, `#rrggbbaa` or `none`: nothing a style attribute could run. */
export const ColorSchema = z.string().regex(/^(#[0-9a-fA-F]{3,8}|none)$/, { message: 'validation.color' });
const coord = z.number().finite().min(-COORD).max(COORD);
const size = z.number().finite().min(1).max(COORD);
/** The longest texts and the bounds of the property panel's numbers, read by the schemas and the editor's fields. */
export const SCENE_LIMITS = {
  /** A text element's text. */
  text: 500,
  /** A button's or a link's caption. */
  label: 60,
  unit: 16,
  prefix: 40,
  layer: 40,
  decimals: 6,
  trendMinutes: 60,
  alarmRows: 10,
} as const;
const label = z.string().max(SCENE_LIMITS.label);

/** A point of one of the project's devices (the server checks both belong to the view's project). */
export const BindingSchema = z.object({ deviceId: id, pointId: id });
export type Binding = z.infer<typeof BindingSchema>;

/** Value-to-colour: the first rule that holds colours the element; none holds, the fallback. */
export const ColorRuleSchema = z.object({
  op: z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between']),
  value: z.number().finite(),
  /** The upper end for `between` (inclusive both ends). */
  value2: z.number().finite().optional(),
  color: ColorSchema,
  label: label.optional(),
});
export type ColorRule = z.infer<typeof ColorRuleSchema>;

export const StyleSchema = z
  .object({
    fill: ColorSchema,
    stroke: ColorSchema,
    strokeWidth: z.number().min(0).max(50),
    color: ColorSchema,
    fontSize: z.number().min(6).max(400),
    fontWeight: z.enum(['normal', 'bold']),
    align: z.enum(['start', 'middle', 'end']),
    opacity: z.number().min(0).max(1),
    radius: z.number().min(0).max(1000),
  })
  .partial();
export type ElementStyle = z.infer<typeof StyleSchema>;

const base = {
  id: ElementIdSchema,
  /** The layer's id; an unknown layer reads as the first. */
  layer: z.string().max(SCENE_LIMITS.layer).optional(),
  /** A name for the layer list and `getControlsByName`. */
  name: label.optional(),
  x: coord,
  y: coord,
  w: size,
  h: size,
  /** Degrees, clockwise, about the element's centre. */
  rotation: z.number().finite().min(-360).max(360).default(0),
  style: StyleSchema.default({}),
  hidden: z.boolean().optional(),
  locked: z.boolean().optional(),
};

export const VALUE_FORMATS = ['number', 'integer', 'hex', 'binary', 'onOff', 'text'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

export const SYMBOLS = ['pump', 'valve', 'tank', 'motor', 'fan', 'pipe', 'sensor', 'plc', 'conveyor'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

const range = { min: z.number().finite().default(0), max: z.number().finite().default(100) };

export const LinkTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view'), viewId: id }),
  z.object({ type: z.literal('device'), deviceId: id }),
]);
export type LinkTarget = z.infer<typeof LinkTargetSchema>;

const leafKinds = [
  z.object({ ...base, kind: z.literal('text'), text: z.string().max(SCENE_LIMITS.text) }),
  z.object({
    ...base,
    kind: z.literal('rect'),
    binding: BindingSchema.optional(),
    rules: z.array(ColorRuleSchema).max(20).default([]),
  }),
  z.object({
    ...base,
    kind: z.literal('ellipse'),
    binding: BindingSchema.optional(),
    rules: z.array(ColorRuleSchema).max(20).default([]),
  }),
  z.object({
    ...base,
    kind: z.literal('value'),
    binding: BindingSchema.optional(),
    format: z.enum(VALUE_FORMATS).default('number'),
    /** Overrides the point's decimals. */
    decimals: z.number().int().min(0).max(SCENE_LIMITS.decimals).optional(),
    /** Shows the point's unit (default), or this unit instead. */
    showUnit: z.boolean().default(true),
    unit: z.string().max(SCENE_LIMITS.unit).optional(),
    prefix: z.string().max(SCENE_LIMITS.prefix).optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('bar'),
    binding: BindingSchema.optional(),
    ...range,
    orientation: z.enum(['horizontal', 'vertical']).default('vertical'),
  }),
  z.object({ ...base, kind: z.literal('gauge'), binding: BindingSchema.optional(), ...range }),
  z.object({ ...base, kind: z.literal('tank'), binding: BindingSchema.optional(), ...range }),
  z.object({
    ...base,
    kind: z.literal('lamp'),
    binding: BindingSchema.optional(),
    rules: z.array(ColorRuleSchema).max(20).default([]),
    shape: z.enum(['circle', 'square']).default('circle'),
  }),
  z.object({
    ...base,
    kind: z.literal('switch'),
    binding: BindingSchema.optional(),
    onValue: z.number().finite().default(1),
    offValue: z.number().finite().default(0),
    confirm: z.boolean().default(true),
  }),
  z.object({
    ...base,
    kind: z.literal('button'),
    binding: BindingSchema.optional(),
    text: label.default(''),
    /** `set` writes `value`; `prompt` asks for one (a setpoint); `toggle` flips 0/1. */
    action: z.enum(['set', 'prompt', 'toggle']).default('prompt'),
    value: z.number().finite().optional(),
    confirm: z.boolean().default(true),
  }),
  z.object({
    ...base,
    kind: z.literal('image'),
    galleryId: id.optional(),
    fit: z.enum(['contain', 'cover', 'stretch']).default('contain'),
  }),
  z.object({
    ...base,
    kind: z.literal('symbol'),
    /** A built-in symbol, or an SVG image of the gallery (sanitised on upload). */
    symbol: z.enum(SYMBOLS).optional(),
    galleryId: id.optional(),
    binding: BindingSchema.optional(),
    rules: z.array(ColorRuleSchema).max(20).default([]),
  }),
  z.object({
    ...base,
    kind: z.literal('pipe'),
    /** The line's points, relative to the element's box. */
    points: z
      .array(z.tuple([coord, coord]))
      .min(2)
      .max(200),
    /** Flows while the bound value is non-zero. */
    binding: BindingSchema.optional(),
    direction: z.enum(['forward', 'reverse']).default('forward'),
  }),
  z.object({
    ...base,
    kind: z.literal('trend'),
    bindings: z.array(BindingSchema).max(4).default([]),
    minutes: z.number().int().min(1).max(SCENE_LIMITS.trendMinutes).default(10),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
  }),
  /** The project's active alarms, newest first. */
  z.object({ ...base, kind: z.literal('alarm'), rows: z.number().int().min(1).max(SCENE_LIMITS.alarmRows).default(3) }),
  z.object({ ...base, kind: z.literal('link'), text: label.default(''), target: LinkTargetSchema.optional() }),
] as const;

const LeafSchema = z.discriminatedUnion('kind', [...leafKinds]);
export type LeafElement = z.infer<typeof LeafSchema>;

export type GroupElement = Omit<z.infer<(typeof leafKinds)[0]>, 'kind' | 'text'> & {
  kind: 'group';
  /** Children, positioned relative to the group's box. */
  children: SceneElement[];
};
export type SceneElement = LeafElement | GroupElement;
export type ElementKind = SceneElement['kind'];

export const GroupSchema: z.ZodType<GroupElement> = z.lazy(() =>
  z.object({
    ...base,
    kind: z.literal('group'),
    children: z.array(ElementSchema).max(MAX_ELEMENTS),
  }),
) as unknown as z.ZodType<GroupElement>;

export const ElementSchema: z.ZodType<SceneElement> = z.lazy(() =>
  z.union([LeafSchema, GroupSchema]),
) as unknown as z.ZodType<SceneElement>;

export const LayerSchema = z.object({
  id: z.string().min(1).max(40),
  name: label,
  visible: z.boolean().default(true),
  locked: z.boolean().default(false),
});
export type Layer = z.infer<typeof LayerSchema>;

export const SceneSchema = z
  .object({
    version: z.literal(SCENE_VERSION),
    width: z.number().int().min(CANVAS_MIN).max(CANVAS_MAX),
    height: z.number().int().min(CANVAS_MIN).max(CANVAS_MAX),
    background: ColorSchema.default('#ffffff'),
    grid: z.number().int().min(1).max(200).default(10),
    layers: z.array(LayerSchema).min(1).max(50),
    elements: z.array(ElementSchema).max(MAX_ELEMENTS),
  })
  .superRefine((scene, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    walkElements(scene.elements, (element) => {
      count += 1;
      if (seen.has(element.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateElementId', path: ['elements'] });
      seen.add(element.id);
    });
    if (count > MAX_ELEMENTS) ctx.addIssue({ code: 'custom', message: 'validation.tooManyElements', path: ['elements'] });
    const layerIds = new Set<string>();
    for (const layer of scene.layers) {
      if (layerIds.has(layer.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateLayerId', path: ['layers'] });
      layerIds.add(layer.id);
    }
  });
export type Scene = z.infer<typeof SceneSchema>;

/** Every element, groups' children included (depth first, drawing order). */
export function walkElements(
  elements: readonly SceneElement[],
  visit: (element: SceneElement, parent?: GroupElement) => void,
  parent?: GroupElement,
): void {
  for (const element of elements) {
    visit(element, parent);
    if (element.kind === 'group') walkElements(element.children, visit, element);
  }
}

/** The points a scene reads or writes, once each. */
export function sceneBindings(scene: Pick<Scene, 'elements'>): Binding[] {
  const found = new Map<number, Binding>();
  walkElements(scene.elements, (element) => {
    if ('binding' in element && element.binding) found.set(element.binding.pointId, element.binding);
    if (element.kind === 'trend') for (const binding of element.bindings) found.set(binding.pointId, binding);
  });
  return [...found.values()];
}

/** The devices a scene reads, once each, in first-use order. */
export function sceneDevices(scene: Pick<Scene, 'elements'>): number[] {
  return [...new Set(sceneBindings(scene).map((binding) => binding.deviceId))];
}

/** An empty scene of the platform's usual size. */
export function emptyScene(platform: 'pc' | 'mobile' | 'popup' = 'pc'): Scene {
  const [width, height] = platform === 'mobile' ? [390, 700] : platform === 'popup' ? [600, 400] : [1280, 720];
  return {
    version: SCENE_VERSION,
    width,
    height,
    background: '#ffffff',
    grid: 10,
    layers: [{ id: 'base', name: '', visible: true, locked: false }],
    elements: [],
  };
}

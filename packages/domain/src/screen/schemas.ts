import { z } from 'zod';
import { OverviewSchema } from '../overview/schemas.js';
import { VIEW_NAME_MAX_LENGTH, VIEW_NAME_PATTERN } from '../scada/view.js';
import { SCREEN_FITS, canPlace, type CellRect } from './layout.js';

/** The widgets a screen can hold (spec §2 /largeScreen). */
export const SCREEN_WIDGET_KINDS = [
  'title',
  'clock',
  'kpi',
  'deviceStatus',
  'alarmTicker',
  'orderFunnel',
  'lineChart',
  'barChart',
  'pieChart',
  'map',
  'scada',
  'production',
  'reliability',
] as const;
export type ScreenWidgetKind = (typeof SCREEN_WIDGET_KINDS)[number];

/** What a KPI figure shows: a fleet figure of the overview, or one point's live value. */
export const KPI_METRICS = ['devicesOnline', 'devicesTotal', 'activeAlarms', 'openOrders', 'todayOutput', 'point'] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];

/** What a pie chart divides. */
export const PIE_SOURCES = ['deviceStates', 'alarmLevels', 'orderStatuses'] as const;
export type PieSource = (typeof PIE_SOURCES)[number];

/** The span a line or bar chart covers, up to now, and the roll-up it reads. */
export const CHART_RANGES = {
  '1h': { ms: 3_600_000, bucket: '1m' },
  '24h': { ms: 86_400_000, bucket: '1h' },
  '7d': { ms: 604_800_000, bucket: '1h' },
} as const;
export type ChartRange = keyof typeof CHART_RANGES;
export const CHART_RANGE_KEYS = Object.keys(CHART_RANGES) as ChartRange[];

export const SCREEN_THEMES = ['dark', 'navy'] as const;
export type ScreenTheme = (typeof SCREEN_THEMES)[number];

export const SCREEN_DEFAULT_SIZE = { width: 1920, height: 1080 } as const;
/** Design sizes offered in the editor (any size in range is accepted). */
export const SCREEN_SIZE_PRESETS = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 2560, height: 1440 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
] as const;
export const SCREEN_WIDGETS_MAX = 40;
/** Points of one chart. */
export const SCREEN_CHART_POINTS_MAX = 4;
export const SCREEN_TITLE_MAX = 40;

const id = z.number().int().positive().max(2_147_483_647);
const cell = z.number().int().min(0).max(24);

export const ScreenNameSchema = z
  .string({ message: 'validation.screenName' })
  .trim()
  .min(1, { message: 'validation.screenName', abort: true })
  .max(VIEW_NAME_MAX_LENGTH, { message: 'validation.screenName', abort: true })
  .regex(VIEW_NAME_PATTERN, { message: 'validation.screenName' });

const TitleSchema = z.string({ message: 'validation.screenTitle' }).trim().max(SCREEN_TITLE_MAX, { message: 'validation.screenTitle' });

/** One widget: its kind, its cells and the settings its kind reads (the others absent). */
export const ScreenWidgetSchema = z
  .object({
    id: z.string({ message: 'validation.widgetId' }).regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'validation.widgetId' }),
    kind: z.enum(SCREEN_WIDGET_KINDS, { message: 'validation.widgetConfig' }),
    x: cell,
    y: cell,
    w: cell.min(1),
    h: cell.min(1),
    /** The caption above the widget (none: the kind's own). */
    title: TitleSchema.optional(),
    /** title: the text shown. */
    text: TitleSchema.optional(),
    /** kpi. */
    metric: z.enum(KPI_METRICS, { message: 'validation.widgetConfig' }).optional(),
    /** kpi with metric "point". */
    pointId: id.optional(),
    /** lineChart, barChart. */
    pointIds: z.array(id).max(SCREEN_CHART_POINTS_MAX, { message: 'validation.widgetConfig' }).optional(),
    range: z.enum(CHART_RANGE_KEYS as [ChartRange, ...ChartRange[]], { message: 'validation.widgetConfig' }).optional(),
    /** pieChart. */
    source: z.enum(PIE_SOURCES, { message: 'validation.widgetConfig' }).optional(),
    /** scada: a view of the screen's project. */
    viewId: id.optional(),
    /** production: one device of the screen's project (none: all of them). */
    deviceId: id.optional(),
  })
  .superRefine((widget, ctx) => {
    const missing = (path: string) => ctx.addIssue({ code: 'custom', message: 'validation.widgetConfig', path: [path] });
    switch (widget.kind) {
      case 'kpi':
        if (!widget.metric) missing('metric');
        else if (widget.metric === 'point' && widget.pointId === undefined) missing('pointId');
        break;
      case 'lineChart':
      case 'barChart':
        if (!widget.pointIds?.length) missing('pointIds');
        break;
      case 'pieChart':
        if (!widget.source) missing('source');
        break;
      case 'scada':
        if (widget.viewId === undefined) missing('viewId');
        break;
      case 'title':
      case 'clock':
      case 'deviceStatus':
      case 'alarmTicker':
      case 'orderFunnel':
      case 'map':
      case 'production':
      case 'reliability':
        break;
    }
  });
export type ScreenWidget = z.infer<typeof ScreenWidgetSchema>;

/** The layout of a screen: design size, fit, grid, theme and widgets (each inside the grid, none overlapping). */
export const ScreenLayoutSchema = z
  .object({
    title: TitleSchema.default(''),
    width: z
      .number({ message: 'validation.screenSize' })
      .int()
      .min(320, { message: 'validation.screenSize' })
      .max(7680, { message: 'validation.screenSize' }),
    height: z
      .number({ message: 'validation.screenSize' })
      .int()
      .min(240, { message: 'validation.screenSize' })
      .max(4320, { message: 'validation.screenSize' }),
    fit: z.enum(SCREEN_FITS, { message: 'validation.widgetConfig' }),
    theme: z.enum(SCREEN_THEMES, { message: 'validation.widgetConfig' }).default('dark'),
    rows: z
      .number({ message: 'validation.screenGrid' })
      .int()
      .min(1, { message: 'validation.screenGrid' })
      .max(24, { message: 'validation.screenGrid' }),
    columns: z
      .number({ message: 'validation.screenGrid' })
      .int()
      .min(1, { message: 'validation.screenGrid' })
      .max(24, { message: 'validation.screenGrid' }),
    widgets: z.array(ScreenWidgetSchema).max(SCREEN_WIDGETS_MAX, { message: 'validation.tooManyWidgets' }),
  })
  .superRefine((layout, ctx) => {
    const seen = new Set<string>();
    const placed: (CellRect & { id: string })[] = [];
    layout.widgets.forEach((widget, index) => {
      if (seen.has(widget.id)) ctx.addIssue({ code: 'custom', message: 'validation.widgetId', path: ['widgets', index, 'id'] });
      seen.add(widget.id);
      const grid = { rows: layout.rows, columns: layout.columns };
      if (!canPlace(widget, [], grid)) {
        ctx.addIssue({ code: 'custom', message: 'validation.widgetOutside', path: ['widgets', index] });
      } else if (!canPlace(widget, placed, grid)) {
        ctx.addIssue({ code: 'custom', message: 'validation.widgetOverlap', path: ['widgets', index] });
      }
      placed.push(widget);
    });
  });
export type ScreenLayout = z.infer<typeof ScreenLayoutSchema>;
export type ScreenLayoutInput = z.input<typeof ScreenLayoutSchema>;

export const ScreenCreateSchema = z.object({ projectId: id, name: ScreenNameSchema, layout: ScreenLayoutSchema });
export type ScreenCreate = z.infer<typeof ScreenCreateSchema>;
export const ScreenUpdateSchema = z.object({ name: ScreenNameSchema.optional(), layout: ScreenLayoutSchema.optional() });
export type ScreenUpdate = z.infer<typeof ScreenUpdateSchema>;

export const ScreenListQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type ScreenListQuery = z.infer<typeof ScreenListQuerySchema>;

export const ScreenSummarySchema = z.object({
  id,
  projectId: id,
  projectName: z.string(),
  name: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
  widgetCount: z.number(),
  /** The stored preview: a small SVG drawn from the layout when it was saved. */
  thumbnail: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ScreenSummary = z.infer<typeof ScreenSummarySchema>;

export const ScreenDetailSchema = ScreenSummarySchema.omit({ thumbnail: true }).extend({ layout: ScreenLayoutSchema });
export type ScreenDetail = z.infer<typeof ScreenDetailSchema>;

/** A bound point's newest value, formatted with its decimals and unit. */
export const ScreenReadingSchema = z.object({
  pointId: id,
  deviceId: id,
  name: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  display: z.string(),
  unit: z.string().nullable(),
  ts: z.string().nullable(),
});
export type ScreenReading = z.infer<typeof ScreenReadingSchema>;

export const ScreenSeriesSchema = z.object({
  widgetId: z.string(),
  from: z.string(),
  to: z.string(),
  bucket: z.string(),
  series: z.array(
    z.object({
      pointId: id,
      name: z.string(),
      unit: z.string().nullable(),
      points: z.array(z.object({ ts: z.string() }).catchall(z.unknown())),
    }),
  ),
});
export type ScreenSeries = z.infer<typeof ScreenSeriesSchema>;

/** A production widget's figures of today (the company's day): output against target, attainment and OEE. */
export const ScreenProductionSchema = z.object({
  widgetId: z.string(),
  day: z.string(),
  tasks: z.number(),
  target: z.number(),
  output: z.number(),
  good: z.number(),
  scrap: z.number(),
  attainment: z.number().nullable(),
  oee: z.number().nullable(),
});
export type ScreenProduction = z.infer<typeof ScreenProductionSchema>;

/** The reliability widget (issue 39): the screen project's figures over the last 30 days. */
export const SCREEN_RELIABILITY_DAYS = 30;
export const ScreenReliabilitySchema = z.object({
  widgetId: z.string(),
  failures: z.number(),
  mttrMs: z.number().nullable(),
  firstTimeFixRate: z.number().nullable(),
  repeatRepairRate: z.number().nullable(),
  availability: z.number().nullable(),
});
export type ScreenReliability = z.infer<typeof ScreenReliabilitySchema>;

/**
 * GET /screens/:id/data: everything the display draws besides the screen itself and its SCADA view,
 * keyed by the screen (a share link scoped to one screen can read this route alone).
 */
export const ScreenDataSchema = z.object({
  overview: OverviewSchema,
  readings: z.array(ScreenReadingSchema),
  series: z.array(ScreenSeriesSchema),
  production: z.array(ScreenProductionSchema),
  reliability: z.array(ScreenReliabilitySchema),
});
export type ScreenData = z.infer<typeof ScreenDataSchema>;

/** The points a layout reads (KPI and chart widgets). */
export function screenPointIds(layout: Pick<ScreenLayout, 'widgets'>): number[] {
  const ids = new Set<number>();
  for (const widget of layout.widgets) {
    if (widget.kind === 'kpi' && widget.metric === 'point' && widget.pointId !== undefined) ids.add(widget.pointId);
    if (widget.kind === 'lineChart' || widget.kind === 'barChart') widget.pointIds?.forEach((p) => ids.add(p));
  }
  return [...ids];
}

/** The devices a layout's production widgets name. */
export function screenDeviceIds(layout: Pick<ScreenLayout, 'widgets'>): number[] {
  return [...new Set(layout.widgets.flatMap((w) => (w.kind === 'production' && w.deviceId !== undefined ? [w.deviceId] : [])))];
}

/** The SCADA views a layout shows. */
export function screenViewIds(layout: Pick<ScreenLayout, 'widgets'>): number[] {
  return [...new Set(layout.widgets.flatMap((w) => (w.kind === 'scada' && w.viewId !== undefined ? [w.viewId] : [])))];
}

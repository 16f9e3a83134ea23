import { z } from 'zod';
import { XDATA_COLUMN_TYPES, XDATA_UPDATE_METHODS } from './csv.js';
import {
  XDATA_COLUMN_NAME_MAX,
  XDATA_DESCRIPTION_MAX,
  XDATA_MODEL_TABLES_MAX,
  XDATA_NAME_MAX,
  XDATA_SQL_MAX,
  XDATA_TABLE_NAME_MAX,
} from './limits.js';

/** The built-in sources: Fieldlink's own tables offered to a model, within the caller's scope. */
export const XDATA_BUILTINS = ['device_history'] as const;
export type XDataBuiltin = (typeof XDATA_BUILTINS)[number];
/** The built-in device history's columns and their types. */
export const DEVICE_HISTORY_COLUMNS = [
  { name: 'device_id', type: 'integer' },
  { name: 'device_name', type: 'text' },
  { name: 'box_id', type: 'text' },
  { name: 'point_name', type: 'text' },
  { name: 'ts', type: 'timestamp' },
  { name: 'value', type: 'number' },
] as const;

const name = z
  .string({ message: 'validation.xdataName' })
  .trim()
  .min(1, { message: 'validation.xdataName' })
  .max(XDATA_NAME_MAX, { message: 'validation.xdataName' });
const identifier = z
  .string({ message: 'validation.xdataIdentifier' })
  .min(1, { message: 'validation.xdataIdentifier' })
  .max(XDATA_TABLE_NAME_MAX, { message: 'validation.xdataIdentifier' });
const id = z.number().int().positive().max(2_147_483_647);

export const XDataColumnTypeSchema = z.enum(XDATA_COLUMN_TYPES);
export const XDataColumnSchema = z.object({ key: z.string(), name: z.string(), type: XDataColumnTypeSchema });
export type XDataColumn = z.infer<typeof XDataColumnSchema>;

/** A data source's fields (spec §3): the file comes beside them as multipart. */
export const XDataSourceFieldsSchema = z.object({
  name,
  description: z.string().max(XDATA_DESCRIPTION_MAX, { message: 'validation.xdataDescription' }).default(''),
  tableName: identifier.refine((v) => !/\s/u.test(v), { message: 'validation.xdataTableNameSpace' }),
  updateMethod: z.enum(XDATA_UPDATE_METHODS).default('replace'),
});
export type XDataSourceFields = z.infer<typeof XDataSourceFieldsSchema>;

/** Saving a source: its fields and its columns' types (the names come from the file). */
export const XDataSourceUpdateSchema = XDataSourceFieldsSchema.extend({
  columns: z.array(z.object({ key: z.string(), type: XDataColumnTypeSchema })).max(200),
});
export type XDataSourceUpdate = z.infer<typeof XDataSourceUpdateSchema>;

export const XDataSourceSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  tableName: z.string(),
  updateMethod: z.enum(XDATA_UPDATE_METHODS),
  encoding: z.string(),
  columns: z.array(XDataColumnSchema),
  rowCount: z.number(),
  updatedAt: z.string(),
});
export type XDataSource = z.infer<typeof XDataSourceSchema>;

export const XDataModelTableSchema = z.union([
  z.object({ kind: z.literal('source'), sourceId: id }),
  z.object({ kind: z.literal('builtin'), builtin: z.enum(XDATA_BUILTINS) }),
]);
export type XDataModelTable = z.infer<typeof XDataModelTableSchema>;

const columnRef = z.object({ table: identifier, column: z.string().min(1, { message: 'validation.xdataJoinCondition' }) });
export const XDataJoinSchema = z.object({ kind: z.enum(['inner', 'left']).default('inner'), left: columnRef, right: columnRef });
export type XDataJoin = z.infer<typeof XDataJoinSchema>;

export const XDataViewSchema = z.object({
  name: identifier,
  sql: z.string().min(1, { message: 'validation.xdataSql' }).max(XDATA_SQL_MAX, { message: 'validation.xdataSql' }),
});
export type XDataView = z.infer<typeof XDataViewSchema>;

const folder = z.object({ name, fields: z.array(z.string()).max(200) });
export const XDataFoldersSchema = z.object({ dimensions: z.array(folder).max(50), metrics: z.array(folder).max(50) });

const tableKey = (t: XDataModelTable) => (t.kind === 'source' ? `s${t.sourceId}` : `b${t.builtin}`);

/** A data model (spec §3); a table cannot be added twice (spec §5). Join conditions are checked against the columns by the server. */
export const XDataModelSaveSchema = z
  .object({
    name,
    tables: z.array(XDataModelTableSchema).min(1, { message: 'validation.xdataModelTables' }).max(XDATA_MODEL_TABLES_MAX),
    joins: z.array(XDataJoinSchema).max(20).default([]),
    views: z.array(XDataViewSchema).max(20).default([]),
    folders: XDataFoldersSchema.default({ dimensions: [], metrics: [] }),
  })
  .superRefine((model, ctx) => {
    const seen = new Set<string>();
    model.tables.forEach((table, i) => {
      if (seen.has(tableKey(table))) ctx.addIssue({ code: 'custom', path: ['tables', i], message: 'validation.xdataTableTwice' });
      seen.add(tableKey(table));
    });
    const views = new Set<string>();
    model.views.forEach((view, i) => {
      if (views.has(view.name)) ctx.addIssue({ code: 'custom', path: ['views', i, 'name'], message: 'validation.xdataViewTwice' });
      views.add(view.name);
    });
  });
export type XDataModelSave = z.input<typeof XDataModelSaveSchema>;
export type XDataModelBody = z.output<typeof XDataModelSaveSchema>;

export const XDataModelSchema = z.object({
  id,
  name: z.string(),
  tables: z.array(XDataModelTableSchema.and(z.object({ name: z.string(), columns: z.array(XDataColumnSchema) }))),
  joins: z.array(XDataJoinSchema),
  views: z.array(XDataViewSchema),
  folders: XDataFoldersSchema,
  updatedAt: z.string(),
});
export type XDataModel = z.infer<typeof XDataModelSchema>;

/** A model query: the joined tables (no view) or one of its custom SQL views. */
export const XDataPreviewQuerySchema = z.object({ view: z.string().max(XDATA_TABLE_NAME_MAX).optional() });
export const XDataSqlCheckSchema = z.object({ sql: XDataViewSchema.shape.sql });

export const XDataQueryResultSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.unknown())),
  /** More rows than the preview shows. */
  truncated: z.boolean(),
  /** The rows stop here because the result reached XDATA_RESULT_MAX_BYTES (this many bytes); absent when it did not. */
  cutAtBytes: z.number().int().positive().optional(),
});
export type XDataQueryResult = z.infer<typeof XDataQueryResultSchema>;

export const XDATA_WIDGET_KINDS = ['table', 'kpi', 'bar', 'line'] as const;
export const XDataWidgetSchema = z.object({
  kind: z.enum(XDATA_WIDGET_KINDS),
  title: z.string().max(XDATA_NAME_MAX).default(''),
  modelId: id,
  view: z.string().max(XDATA_TABLE_NAME_MAX).optional(),
  x: z.string().max(XDATA_COLUMN_NAME_MAX).optional(),
  y: z.string().max(XDATA_COLUMN_NAME_MAX).optional(),
});
export type XDataWidget = z.infer<typeof XDataWidgetSchema>;

/** A data screen (spec §2 xData screens): widgets built from model queries, public when isPublic. */
export const XDataScreenSaveSchema = z.object({
  name,
  groupId: id.nullable().default(null),
  isPublic: z.boolean().default(false),
  widgets: z.array(XDataWidgetSchema).max(24).default([]),
});
export type XDataScreenSave = z.input<typeof XDataScreenSaveSchema>;
export const XDataScreenSchema = z.object({
  id,
  name: z.string(),
  groupId: id.nullable(),
  isPublic: z.boolean(),
  widgets: z.array(XDataWidgetSchema),
  updatedAt: z.string(),
});
export type XDataScreen = z.infer<typeof XDataScreenSchema>;

export const XDataScreenGroupSaveSchema = z.object({ name, isPublic: z.boolean().default(false) });
export const XDataScreenGroupSchema = z.object({ id, name: z.string(), isPublic: z.boolean(), screenIds: z.array(z.number()) });
export type XDataScreenGroup = z.infer<typeof XDataScreenGroupSchema>;

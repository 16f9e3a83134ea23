/** The lengths a data source, model and screen hold, read by the schemas and the forms (no zod here). */
export const XDATA_NAME_MAX = 30;
export const XDATA_DESCRIPTION_MAX = 200;
export const XDATA_TABLE_NAME_MAX = 40;
export const XDATA_SQL_MAX = 5000;
export const XDATA_MODEL_TABLES_MAX = 10;
/** A screen widget's label or value column. */
export const XDATA_COLUMN_NAME_MAX = 100;

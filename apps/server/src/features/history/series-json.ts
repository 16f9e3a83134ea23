/**
 * History answers written straight as JSON text from the roll-up columns: no object per value and no
 * JSON.stringify of a tree. The text is exactly what JSON.stringify gave for the same series of
 * `{ ts, min, max, avg, last }` objects (the shape the web client and its schema read).
 */

/** A number as JSON writes it (NaN and infinities are null). */
export function jsonNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

export interface BucketColumns {
  /** Bucket starts, ms since the epoch. */
  ts: ArrayLike<number>;
  values: { min: ArrayLike<number>; max: ArrayLike<number>; avg: ArrayLike<number>; last: ArrayLike<number> };
}

/** `[{"ts":"<ISO>","min":..,"max":..,"avg":..,"last":..},...]` of one series' columns. */
export function bucketSeriesJson({ ts, values: { min, max, avg, last } }: BucketColumns): string {
  const at = new Date(0);
  let text = '[';
  for (let i = 0; i < ts.length; i++) {
    at.setTime(ts[i]!);
    if (i > 0) text += ',';
    text += `{"ts":"${at.toISOString()}","min":${jsonNumber(min[i]!)},"max":${jsonNumber(max[i]!)},"avg":${jsonNumber(avg[i]!)},"last":${jsonNumber(last[i]!)}}`;
  }
  return `${text}]`;
}

/** An object's JSON with one more property whose value is JSON text already. */
export function withJsonProperty(head: object, key: string, json: string): string {
  const text = JSON.stringify(head);
  return `${text.length > 2 ? `${text.slice(0, -1)},` : '{'}${JSON.stringify(key)}:${json}}`;
}

/** The success envelope of docs/API.md around data that is JSON text already. */
export function okJson(dataJson: string, message = 'ok'): string {
  return withJsonProperty({ code: 200, message }, 'data', dataJson);
}

/**
 * JSON text as a reply's payload of the route's declared answer `T`. Fastify sends a string of a JSON
 * content type as it is: the route's response schema types and documents the answer and is not run on
 * the text (which `bucketSeriesJson` and `withJsonProperty` write in that shape).
 */
export function jsonPayload<T>(text: string): T {
  return text as unknown as T;
}

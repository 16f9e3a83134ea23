import { SCENE_LIMITS, SYMBOLS, VALUE_FORMATS, type SceneElement } from '@fieldlink/domain';
import { builtKey, type CatalogKey } from '../../../../i18n/useTranslation';

type Option = readonly [value: string, label: CatalogKey];

/** One field of the property panel that only some kinds have, read from and written to the element's `key`. */
export type KindField =
  | {
      type: 'number';
      key: string;
      label: CatalogKey;
      testId: string;
      min?: number;
      max?: number;
      precision?: number;
      /** Clearing the field unsets the value. */
      clearable?: boolean;
      /** Empty, the point's own setting applies (the placeholder says so). */
      fromPoint?: boolean;
    }
  | { type: 'text'; key: string; label: CatalogKey; testId: string; maxLength: number; /** '' unsets it. */ optional?: boolean }
  | { type: 'select'; key: string; label: CatalogKey; testId: string; options: readonly Option[] }
  | { type: 'check'; key: string; label: CatalogKey; testId: string }
  /** Side by side. */
  | { type: 'row'; fields: readonly KindField[] }
  /** Shown while the element's `key` is `is`. */
  | { type: 'when'; key: string; is: string; field: KindField }
  | { type: 'image'; svgOnly: boolean }
  | { type: 'symbol' }
  | { type: 'link' };

const options = (values: readonly string[], prefix: string): Option[] =>
  values.map((value) => [value, builtKey(`${prefix}.${value}`)] as const);

const range: KindField = {
  type: 'row',
  fields: [
    { type: 'number', key: 'min', label: 'scadaEditor:props.min', testId: 'prop-min' },
    { type: 'number', key: 'max', label: 'scadaEditor:props.max', testId: 'prop-max' },
  ],
};
const confirm: KindField = { type: 'check', key: 'confirm', label: 'scadaEditor:props.confirm', testId: 'prop-confirm' };
const caption = (maxLength: number): KindField => ({
  type: 'text',
  key: 'text',
  label: 'scadaEditor:props.text',
  testId: 'prop-text',
  maxLength,
});

/** The fields of each kind, in the panel's order (the limits are the scene schema's). */
export const KIND_FIELDS: Record<SceneElement['kind'], readonly KindField[]> = {
  text: [caption(SCENE_LIMITS.text)],
  value: [
    {
      type: 'select',
      key: 'format',
      label: 'scadaEditor:props.format',
      testId: 'prop-format',
      options: options(VALUE_FORMATS, 'scadaEditor:props.formats'),
    },
    {
      type: 'row',
      fields: [
        {
          type: 'number',
          key: 'decimals',
          label: 'scadaEditor:props.decimals',
          testId: 'prop-decimals',
          min: 0,
          max: SCENE_LIMITS.decimals,
          precision: 0,
          clearable: true,
          fromPoint: true,
        },
        { type: 'text', key: 'unit', label: 'scadaEditor:props.unit', testId: 'prop-unit', maxLength: SCENE_LIMITS.unit, optional: true },
      ],
    },
    {
      type: 'text',
      key: 'prefix',
      label: 'scadaEditor:props.prefix',
      testId: 'prop-prefix',
      maxLength: SCENE_LIMITS.prefix,
      optional: true,
    },
    { type: 'check', key: 'showUnit', label: 'scadaEditor:props.showUnit', testId: 'prop-show-unit' },
  ],
  bar: [
    range,
    {
      type: 'select',
      key: 'orientation',
      label: 'scadaEditor:props.orientation',
      testId: 'prop-orientation',
      options: [
        ['vertical', 'scadaEditor:props.vertical'],
        ['horizontal', 'scadaEditor:props.horizontal'],
      ],
    },
  ],
  gauge: [range],
  tank: [range],
  lamp: [
    {
      type: 'select',
      key: 'shape',
      label: 'scadaEditor:props.shape',
      testId: 'prop-shape',
      options: [
        ['circle', 'scadaEditor:props.circle'],
        ['square', 'scadaEditor:props.square'],
      ],
    },
  ],
  switch: [
    {
      type: 'row',
      fields: [
        { type: 'number', key: 'onValue', label: 'scadaEditor:props.onValue', testId: 'prop-on-value' },
        { type: 'number', key: 'offValue', label: 'scadaEditor:props.offValue', testId: 'prop-off-value' },
      ],
    },
    confirm,
  ],
  button: [
    caption(SCENE_LIMITS.label),
    {
      type: 'select',
      key: 'action',
      label: 'scadaEditor:props.action',
      testId: 'prop-action',
      options: options(['prompt', 'set', 'toggle'], 'scadaEditor:props.actions'),
    },
    {
      type: 'when',
      key: 'action',
      is: 'set',
      field: { type: 'number', key: 'value', label: 'scadaEditor:props.value', testId: 'prop-value' },
    },
    confirm,
  ],
  image: [
    { type: 'image', svgOnly: false },
    {
      type: 'select',
      key: 'fit',
      label: 'scadaEditor:props.fit',
      testId: 'prop-fit',
      options: options(['contain', 'cover', 'stretch'], 'scadaEditor:props.fits'),
    },
  ],
  symbol: [{ type: 'symbol' }],
  pipe: [
    {
      type: 'select',
      key: 'direction',
      label: 'scadaEditor:props.direction',
      testId: 'prop-direction',
      options: [
        ['forward', 'scadaEditor:props.forward'],
        ['reverse', 'scadaEditor:props.reverse'],
      ],
    },
  ],
  trend: [
    {
      type: 'number',
      key: 'minutes',
      label: 'scadaEditor:props.minutes',
      testId: 'prop-minutes',
      min: 1,
      max: SCENE_LIMITS.trendMinutes,
      precision: 0,
    },
    {
      type: 'row',
      fields: [
        { type: 'number', key: 'min', label: 'scadaEditor:props.min', testId: 'prop-min', clearable: true },
        { type: 'number', key: 'max', label: 'scadaEditor:props.max', testId: 'prop-max', clearable: true },
      ],
    },
  ],
  alarm: [
    {
      type: 'number',
      key: 'rows',
      label: 'scadaEditor:props.rows',
      testId: 'prop-rows',
      min: 1,
      max: SCENE_LIMITS.alarmRows,
      precision: 0,
    },
  ],
  link: [caption(SCENE_LIMITS.label), { type: 'link' }],
  rect: [],
  ellipse: [],
  group: [],
};

/** The symbols a symbol element may show: the built-in ones, as `SYMBOLS` lists them. */
export const SYMBOL_OPTIONS = options(SYMBOLS, 'scadaEditor:palette.symbols');

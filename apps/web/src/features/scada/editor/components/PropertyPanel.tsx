import { SCENE_LIMITS } from '@fieldlink/domain';
import { PlusOutlined } from '@ant-design/icons';
import type { Binding, ElementStyle, Scene, SceneElement, ViewSummary } from '@fieldlink/domain';
import { Button, Divider, Flex, Typography } from 'antd';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { EditorAction } from '../model/editorState';
import { bindingUse } from '../utils/bindingFilter';
import type { GalleryImage } from '../editorApi';
import { BindingPicker, type DeviceChoice } from './BindingPicker';
import { ColorRulesEditor } from './ColorRulesEditor';
import { CanvasFields } from './CanvasFields';
import { CheckField, ColorField, Field, NumberField, Row, SelectField, TextField } from './fields';
import { KindFields } from './KindFields';

type StyleKey = keyof ElementStyle;
const TEXT: StyleKey[] = ['color', 'fontSize', 'fontWeight', 'align'];
/** The style a kind draws with (the rest would do nothing). */
const STYLE_KEYS: Record<SceneElement['kind'], StyleKey[]> = {
  text: TEXT,
  rect: ['fill', 'stroke', 'strokeWidth', 'radius'],
  ellipse: ['fill', 'stroke', 'strokeWidth'],
  value: [...TEXT, 'fill'],
  bar: ['fill', 'stroke'],
  gauge: ['fill', 'color'],
  tank: ['fill', 'stroke'],
  lamp: ['fill', 'stroke'],
  switch: ['fill'],
  button: [...TEXT, 'fill', 'radius'],
  image: [],
  symbol: ['fill'],
  pipe: ['stroke', 'strokeWidth', 'fill'],
  trend: ['fill', 'stroke', 'color'],
  alarm: ['fill', 'color', 'fontSize'],
  link: TEXT,
  group: [],
};

export interface PropertyPanelProps {
  scene: Scene;
  selected: readonly SceneElement[];
  dispatch: Dispatch<EditorAction>;
  editable: boolean;
  devices: readonly DeviceChoice[];
  views: readonly ViewSummary[];
  images: readonly GalleryImage[];
  onOpenGallery(): void;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Divider titlePlacement="start" plain style={{ margin: '12px 0 8px', fontSize: 12 }}>
        {title}
      </Divider>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </>
  );
}

/** The selected element's properties (one), a count (several), or the canvas (none). */
export function PropertyPanel({ scene, selected, dispatch, editable, devices, views, images, onOpenGallery }: PropertyPanelProps) {
  const { t } = useTranslation();
  if (selected.length === 0) {
    return (
      <div data-testid="property-panel">
        <Typography.Paragraph type="secondary">{t('scadaEditor:props.none')}</Typography.Paragraph>
        <Section title={t('scadaEditor:props.canvas')}>
          <CanvasFields scene={scene} dispatch={dispatch} disabled={!editable} />
        </Section>
      </div>
    );
  }
  if (selected.length > 1) {
    return (
      <Typography.Paragraph data-testid="property-panel">
        {t('scadaEditor:props.multiple', { count: selected.length })}
      </Typography.Paragraph>
    );
  }
  const element = selected[0]!;
  const disabled = !editable;
  const update = (patch: Partial<SceneElement>) => dispatch({ type: 'update', id: element.id, patch });
  const style = (patch: ElementStyle) =>
    dispatch({ type: 'update', id: element.id, patch: { style: patch }, coalesce: `${element.id}:style.${Object.keys(patch).join(',')}` });
  const use = bindingUse(element.kind);
  const keys = STYLE_KEYS[element.kind];

  return (
    <div data-testid="property-panel" data-element-kind={element.kind}>
      <Typography.Text strong>{t(`scadaEditor:palette.kinds.${element.kind}`)}</Typography.Text>
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }} data-testid="prop-id">
        {element.id}
      </Typography.Text>
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        <TextField
          label={t('scadaEditor:props.name')}
          value={element.name}
          maxLength={SCENE_LIMITS.label}
          onChange={(name) => update({ name: name || undefined })}
          disabled={disabled}
          testId="prop-name"
        />
      </Flex>
      <Section title={t('scadaEditor:props.geometry')}>
        <Row>
          <NumberField
            label={t('scadaEditor:props.x')}
            value={element.x}
            precision={0}
            onChange={(x) => update({ x })}
            disabled={disabled}
            testId="prop-x"
          />
          <NumberField
            label={t('scadaEditor:props.y')}
            value={element.y}
            precision={0}
            onChange={(y) => update({ y })}
            disabled={disabled}
            testId="prop-y"
          />
        </Row>
        <Row>
          <NumberField
            label={t('scadaEditor:props.w')}
            value={element.w}
            min={1}
            precision={0}
            onChange={(w) => update({ w })}
            disabled={disabled}
            testId="prop-w"
          />
          <NumberField
            label={t('scadaEditor:props.h')}
            value={element.h}
            min={1}
            precision={0}
            onChange={(h) => update({ h })}
            disabled={disabled}
            testId="prop-h"
          />
        </Row>
        <NumberField
          label={t('scadaEditor:props.rotation')}
          value={element.rotation}
          min={-360}
          max={360}
          onChange={(rotation) => update({ rotation })}
          disabled={disabled}
          testId="prop-rotation"
        />
      </Section>
      {use && (
        <Section title={t('scadaEditor:binding.title')}>
          {element.kind === 'trend' ? (
            <TrendBindings
              bindings={element.bindings}
              devices={devices}
              disabled={disabled}
              onChange={(bindings) => update({ bindings })}
            />
          ) : (
            <BindingPicker
              key={element.id}
              devices={devices}
              use={use}
              value={'binding' in element ? element.binding : undefined}
              onChange={(binding) => update({ binding })}
              disabled={disabled}
            />
          )}
        </Section>
      )}
      <Section title={t('scadaEditor:props.content')}>
        <KindFields
          element={element}
          update={update}
          disabled={disabled}
          devices={devices}
          views={views}
          images={images}
          onOpenGallery={onOpenGallery}
        />
        {'rules' in element && (
          <Field label={t('scadaEditor:props.rules')}>
            <ColorRulesEditor rules={element.rules} onChange={(rules) => update({ rules })} disabled={disabled} />
          </Field>
        )}
        <Row>
          <CheckField
            label={t('scadaEditor:props.locked')}
            value={element.locked}
            onChange={(locked) => update({ locked: locked || undefined })}
            disabled={disabled}
            testId="prop-locked"
          />
          <CheckField
            label={t('scadaEditor:props.hidden')}
            value={element.hidden}
            onChange={(hidden) => update({ hidden: hidden || undefined })}
            disabled={disabled}
            testId="prop-hidden"
          />
        </Row>
      </Section>
      {keys.length > 0 && (
        <Section title={t('scadaEditor:props.style')}>
          <Row>
            {keys.includes('fill') && (
              <ColorField
                label={t('scadaEditor:props.fill')}
                value={element.style.fill}
                onChange={(fill) => style({ fill })}
                disabled={disabled}
                testId="prop-fill"
              />
            )}
            {keys.includes('stroke') && (
              <ColorField
                label={t('scadaEditor:props.stroke')}
                value={element.style.stroke}
                onChange={(stroke) => style({ stroke })}
                disabled={disabled}
                testId="prop-stroke"
              />
            )}
            {keys.includes('color') && (
              <ColorField
                label={t('scadaEditor:props.color')}
                value={element.style.color}
                onChange={(color) => style({ color })}
                disabled={disabled}
                testId="prop-color"
              />
            )}
          </Row>
          <Row>
            {keys.includes('strokeWidth') && (
              <NumberField
                label={t('scadaEditor:props.strokeWidth')}
                value={element.style.strokeWidth}
                min={0}
                max={50}
                onChange={(strokeWidth) => style({ strokeWidth })}
                disabled={disabled}
                testId="prop-stroke-width"
              />
            )}
            {keys.includes('fontSize') && (
              <NumberField
                label={t('scadaEditor:props.fontSize')}
                value={element.style.fontSize}
                min={6}
                max={400}
                onChange={(fontSize) => style({ fontSize })}
                disabled={disabled}
                testId="prop-font-size"
              />
            )}
            {keys.includes('radius') && (
              <NumberField
                label={t('scadaEditor:props.radius')}
                value={element.style.radius}
                min={0}
                max={1000}
                onChange={(radius) => style({ radius })}
                disabled={disabled}
                testId="prop-radius"
              />
            )}
          </Row>
          {keys.includes('align') && (
            <Row>
              <SelectField
                label={t('scadaEditor:props.align')}
                value={element.style.align ?? 'middle'}
                options={[
                  { value: 'start', label: t('scadaEditor:props.alignStart') },
                  { value: 'middle', label: t('scadaEditor:props.alignMiddle') },
                  { value: 'end', label: t('scadaEditor:props.alignEnd') },
                ]}
                onChange={(align) => style({ align })}
                disabled={disabled}
                testId="prop-align"
              />
              <Field label={t('scadaEditor:props.bold')}>
                <CheckField
                  label=""
                  value={element.style.fontWeight === 'bold'}
                  onChange={(bold) => style({ fontWeight: bold ? 'bold' : 'normal' })}
                  disabled={disabled}
                  testId="prop-bold"
                />
              </Field>
            </Row>
          )}
          <NumberField
            label={t('scadaEditor:props.opacity')}
            value={element.style.opacity ?? 1}
            min={0}
            max={1}
            step={0.1}
            onChange={(opacity) => style({ opacity })}
            disabled={disabled}
            testId="prop-opacity"
          />
        </Section>
      )}
    </div>
  );
}

/** A trend's lines: up to four bound points. */
function TrendBindings({
  bindings,
  devices,
  disabled,
  onChange,
}: {
  bindings: readonly Binding[];
  devices: readonly DeviceChoice[];
  disabled: boolean;
  onChange(bindings: Binding[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('scadaEditor:props.trendPoints')}
      </Typography.Text>
      {bindings.map((binding, index) => (
        <BindingPicker
          key={`${index}:${binding.pointId}`}
          devices={devices}
          use="number"
          value={binding}
          disabled={disabled}
          testId={`binding-${index}`}
          onChange={(next) =>
            onChange(next ? bindings.map((b, at) => (at === index ? next : b)) : bindings.filter((_b, at) => at !== index))
          }
        />
      ))}
      {bindings.length < 4 && (
        <BindingPicker
          key={`new-${bindings.length}`}
          devices={devices}
          use="number"
          value={undefined}
          disabled={disabled}
          testId={`binding-${bindings.length}`}
          onChange={(next) => next && onChange([...bindings, next])}
        />
      )}
      {bindings.length >= 4 && (
        <Button size="small" icon={<PlusOutlined />} disabled>
          {t('scadaEditor:props.addTrendPoint')}
        </Button>
      )}
    </Flex>
  );
}

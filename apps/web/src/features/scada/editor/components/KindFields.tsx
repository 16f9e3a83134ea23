import { PictureOutlined } from '@ant-design/icons';
import { SYMBOLS, VALUE_FORMATS, type LinkTarget, type SceneElement, type ViewSummary } from '@fieldlink/domain';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { GalleryImage } from '../editorApi';
import type { DeviceChoice } from './BindingPicker';
import { CheckField, Field, NumberField, Row, SelectField, TextField } from './fields';

export interface KindFieldsProps {
  element: SceneElement;
  update(patch: Partial<SceneElement>): void;
  disabled: boolean;
  devices: readonly DeviceChoice[];
  views: readonly ViewSummary[];
  images: readonly GalleryImage[];
  onOpenGallery(): void;
}

/** The fields only some kinds have: text, format, range, switch values, button action, link, image, symbol. */
export function KindFields({ element, update, disabled, devices, views, images, onOpenGallery }: KindFieldsProps) {
  const { t } = useTranslation();
  const fromPoint = t('scadaEditor:props.fromPoint');
  const range = (el: { min: number; max: number }) => (
    <Row>
      <NumberField
        label={t('scadaEditor:props.min')}
        value={el.min}
        onChange={(min) => update({ min })}
        disabled={disabled}
        testId="prop-min"
      />
      <NumberField
        label={t('scadaEditor:props.max')}
        value={el.max}
        onChange={(max) => update({ max })}
        disabled={disabled}
        testId="prop-max"
      />
    </Row>
  );
  const imagePicker = (galleryId: number | undefined, svgOnly: boolean) => (
    <Field label={t('scadaEditor:props.image')}>
      <Flex gap={4}>
        <Select
          size="small"
          allowClear
          style={{ flex: 1, minWidth: 0 }}
          placeholder={t('scadaEditor:props.noImage')}
          value={galleryId}
          disabled={disabled}
          onChange={(id?: number) => update({ galleryId: id ?? undefined })}
          options={images.filter((image) => !svgOnly || image.type === 'svg').map((image) => ({ value: image.id, label: image.name }))}
          data-testid="prop-image"
        />
        <Button
          size="small"
          icon={<PictureOutlined />}
          onClick={onOpenGallery}
          title={t('scadaEditor:props.pickImage')}
          aria-label={t('scadaEditor:props.pickImage')}
        />
      </Flex>
    </Field>
  );

  switch (element.kind) {
    case 'text':
      return (
        <TextField
          label={t('scadaEditor:props.text')}
          value={element.text}
          maxLength={500}
          onChange={(text) => update({ text })}
          disabled={disabled}
          testId="prop-text"
        />
      );
    case 'value':
      return (
        <>
          <SelectField
            label={t('scadaEditor:props.format')}
            value={element.format}
            options={VALUE_FORMATS.map((format) => ({ value: format, label: t(`scadaEditor:props.formats.${format}`) }))}
            onChange={(format) => update({ format })}
            disabled={disabled}
            testId="prop-format"
          />
          <Row>
            <NumberField
              label={t('scadaEditor:props.decimals')}
              value={element.decimals}
              min={0}
              max={6}
              precision={0}
              clearable
              placeholder={fromPoint}
              onChange={(decimals) => update({ decimals })}
              disabled={disabled}
              testId="prop-decimals"
            />
            <TextField
              label={t('scadaEditor:props.unit')}
              value={element.unit}
              maxLength={16}
              onChange={(unit) => update({ unit: unit || undefined })}
              disabled={disabled}
              testId="prop-unit"
            />
          </Row>
          <TextField
            label={t('scadaEditor:props.prefix')}
            value={element.prefix}
            maxLength={40}
            onChange={(prefix) => update({ prefix: prefix || undefined })}
            disabled={disabled}
            testId="prop-prefix"
          />
          <CheckField
            label={t('scadaEditor:props.showUnit')}
            value={element.showUnit}
            onChange={(showUnit) => update({ showUnit })}
            disabled={disabled}
            testId="prop-show-unit"
          />
        </>
      );
    case 'bar':
      return (
        <>
          {range(element)}
          <SelectField
            label={t('scadaEditor:props.orientation')}
            value={element.orientation}
            options={[
              { value: 'vertical', label: t('scadaEditor:props.vertical') },
              { value: 'horizontal', label: t('scadaEditor:props.horizontal') },
            ]}
            onChange={(orientation) => update({ orientation })}
            disabled={disabled}
            testId="prop-orientation"
          />
        </>
      );
    case 'gauge':
    case 'tank':
      return range(element);
    case 'lamp':
      return (
        <SelectField
          label={t('scadaEditor:props.shape')}
          value={element.shape}
          options={[
            { value: 'circle', label: t('scadaEditor:props.circle') },
            { value: 'square', label: t('scadaEditor:props.square') },
          ]}
          onChange={(shape) => update({ shape })}
          disabled={disabled}
          testId="prop-shape"
        />
      );
    case 'switch':
      return (
        <>
          <Row>
            <NumberField
              label={t('scadaEditor:props.onValue')}
              value={element.onValue}
              onChange={(onValue) => update({ onValue })}
              disabled={disabled}
              testId="prop-on-value"
            />
            <NumberField
              label={t('scadaEditor:props.offValue')}
              value={element.offValue}
              onChange={(offValue) => update({ offValue })}
              disabled={disabled}
              testId="prop-off-value"
            />
          </Row>
          <CheckField
            label={t('scadaEditor:props.confirm')}
            value={element.confirm}
            onChange={(confirm) => update({ confirm })}
            disabled={disabled}
            testId="prop-confirm"
          />
        </>
      );
    case 'button':
      return (
        <>
          <TextField
            label={t('scadaEditor:props.text')}
            value={element.text}
            maxLength={60}
            onChange={(text) => update({ text })}
            disabled={disabled}
            testId="prop-text"
          />
          <SelectField
            label={t('scadaEditor:props.action')}
            value={element.action}
            options={(['prompt', 'set', 'toggle'] as const).map((action) => ({
              value: action,
              label: t(`scadaEditor:props.actions.${action}`),
            }))}
            onChange={(action) => update({ action })}
            disabled={disabled}
            testId="prop-action"
          />
          {element.action === 'set' && (
            <NumberField
              label={t('scadaEditor:props.value')}
              value={element.value}
              onChange={(value) => update({ value })}
              disabled={disabled}
              testId="prop-value"
            />
          )}
          <CheckField
            label={t('scadaEditor:props.confirm')}
            value={element.confirm}
            onChange={(confirm) => update({ confirm })}
            disabled={disabled}
            testId="prop-confirm"
          />
        </>
      );
    case 'image':
      return (
        <>
          {imagePicker(element.galleryId, false)}
          <SelectField
            label={t('scadaEditor:props.fit')}
            value={element.fit}
            options={(['contain', 'cover', 'stretch'] as const).map((fit) => ({ value: fit, label: t(`scadaEditor:props.fits.${fit}`) }))}
            onChange={(fit) => update({ fit })}
            disabled={disabled}
            testId="prop-fit"
          />
        </>
      );
    case 'symbol':
      return (
        <>
          <SelectField<string>
            label={t('scadaEditor:props.symbol')}
            value={element.symbol ?? (element.galleryId ? `gallery:${element.galleryId}` : undefined)}
            options={[
              ...SYMBOLS.map((symbol) => ({ value: symbol as string, label: t(`scadaEditor:palette.symbols.${symbol}`) })),
              ...images.filter((image) => image.type === 'svg').map((image) => ({ value: `gallery:${image.id}`, label: image.name })),
            ]}
            onChange={(value) =>
              value.startsWith('gallery:')
                ? update({ symbol: undefined, galleryId: Number(value.slice(8)) })
                : update({ symbol: value as (typeof SYMBOLS)[number], galleryId: undefined })
            }
            disabled={disabled}
            testId="prop-symbol"
          />
        </>
      );
    case 'pipe':
      return (
        <SelectField
          label={t('scadaEditor:props.direction')}
          value={element.direction}
          options={[
            { value: 'forward', label: t('scadaEditor:props.forward') },
            { value: 'reverse', label: t('scadaEditor:props.reverse') },
          ]}
          onChange={(direction) => update({ direction })}
          disabled={disabled}
          testId="prop-direction"
        />
      );
    case 'trend':
      return (
        <>
          <NumberField
            label={t('scadaEditor:props.minutes')}
            value={element.minutes}
            min={1}
            max={60}
            precision={0}
            onChange={(minutes) => update({ minutes })}
            disabled={disabled}
            testId="prop-minutes"
          />
          <Row>
            <NumberField
              label={t('scadaEditor:props.min')}
              value={element.min}
              clearable
              onChange={(min) => update({ min })}
              disabled={disabled}
              testId="prop-min"
            />
            <NumberField
              label={t('scadaEditor:props.max')}
              value={element.max}
              clearable
              onChange={(max) => update({ max })}
              disabled={disabled}
              testId="prop-max"
            />
          </Row>
        </>
      );
    case 'alarm':
      return (
        <NumberField
          label={t('scadaEditor:props.rows')}
          value={element.rows}
          min={1}
          max={10}
          precision={0}
          onChange={(rows) => update({ rows })}
          disabled={disabled}
          testId="prop-rows"
        />
      );
    case 'link':
      return (
        <>
          <TextField
            label={t('scadaEditor:props.text')}
            value={element.text}
            maxLength={60}
            onChange={(text) => update({ text })}
            disabled={disabled}
            testId="prop-text"
          />
          <LinkTargetField
            target={element.target}
            onChange={(target) => update({ target })}
            disabled={disabled}
            devices={devices}
            views={views}
          />
        </>
      );
    case 'rect':
    case 'ellipse':
    case 'group':
      return null;
  }
}

/** A link's target: one of this project's views, or one of its devices. */
function LinkTargetField({
  target,
  onChange,
  disabled,
  devices,
  views,
}: {
  target: LinkTarget | undefined;
  onChange(target: LinkTarget | undefined): void;
  disabled: boolean;
  devices: readonly DeviceChoice[];
  views: readonly ViewSummary[];
}) {
  const { t } = useTranslation();
  const value = target ? (target.type === 'view' ? `view:${target.viewId}` : `device:${target.deviceId}`) : '';
  return (
    <Field label={t('scadaEditor:props.link')}>
      <Select
        size="small"
        value={value}
        disabled={disabled}
        onChange={(choice: string) => {
          const [type, id] = choice.split(':');
          if (type === 'view') onChange({ type: 'view', viewId: Number(id) });
          else if (type === 'device') onChange({ type: 'device', deviceId: Number(id) });
          else onChange(undefined);
        }}
        options={[
          { value: '', label: t('scadaEditor:props.linkNone') },
          { label: t('scadaEditor:props.linkView'), options: views.map((view) => ({ value: `view:${view.id}`, label: view.name })) },
          {
            label: t('scadaEditor:props.linkDevice'),
            options: devices.map((device) => ({ value: `device:${device.id}`, label: device.name })),
          },
        ]}
        data-testid="prop-link-target"
      />
    </Field>
  );
}

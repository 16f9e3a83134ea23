import { PictureOutlined } from '@ant-design/icons';
import type { LinkTarget, SceneElement, SYMBOLS, ViewSummary } from '@fieldlink/domain';
import { Button, Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { GalleryImage } from '../editorApi';
import type { DeviceChoice } from './BindingPicker';
import { CheckField, Field, NumberField, Row, SelectField, TextField } from './fields';
import { KIND_FIELDS, SYMBOL_OPTIONS, type KindField } from './kindFieldTable';

export interface KindFieldsProps {
  element: SceneElement;
  update(patch: Partial<SceneElement>): void;
  disabled: boolean;
  devices: readonly DeviceChoice[];
  views: readonly ViewSummary[];
  images: readonly GalleryImage[];
  onOpenGallery(): void;
}

/** The fields only some kinds have (KIND_FIELDS): text, format, range, switch values, button action, link, image, symbol. */
export function KindFields({ element, update, disabled, devices, views, images, onOpenGallery }: KindFieldsProps) {
  const { t } = useTranslation();
  const values = element as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) => update({ [key]: value } as Partial<SceneElement>);

  const render = (field: KindField, index: number): ReactNode => {
    switch (field.type) {
      case 'number':
        return (
          <NumberField
            key={index}
            label={t(field.label)}
            value={values[field.key] as number | undefined}
            min={field.min}
            max={field.max}
            precision={field.precision}
            clearable={field.clearable}
            placeholder={field.fromPoint ? t('scadaEditor:props.fromPoint') : undefined}
            onChange={(value) => set(field.key, value)}
            disabled={disabled}
            testId={field.testId}
          />
        );
      case 'text':
        return (
          <TextField
            key={index}
            label={t(field.label)}
            value={values[field.key] as string | undefined}
            maxLength={field.maxLength}
            onChange={(value) => set(field.key, field.optional ? value || undefined : value)}
            disabled={disabled}
            testId={field.testId}
          />
        );
      case 'select':
        return (
          <SelectField<string>
            key={index}
            label={t(field.label)}
            value={values[field.key] as string}
            options={field.options.map(([value, label]) => ({ value, label: t(label) }))}
            onChange={(value) => set(field.key, value)}
            disabled={disabled}
            testId={field.testId}
          />
        );
      case 'check':
        return (
          <CheckField
            key={index}
            label={t(field.label)}
            value={values[field.key] as boolean}
            onChange={(value) => set(field.key, value)}
            disabled={disabled}
            testId={field.testId}
          />
        );
      case 'row':
        return <Row key={index}>{field.fields.map(render)}</Row>;
      case 'when':
        return values[field.key] === field.is ? render(field.field, index) : null;
      case 'image':
        return (
          <ImagePicker
            key={index}
            galleryId={values.galleryId as number | undefined}
            images={images.filter((image) => !field.svgOnly || image.type === 'svg')}
            onChange={(galleryId) => update({ galleryId })}
            onOpenGallery={onOpenGallery}
            disabled={disabled}
          />
        );
      case 'symbol': {
        const symbol = values.symbol as string | undefined;
        const galleryId = values.galleryId as number | undefined;
        return (
          <SelectField<string>
            key={index}
            label={t('scadaEditor:props.symbol')}
            value={symbol ?? (galleryId ? `gallery:${galleryId}` : undefined)}
            options={[
              ...SYMBOL_OPTIONS.map(([value, label]) => ({ value, label: t(label) })),
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
        );
      }
      case 'link':
        return (
          <LinkTargetField
            key={index}
            target={values.target as LinkTarget | undefined}
            onChange={(target) => update({ target })}
            disabled={disabled}
            devices={devices}
            views={views}
          />
        );
    }
  };

  const fields = KIND_FIELDS[element.kind];
  return fields.length === 0 ? null : <>{fields.map(render)}</>;
}

/** An image of the gallery, or none; the button beside opens the gallery. */
function ImagePicker({
  galleryId,
  images,
  onChange,
  onOpenGallery,
  disabled,
}: {
  galleryId: number | undefined;
  images: readonly GalleryImage[];
  onChange(galleryId: number | undefined): void;
  onOpenGallery(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('scadaEditor:props.image')}>
      <Flex gap={4}>
        <Select
          size="small"
          allowClear
          style={{ flex: 1, minWidth: 0 }}
          placeholder={t('scadaEditor:props.noImage')}
          value={galleryId}
          disabled={disabled}
          onChange={(id?: number) => onChange(id ?? undefined)}
          options={images.map((image) => ({ value: image.id, label: image.name }))}
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

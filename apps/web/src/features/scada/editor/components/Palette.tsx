import {
  AlertOutlined,
  BarChartOutlined,
  BorderOutlined,
  BulbOutlined,
  DashboardOutlined,
  FieldNumberOutlined,
  FontSizeOutlined,
  LineChartOutlined,
  LinkOutlined,
  MinusOutlined,
  PictureOutlined,
  PoweroffOutlined,
  AimOutlined,
  ExperimentOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { SYMBOLS } from '@fieldlink/domain';
import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import { SYMBOL_COMPONENTS } from '../../index';
import type { PaletteItem, PaletteKind } from '../model/elementFactory';
import type { GalleryImage } from '../editorApi';
import { PALETTE_MIME } from './EditorCanvas';

const ICONS: Partial<Record<PaletteKind, ReactNode>> = {
  text: <FontSizeOutlined />,
  rect: <BorderOutlined />,
  ellipse: <AimOutlined />,
  value: <FieldNumberOutlined />,
  bar: <BarChartOutlined />,
  gauge: <DashboardOutlined />,
  tank: <ExperimentOutlined />,
  lamp: <BulbOutlined />,
  switch: <PoweroffOutlined />,
  button: <PlayCircleOutlined />,
  image: <PictureOutlined />,
  pipe: <MinusOutlined />,
  trend: <LineChartOutlined />,
  alarm: <AlertOutlined />,
  link: <LinkOutlined />,
};

const GROUPS: { key: string; kinds: PaletteKind[] }[] = [
  { key: 'basic', kinds: ['text', 'rect', 'ellipse'] },
  { key: 'display', kinds: ['value', 'bar', 'gauge', 'tank', 'lamp'] },
  { key: 'control', kinds: ['switch', 'button'] },
];
const OTHER: PaletteKind[] = ['trend', 'alarm', 'link', 'pipe'];

export interface PaletteProps {
  editable: boolean;
  images: readonly GalleryImage[];
  thumbnails: Record<number, string>;
  onAdd(item: PaletteItem): void;
}

function Tile({
  item,
  label,
  icon,
  testId,
  editable,
  onAdd,
}: {
  item: PaletteItem;
  label: string;
  icon: ReactNode;
  testId: string;
  editable: boolean;
  onAdd(item: PaletteItem): void;
}) {
  return (
    <button
      type="button"
      draggable={editable}
      disabled={!editable}
      onDragStart={(event) => {
        event.dataTransfer.setData(PALETTE_MIME, JSON.stringify(item));
        event.dataTransfer.effectAllowed = 'copy';
      }}
      onClick={(event) => {
        onAdd(item);
        // Keys go back to the editor (space pans, Delete deletes), not to this tile.
        event.currentTarget.blur();
      }}
      data-testid={testId}
      title={label}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        height: 64,
        padding: 4,
        border: '1px solid #e3e7ee',
        borderRadius: 6,
        background: '#fff',
        cursor: editable ? 'grab' : 'not-allowed',
        fontSize: 12,
        color: '#334155',
        overflow: 'hidden',
      }}
    >
      <span style={{ fontSize: 20, lineHeight: 1, display: 'flex' }}>{icon}</span>
      <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
    </button>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 6 } as const;

/** The elements to draw with, grouped; drag one onto the canvas or click it to add it in the middle. */
export function Palette({ editable, images, thumbnails, onAdd }: PaletteProps) {
  const { t } = useTranslation();
  const kindTile = (kind: PaletteKind) => (
    <Tile
      key={kind}
      item={{ kind }}
      label={t(builtKey(`scadaEditor:palette.kinds.${kind}`))}
      icon={ICONS[kind]}
      testId={`palette-item-${kind}`}
      editable={editable}
      onAdd={onAdd}
    />
  );
  const items = [
    ...GROUPS.map((group) => ({
      key: group.key,
      label: t(builtKey(`scadaEditor:palette.groups.${group.key}`)),
      children: <div style={grid}>{group.kinds.map(kindTile)}</div>,
    })),
    {
      key: 'symbol',
      label: t('scadaEditor:palette.groups.symbol'),
      children: (
        <div style={grid}>
          {SYMBOLS.map((symbol) => {
            const Symbol = SYMBOL_COMPONENTS[symbol];
            return (
              <Tile
                key={symbol}
                item={{ kind: 'symbol', symbol }}
                label={t(builtKey(`scadaEditor:palette.symbols.${symbol}`))}
                icon={<Symbol width={28} height={28} fill="#22c55e" />}
                testId={`palette-item-symbol-${symbol}`}
                editable={editable}
                onAdd={onAdd}
              />
            );
          })}
        </div>
      ),
    },
    {
      key: 'media',
      label: t('scadaEditor:palette.groups.media'),
      children: (
        <>
          <div style={grid}>
            {kindTile('image')}
            {images.map((image) => (
              <Tile
                key={image.id}
                item={{ kind: 'image', galleryId: image.id }}
                label={image.name}
                icon={
                  thumbnails[image.id] ? (
                    <img src={thumbnails[image.id]} alt="" style={{ width: 28, height: 28, objectFit: 'contain' }} />
                  ) : (
                    <PictureOutlined />
                  )
                }
                testId={`palette-item-image-${image.id}`}
                editable={editable}
                onAdd={onAdd}
              />
            ))}
          </div>
          {images.length === 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('scadaEditor:palette.noImages')}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'other', label: t('scadaEditor:palette.groups.other'), children: <div style={grid}>{OTHER.map(kindTile)}</div> },
  ];
  return (
    <div
      data-testid="editor-palette"
      style={{ width: 236, flex: 'none', overflowY: 'auto', borderRight: '1px solid #eef0f4', background: '#fafbfc' }}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 12px' }}>
        {t('scadaEditor:palette.hint')}
      </Typography.Paragraph>
      <Collapse size="small" ghost defaultActiveKey={['basic', 'display', 'control', 'symbol', 'media', 'other']} items={items} />
    </div>
  );
}

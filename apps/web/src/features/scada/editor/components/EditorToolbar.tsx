import {
  AlignCenterOutlined,
  AppstoreOutlined,
  ArrowLeftOutlined,
  BlockOutlined,
  CopyOutlined,
  DeleteOutlined,
  ExpandOutlined,
  EyeOutlined,
  GroupOutlined,
  PictureOutlined,
  RedoOutlined,
  SaveOutlined,
  ScissorOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UngroupOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
  SwapOutlined,
  BgColorsOutlined,
} from '@ant-design/icons';
import { Badge, Button, Divider, Dropdown, Flex, Popover, Tag, Tooltip, Typography } from 'antd';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation, type CatalogKey } from '../../../../i18n/useTranslation';
import { canRedo, canUndo, type EditorAction, type EditorState } from '../model/editorState';
import type { Align, Order } from '../model/sceneOps';
import { CanvasFields } from './CanvasFields';

export interface EditorToolbarProps {
  name: string;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  zoom: number;
  onZoom(step: 'in' | 'out' | 'fit'): void;
  onSave(): void;
  onPreview(): void;
  onGallery(): void;
  onBack(): void;
}

function Tool({
  title,
  icon,
  onClick,
  disabled,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <Button size="small" type="text" icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={testId}>
        {children}
      </Button>
    </Tooltip>
  );
}

const ALIGN_ITEMS: { key: Align; label: CatalogKey }[] = [
  { key: 'left', label: 'scadaEditor:toolbar.alignLeft' },
  { key: 'centre', label: 'scadaEditor:toolbar.alignCentre' },
  { key: 'right', label: 'scadaEditor:toolbar.alignRight' },
  { key: 'top', label: 'scadaEditor:toolbar.alignTop' },
  { key: 'middle', label: 'scadaEditor:toolbar.alignMiddle' },
  { key: 'bottom', label: 'scadaEditor:toolbar.alignBottom' },
];
const ORDER_ITEMS: { key: Order; label: CatalogKey }[] = [
  { key: 'front', label: 'scadaEditor:toolbar.front' },
  { key: 'forward', label: 'scadaEditor:toolbar.forward' },
  { key: 'backward', label: 'scadaEditor:toolbar.backward' },
  { key: 'back', label: 'scadaEditor:toolbar.back' },
];

/** The editor's commands: history, clipboard, arrangement, grid and canvas, zoom, preview, save. */
export function EditorToolbar({
  name,
  state,
  dispatch,
  editable,
  dirty,
  saving,
  zoom,
  onZoom,
  onSave,
  onPreview,
  onGallery,
  onBack,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const count = state.selection.length;
  const none = !editable || count === 0;
  const selectedGroup = state.scene.elements.some((element) => state.selection.includes(element.id) && element.kind === 'group');
  const divider = <Divider orientation="vertical" style={{ margin: '0 2px' }} />;

  return (
    <Flex
      align="center"
      gap={2}
      wrap
      style={{ padding: '6px 8px', borderBottom: '1px solid #eef0f4', background: '#fff' }}
      data-testid="editor-toolbar"
    >
      <Tool title={t('scadaEditor:editor.back')} icon={<ArrowLeftOutlined />} onClick={onBack} testId="editor-back" />
      <Typography.Text strong ellipsis style={{ margin: '0 8px', maxWidth: 140 }} data-testid="editor-view-name">
        {name}
      </Typography.Text>
      {dirty ? (
        <Badge status="warning" text={t('scadaEditor:editor.unsaved')} data-testid="editor-dirty" />
      ) : (
        <Badge status="success" text={t('scadaEditor:editor.allSaved')} />
      )}
      {!editable && <Tag style={{ marginLeft: 8 }}>{t('scadaEditor:editor.readOnly')}</Tag>}
      {divider}
      <Tool
        title={t('scadaEditor:toolbar.undo')}
        icon={<UndoOutlined />}
        onClick={() => dispatch({ type: 'undo' })}
        disabled={!editable || !canUndo(state)}
        testId="editor-undo"
      />
      <Tool
        title={t('scadaEditor:toolbar.redo')}
        icon={<RedoOutlined />}
        onClick={() => dispatch({ type: 'redo' })}
        disabled={!editable || !canRedo(state)}
        testId="editor-redo"
      />
      {divider}
      <Tool
        title={t('scadaEditor:toolbar.copy')}
        icon={<CopyOutlined />}
        onClick={() => dispatch({ type: 'copy' })}
        disabled={count === 0}
        testId="editor-copy"
      />
      <Tool
        title={t('scadaEditor:toolbar.cut')}
        icon={<ScissorOutlined />}
        onClick={() => dispatch({ type: 'cut' })}
        disabled={none}
        testId="editor-cut"
      />
      <Tool
        title={t('scadaEditor:toolbar.paste')}
        icon={<SnippetsOutlined />}
        onClick={() => dispatch({ type: 'paste' })}
        disabled={!editable || state.clipboard.length === 0}
        testId="editor-paste"
      />
      <Tool
        title={t('scadaEditor:toolbar.duplicate')}
        icon={<BlockOutlined />}
        onClick={() => dispatch({ type: 'duplicate' })}
        disabled={none}
        testId="editor-duplicate"
      />
      <Tool
        title={t('scadaEditor:toolbar.delete')}
        icon={<DeleteOutlined />}
        onClick={() => dispatch({ type: 'delete' })}
        disabled={none}
        testId="editor-delete"
      />
      {divider}
      <Dropdown
        disabled={!editable || count < 2}
        menu={{
          items: [
            ...ALIGN_ITEMS.map((item) => ({ key: item.key, label: t(item.label), 'data-testid': `editor-align-${item.key}` })),
            { type: 'divider' as const },
            {
              key: 'horizontal',
              label: t('scadaEditor:toolbar.distributeH'),
              disabled: count < 3,
              'data-testid': 'editor-distribute-horizontal',
            },
            {
              key: 'vertical',
              label: t('scadaEditor:toolbar.distributeV'),
              disabled: count < 3,
              'data-testid': 'editor-distribute-vertical',
            },
          ],
          onClick: ({ key }) =>
            key === 'horizontal' || key === 'vertical'
              ? dispatch({ type: 'distribute', axis: key })
              : dispatch({ type: 'align', how: key as Align }),
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<AlignCenterOutlined />}
          title={t('scadaEditor:toolbar.align')}
          aria-label={t('scadaEditor:toolbar.align')}
          data-testid="editor-align"
        />
      </Dropdown>
      <Dropdown
        disabled={none}
        menu={{
          items: ORDER_ITEMS.map((item) => ({ key: item.key, label: t(item.label), 'data-testid': `editor-order-${item.key}` })),
          onClick: ({ key }) => dispatch({ type: 'order', to: key as Order }),
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<SwapOutlined rotate={90} />}
          title={t('scadaEditor:toolbar.order')}
          aria-label={t('scadaEditor:toolbar.order')}
          data-testid="editor-order"
        />
      </Dropdown>
      <Tool
        title={t('scadaEditor:toolbar.group')}
        icon={<GroupOutlined />}
        onClick={() => dispatch({ type: 'group' })}
        disabled={!editable || count < 2}
        testId="editor-group"
      />
      <Tool
        title={t('scadaEditor:toolbar.ungroup')}
        icon={<UngroupOutlined />}
        onClick={() => dispatch({ type: 'ungroup' })}
        disabled={!editable || !selectedGroup}
        testId="editor-ungroup"
      />
      {divider}
      <Tooltip title={t('scadaEditor:toolbar.snap')}>
        <Button
          size="small"
          type={state.snap ? 'primary' : 'text'}
          ghost={state.snap}
          icon={<AppstoreOutlined />}
          onClick={() => dispatch({ type: 'toggleSnap' })}
          aria-pressed={state.snap}
          data-testid="editor-snap"
        >
          {state.scene.grid}
        </Button>
      </Tooltip>
      <Popover
        trigger="click"
        title={t('scadaEditor:toolbar.canvas')}
        content={
          <div style={{ width: 240 }}>
            <CanvasFields scene={state.scene} dispatch={dispatch} disabled={!editable} />
          </div>
        }
      >
        <Button size="small" type="text" icon={<BgColorsOutlined />} data-testid="editor-canvas-settings">
          {state.scene.width}×{state.scene.height}
        </Button>
      </Popover>
      {divider}
      <Tool title={t('scadaEditor:toolbar.zoomOut')} icon={<ZoomOutOutlined />} onClick={() => onZoom('out')} testId="editor-zoom-out" />
      <Typography.Text style={{ width: 44, textAlign: 'center', fontSize: 12 }} data-testid="editor-zoom">
        {Math.round(zoom * 100)}%
      </Typography.Text>
      <Tool title={t('scadaEditor:toolbar.zoomIn')} icon={<ZoomInOutlined />} onClick={() => onZoom('in')} testId="editor-zoom-in" />
      <Tool title={t('scadaEditor:toolbar.fit')} icon={<ExpandOutlined />} onClick={() => onZoom('fit')} testId="editor-zoom-fit" />
      <Flex gap={6} style={{ marginLeft: 'auto' }}>
        <Tooltip title={t('scadaEditor:toolbar.gallery')}>
          <Button
            size="small"
            icon={<PictureOutlined />}
            onClick={onGallery}
            aria-label={t('scadaEditor:toolbar.gallery')}
            data-testid="editor-gallery"
          />
        </Tooltip>
        <Tooltip title={t('scadaEditor:toolbar.preview')}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={onPreview}
            aria-label={t('scadaEditor:toolbar.preview')}
            data-testid="editor-preview"
          />
        </Tooltip>
        <Button
          size="small"
          type="primary"
          icon={<SaveOutlined />}
          onClick={onSave}
          loading={saving}
          disabled={!editable || !dirty}
          data-testid="editor-save"
        >
          {t('scadaEditor:toolbar.saveLabel')}
        </Button>
      </Flex>
    </Flex>
  );
}

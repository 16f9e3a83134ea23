import { SCENE_LIMITS } from '@fieldlink/domain';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  PlusOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
} from '@ant-design/icons';
import type { Scene } from '@fieldlink/domain';
import { Button, Flex, Radio, Tooltip, Typography } from 'antd';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { EditorAction } from '../model/editorState';
import { layerOf } from '../model/elementFactory';

export interface LayersPanelProps {
  scene: Scene;
  activeLayer: string;
  selection: readonly string[];
  dispatch: Dispatch<EditorAction>;
  editable: boolean;
}

function IconButton({
  title,
  icon,
  onClick,
  disabled,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button size="small" type="text" icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={testId} />
    </Tooltip>
  );
}

/**
 * The layers, front first: the active one takes new elements; each can be renamed, hidden, locked,
 * moved, deleted, or take the selection. Under each, its elements (click to select, lock, hide).
 */
export function LayersPanel({ scene, activeLayer, selection, dispatch, editable }: LayersPanelProps) {
  const { t } = useTranslation();
  const layers = [...scene.layers].reverse();
  return (
    <Flex vertical gap={8} data-testid="layers-panel">
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={!editable}
        data-testid="layer-add"
        onClick={() => dispatch({ type: 'addLayer', name: t('scadaEditor:layers.defaultName', { n: scene.layers.length + 1 }) })}
      >
        {t('scadaEditor:layers.add')}
      </Button>
      <Radio.Group
        value={activeLayer}
        onChange={(event) => dispatch({ type: 'setActiveLayer', id: event.target.value as string })}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={6}>
          {layers.map((layer) => {
            const index = scene.layers.indexOf(layer);
            const elements = scene.elements.filter((element) => layerOf(scene, element) === layer.id);
            return (
              <div
                key={layer.id}
                data-testid={`layer-${layer.id}`}
                style={{
                  border: '1px solid #eef0f4',
                  borderRadius: 6,
                  padding: '4px 6px',
                  background: layer.id === activeLayer ? '#f0f5ff' : '#fff',
                }}
              >
                <Flex align="center" gap={2}>
                  <Tooltip title={t('scadaEditor:layers.active')}>
                    <Radio value={layer.id} data-testid={`layer-active-${layer.id}`} />
                  </Tooltip>
                  <Typography.Text
                    style={{ flex: 1, minWidth: 0 }}
                    ellipsis
                    editable={
                      editable
                        ? {
                            onChange: (name) => dispatch({ type: 'updateLayer', id: layer.id, patch: { name } }),
                            tooltip: t('scadaEditor:layers.rename'),
                            maxLength: SCENE_LIMITS.label,
                          }
                        : false
                    }
                  >
                    {layer.name || (index === 0 ? t('scadaEditor:layers.base') : t('scadaEditor:layers.defaultName', { n: index + 1 }))}
                  </Typography.Text>
                  <IconButton
                    title={layer.visible ? t('scadaEditor:layers.hide') : t('scadaEditor:layers.show')}
                    icon={layer.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                    onClick={() => dispatch({ type: 'updateLayer', id: layer.id, patch: { visible: !layer.visible } })}
                    disabled={!editable}
                    testId={`layer-visible-${layer.id}`}
                  />
                  <IconButton
                    title={layer.locked ? t('scadaEditor:layers.unlock') : t('scadaEditor:layers.lock')}
                    icon={layer.locked ? <LockOutlined /> : <UnlockOutlined />}
                    onClick={() => dispatch({ type: 'updateLayer', id: layer.id, patch: { locked: !layer.locked } })}
                    disabled={!editable}
                    testId={`layer-lock-${layer.id}`}
                  />
                  <IconButton
                    title={t('scadaEditor:layers.up')}
                    icon={<ArrowUpOutlined />}
                    onClick={() => dispatch({ type: 'moveLayer', id: layer.id, step: 1 })}
                    disabled={!editable || index === scene.layers.length - 1}
                    testId={`layer-up-${layer.id}`}
                  />
                  <IconButton
                    title={t('scadaEditor:layers.down')}
                    icon={<ArrowDownOutlined />}
                    onClick={() => dispatch({ type: 'moveLayer', id: layer.id, step: -1 })}
                    disabled={!editable || index === 0}
                    testId={`layer-down-${layer.id}`}
                  />
                  <IconButton
                    title={t('scadaEditor:layers.moveHere')}
                    icon={<VerticalAlignBottomOutlined />}
                    onClick={() => dispatch({ type: 'moveToLayer', layer: layer.id })}
                    disabled={!editable || selection.length === 0}
                    testId={`layer-move-here-${layer.id}`}
                  />
                  <IconButton
                    title={t('scadaEditor:layers.remove')}
                    icon={<DeleteOutlined />}
                    onClick={() => dispatch({ type: 'removeLayer', id: layer.id })}
                    disabled={!editable || scene.layers.length === 1}
                    testId={`layer-remove-${layer.id}`}
                  />
                </Flex>
                <Flex vertical style={{ paddingLeft: 24 }}>
                  {elements.length === 0 && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('scadaEditor:layers.empty')}
                    </Typography.Text>
                  )}
                  {[...elements].reverse().map((element) => (
                    <Flex key={element.id} align="center" gap={2} style={{ fontSize: 12 }}>
                      <Typography.Link
                        style={{ flex: 1, minWidth: 0, fontSize: 12, fontWeight: selection.includes(element.id) ? 600 : 400 }}
                        ellipsis
                        onClick={() => dispatch({ type: 'select', ids: [element.id] })}
                        data-testid={`layer-element-${element.id}`}
                      >
                        {element.name || `${t(`scadaEditor:palette.kinds.${element.kind}`)} ${element.id}`}
                      </Typography.Link>
                      <IconButton
                        title={element.hidden ? t('scadaEditor:layers.show') : t('scadaEditor:layers.hide')}
                        icon={element.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                        onClick={() => dispatch({ type: 'update', id: element.id, patch: { hidden: element.hidden ? undefined : true } })}
                        disabled={!editable}
                        testId={`element-visible-${element.id}`}
                      />
                      <IconButton
                        title={element.locked ? t('scadaEditor:layers.unlock') : t('scadaEditor:layers.lock')}
                        icon={element.locked ? <LockOutlined /> : <UnlockOutlined />}
                        onClick={() => dispatch({ type: 'update', id: element.id, patch: { locked: element.locked ? undefined : true } })}
                        disabled={!editable}
                        testId={`element-lock-${element.id}`}
                      />
                    </Flex>
                  ))}
                </Flex>
              </div>
            );
          })}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}

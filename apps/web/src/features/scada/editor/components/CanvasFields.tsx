import { CANVAS_MAX, CANVAS_MIN, type Scene } from '@fieldlink/domain';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { EditorAction } from '../model/editorState';
import { ColorField, NumberField, Row } from './fields';

/** The canvas's size, background and grid (the scene's limits). */
export function CanvasFields({ scene, dispatch, disabled }: { scene: Scene; dispatch: Dispatch<EditorAction>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Row>
        <NumberField
          label={t('scadaEditor:toolbar.width')}
          value={scene.width}
          min={CANVAS_MIN}
          max={CANVAS_MAX}
          precision={0}
          onChange={(width) => width !== undefined && dispatch({ type: 'setCanvas', patch: { width } })}
          disabled={disabled}
          testId="canvas-width"
        />
        <NumberField
          label={t('scadaEditor:toolbar.height')}
          value={scene.height}
          min={CANVAS_MIN}
          max={CANVAS_MAX}
          precision={0}
          onChange={(height) => height !== undefined && dispatch({ type: 'setCanvas', patch: { height } })}
          disabled={disabled}
          testId="canvas-height"
        />
      </Row>
      <Row>
        <ColorField
          label={t('scadaEditor:toolbar.background')}
          value={scene.background}
          onChange={(background) => dispatch({ type: 'setCanvas', patch: { background } })}
          disabled={disabled}
          testId="canvas-background"
        />
        <NumberField
          label={t('scadaEditor:toolbar.grid')}
          value={scene.grid}
          min={1}
          max={200}
          precision={0}
          onChange={(grid) => grid !== undefined && dispatch({ type: 'setCanvas', patch: { grid } })}
          disabled={disabled}
          testId="canvas-grid"
        />
      </Row>
    </>
  );
}

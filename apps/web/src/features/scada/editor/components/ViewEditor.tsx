import { walkElements, type ViewDetail } from '@fieldlink/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Spin, Tabs } from 'antd';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { ApiError } from '../../../../lib/http/ApiError';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { usePageLabel } from '../../../../lib/navigation/PageLabel';
import { usePermission } from '../../../access';
import { devicesApi } from '../../../devices';
import { editorApi, type GalleryImage } from '../editorApi';
import { useEditorShortcuts } from '../hooks/useEditorShortcuts';
import { useImageUrls } from '../hooks/useImageUrls';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { editorReducer, initialEditorState, isDirty, selectedElements } from '../model/editorState';
import type { DefaultWords, PaletteItem } from '../model/elementFactory';
import { fitViewport, toScene, zoomAt, ZOOM_STEP, type Viewport } from '../model/viewport';
import { EditorCanvas } from './EditorCanvas';
import { EditorToolbar } from './EditorToolbar';
import { GalleryDrawer, galleryQueryKey } from './GalleryDrawer';
import { LayersPanel } from './LayersPanel';
import { Palette } from './Palette';
import { PreviewModal } from './PreviewModal';
import { PropertyPanel } from './PropertyPanel';
import { viewsQueryKey } from './ViewList';

/** The editor fills the content area under the header and tag bar (56 + 40) less its padding. */
const EDITOR_HEIGHT = 'calc(100vh - 128px)';

export interface ViewEditorProps {
  viewId: number;
  onBack(projectId?: number): void;
}

/** Loads a view and opens it in the editor; a reload (after a save conflict) starts over from the server's copy. */
export function ViewEditor({ viewId, onBack }: ViewEditorProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [generation, setGeneration] = useState(0);
  const view = useQuery({
    queryKey: ['scada', 'editor', 'view', viewId],
    queryFn: () => editorApi.view(client, viewId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  usePageLabel(view.data?.name);
  if (view.isError) {
    return (
      <Result
        status="warning"
        title={t('scadaEditor:editor.notFound')}
        extra={<Button onClick={() => onBack()}>{t('scadaEditor:editor.back')}</Button>}
      />
    );
  }
  if (!view.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const reload = async () => {
    await view.refetch();
    setGeneration((current) => current + 1);
  };
  return <EditorWorkspace key={generation} view={view.data} onReload={reload} onBack={() => onBack(view.data.projectId)} />;
}

function EditorWorkspace({ view, onReload, onBack }: { view: ViewDetail; onReload(): Promise<void>; onBack(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const editable = usePermission('shape').can('edit');
  const [state, dispatch] = useReducer(editorReducer, view.scene, initialEditorState);
  const latest = useRef(state);
  latest.current = state;
  const version = useRef(view.version);
  const [saving, setSaving] = useState(false);
  const [viewport, setViewport] = useState<Viewport>({ zoom: 1, panX: 24, panY: 24 });
  const area = useRef<{ width: number; height: number } | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [panel, setPanel] = useState('properties');
  const dirty = isDirty(state);

  const devices = useQuery({
    queryKey: ['devices', 'project', view.projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId: view.projectId }, true),
  });
  const views = useQuery({ queryKey: viewsQueryKey(view.projectId), queryFn: () => editorApi.views(client, view.projectId) });
  const gallery = useQuery({ queryKey: galleryQueryKey, queryFn: () => editorApi.gallery(client) });
  const images = useMemo<GalleryImage[]>(() => [...(gallery.data?.company ?? []), ...(gallery.data?.system ?? [])], [gallery.data]);
  const usedImages = useMemo(() => {
    const ids: number[] = [];
    walkElements(state.scene.elements, (element) => {
      if ((element.kind === 'image' || element.kind === 'symbol') && element.galleryId) ids.push(element.galleryId);
    });
    return ids;
  }, [state.scene.elements]);
  const urls = useImageUrls([...usedImages, ...images.map((image) => image.id)]);
  const galleryUrl = useCallback((id: number) => urls[id], [urls]);
  const deviceChoices = useMemo(() => (devices.data?.items ?? []).map((device) => ({ id: device.id, name: device.name })), [devices.data]);
  const words = useMemo<DefaultWords>(
    () => ({ text: t('scadaEditor:defaults.text'), button: t('scadaEditor:defaults.button'), link: t('scadaEditor:defaults.link') }),
    [t],
  );

  const fit = useCallback(() => {
    if (area.current) setViewport(fitViewport(latest.current.scene, area.current));
  }, []);
  // The canvas fits its area until the user zooms or pans: the area settles over the first frames
  // (panels and the menu laying out), and a fit taken on the first size left the scene cut off.
  const autoFit = useRef(true);
  const onArea = useCallback(
    (size: { width: number; height: number }) => {
      area.current = size;
      if (autoFit.current) fit();
    },
    [fit],
  );
  const moveViewport = useCallback((change: Viewport | ((current: Viewport) => Viewport)) => {
    autoFit.current = false;
    setViewport(change);
  }, []);
  const zoom = (step: 'in' | 'out' | 'fit') => {
    if (step === 'fit') return fit();
    autoFit.current = false;
    const centre = area.current ? { x: area.current.width / 2, y: area.current.height / 2 } : { x: 0, y: 0 };
    setViewport((current) => zoomAt(current, step === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP, centre));
  };
  const centre = () => (area.current ? toScene(viewport, { x: area.current.width / 2, y: area.current.height / 2 }) : undefined);
  const add = (item: PaletteItem) => dispatch({ type: 'add', item, words, at: centre() });

  const save = async () => {
    if (!editable || saving) return;
    const scene = latest.current.scene;
    setSaving(true);
    try {
      const saved = await editorApi.update(client, view.id, { version: version.current, scene });
      version.current = saved.version;
      dispatch({ type: 'saved', scene });
      void message.success(t('scadaEditor:editor.saved'));
      void queryClient.invalidateQueries({ queryKey: viewsQueryKey(view.projectId) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        modal.confirm({
          title: t('scadaEditor:editor.conflictTitle'),
          content: t('scadaEditor:editor.conflict'),
          okText: t('scadaEditor:editor.reload'),
          okButtonProps: { 'data-testid': 'editor-conflict-reload' },
          cancelText: t('scadaEditor:editor.keepEditing'),
          onOk: onReload,
        });
      } else {
        void message.error((error instanceof Error && error.message) || t('errors:http.generic'));
      }
    } finally {
      setSaving(false);
    }
  };

  useEditorShortcuts({
    dispatch,
    save: () => void save(),
    escape: () => dispatch(latest.current.gesture ? { type: 'cancelGesture' } : { type: 'clearSelection' }),
    editable,
  });
  useUnsavedChangesGuard(dirty);

  const useImage = (image: GalleryImage) => {
    const [only] = selectedElements(state);
    if (state.selection.length === 1 && only?.kind === 'image') dispatch({ type: 'update', id: only.id, patch: { galleryId: image.id } });
    else if (state.selection.length === 1 && only?.kind === 'symbol' && image.type === 'svg')
      dispatch({ type: 'update', id: only.id, patch: { galleryId: image.id, symbol: undefined } });
    else add({ kind: 'image', galleryId: image.id });
    setGalleryOpen(false);
  };

  return (
    <div
      data-testid="view-editor"
      style={{
        height: EDITOR_HEIGHT,
        minHeight: 480,
        display: 'flex',
        flexDirection: 'column',
        background: '#fff',
        border: '1px solid #eef0f4',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      <EditorToolbar
        name={view.name}
        state={state}
        dispatch={dispatch}
        editable={editable}
        dirty={dirty}
        saving={saving}
        zoom={viewport.zoom}
        onZoom={zoom}
        onSave={() => void save()}
        onPreview={() => setPreviewOpen(true)}
        onGallery={() => setGalleryOpen(true)}
        onBack={onBack}
      />
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Palette editable={editable} images={images} thumbnails={urls} onAdd={add} />
        <EditorCanvas
          state={state}
          dispatch={dispatch}
          viewport={viewport}
          onViewport={moveViewport}
          onArea={onArea}
          editable={editable}
          words={words}
          gallery={galleryUrl}
        />
        <div style={{ width: 300, flex: 'none', borderLeft: '1px solid #eef0f4', overflowY: 'auto', padding: '0 12px 12px' }}>
          <Tabs
            size="small"
            activeKey={panel}
            onChange={setPanel}
            items={[
              {
                key: 'properties',
                label: t('scadaEditor:props.title'),
                children: (
                  <PropertyPanel
                    scene={state.scene}
                    selected={selectedElements(state)}
                    dispatch={dispatch}
                    editable={editable}
                    devices={deviceChoices}
                    views={(views.data ?? []).filter((candidate) => candidate.id !== view.id)}
                    images={images}
                    onOpenGallery={() => setGalleryOpen(true)}
                  />
                ),
              },
              {
                key: 'layers',
                label: t('scadaEditor:layers.title'),
                children: (
                  <LayersPanel
                    scene={state.scene}
                    activeLayer={state.activeLayer}
                    selection={state.selection}
                    dispatch={dispatch}
                    editable={editable}
                  />
                ),
              },
            ]}
          />
        </div>
      </div>
      <GalleryDrawer open={galleryOpen} onClose={() => setGalleryOpen(false)} gallery={gallery.data} onUse={useImage} editable={editable} />
      <PreviewModal
        open={previewOpen}
        name={view.name}
        scene={state.scene}
        projectId={view.projectId}
        onClose={() => setPreviewOpen(false)}
      />
    </div>
  );
}

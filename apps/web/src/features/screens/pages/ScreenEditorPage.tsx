import { ArrowLeftOutlined, FundProjectionScreenOutlined, SaveOutlined } from '@ant-design/icons';
import { SCREEN_WIDGET_KINDS, ScreenCreateSchema, type ScreenLayout, type ScreenWidget, type ScreenWidgetKind } from '@fieldlink/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Space, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useProjectOptions } from '../../project-refs';
import { ShareButton } from '../../share-links';
import { useUnsavedChangesGuard } from '../../scada';
import { screensApi } from '../api/screensApi';
import { EditorCanvas } from '../components/EditorCanvas';
import { ScreenSettings } from '../components/ScreenSettings';
import { WidgetProperties } from '../components/WidgetProperties';
import { useProjectBindings } from '../hooks/useProjectBindings';
import { addWidget, emptyLayout, placeWidget, removeWidget, resizeGrid, updateWidget } from '../utils/layoutEdit';
import { SCREEN_LIST_PATH, screenDisplayPath, screenEditorPath } from '../utils/screenPaths';

/** The screen editor (spec §2 /large/large_config?screenId=), desktop: palette, grid canvas, settings. */
export function ScreenEditorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const raw = Number(params.get('screenId'));
  const screenId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const loaded = useQuery({
    queryKey: ['screens', 'detail', screenId],
    queryFn: () => screensApi.get(client, screenId!),
    enabled: screenId !== undefined,
    retry: false,
  });
  const projects = useProjectOptions();
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState<number>();
  const [layout, setLayout] = useState<ScreenLayout>(emptyLayout);
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('screen');
  // A new screen, once saved, reopens under its id (after the render that cleared `dirty`, so the guard lets it go).
  const [created, setCreated] = useState<number>();
  useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (created !== undefined && !dirty) void navigate(screenEditorPath(created), { replace: true });
  }, [created, dirty, navigate]);

  useEffect(() => {
    if (!loaded.data) return;
    setName(loaded.data.name);
    setProjectId(loaded.data.projectId);
    setLayout(loaded.data.layout);
    setDirty(false);
  }, [loaded.data]);
  // A new screen starts on the first project.
  useEffect(() => {
    if (screenId === undefined && projectId === undefined && projects[0]) setProjectId(projects[0].value);
  }, [screenId, projectId, projects]);

  const bindings = useProjectBindings(projectId);
  const change = (next: ScreenLayout) => {
    setLayout(next);
    setDirty(true);
  };
  const widget = layout.widgets.find((w) => w.id === selected);

  const add = (kind: ScreenWidgetKind) => {
    const added = addWidget(layout, kind);
    if (!added) return void message.warning(t('screens:editor.gridFull'));
    change(added.layout);
    setSelected(added.id);
    setTab('widget');
  };

  const save = async () => {
    const parsed = ScreenCreateSchema.safeParse({ projectId, name, layout });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue?.message.startsWith('validation.') ? issue.message : 'validation.widgetConfig';
      return void message.error(t(builtKey(`messages:${key}`)));
    }
    setSaving(true);
    try {
      const saved =
        screenId === undefined
          ? await screensApi.create(client, parsed.data)
          : await screensApi.update(client, screenId, { name: parsed.data.name, layout: parsed.data.layout });
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: ['screens'] });
      void message.success(t('screens:editor.saved'));
      if (screenId === undefined) setCreated(saved.id);
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (screenId !== undefined && loaded.isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (screenId !== undefined && loaded.isError) return <Empty description={t('screens:display.notFound')} />;

  return (
    <Card
      data-testid="screen-editor"
      title={screenId === undefined ? t('screens:editor.newTitle') : t('screens:editor.editTitle', { name: loaded.data?.name ?? '' })}
      extra={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(SCREEN_LIST_PATH)}>
            {t('screens:display.back')}
          </Button>
          <Button
            icon={<FundProjectionScreenOutlined />}
            disabled={screenId === undefined || dirty}
            onClick={() => void navigate(screenDisplayPath(screenId!))}
            data-testid="screen-preview"
          >
            {t('screens:list.open')}
          </Button>
          {screenId !== undefined && loaded.data && <ShareButton objectType="screen" objectId={screenId} name={loaded.data.name} />}
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="screen-save">
            {t('screens:editor.save')}
          </Button>
        </Space>
      }
      styles={{ body: { padding: 12 } }}
    >
      <Flex gap={12} align="flex-start">
        <Flex vertical gap={6} style={{ width: 148, flex: 'none' }} data-testid="screen-palette">
          {SCREEN_WIDGET_KINDS.map((kind) => (
            <Button key={kind} block onClick={() => add(kind)} data-testid={`palette-${kind}`}>
              {t(builtKey(`screens:kinds.${kind}`))}
            </Button>
          ))}
        </Flex>
        <div style={{ flex: 1, minWidth: 0 }}>
          <EditorCanvas
            layout={layout}
            selected={selected}
            onSelect={(id) => {
              setSelected(id);
              if (id) setTab('widget');
            }}
            onPlace={(id, rect) => {
              const next = placeWidget(layout, id, rect);
              if (next === layout) return;
              change(next);
            }}
          />
        </div>
        <div style={{ width: 280, flex: 'none' }}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            size="small"
            items={[
              {
                key: 'screen',
                label: t('screens:editor.screenTab'),
                children: (
                  <ScreenSettings
                    key={loaded.data?.id ?? 'new'}
                    name={name}
                    projectId={projectId}
                    projects={projects}
                    isNew={screenId === undefined}
                    layout={layout}
                    onName={(value) => {
                      setName(value);
                      setDirty(true);
                    }}
                    onProject={(value) => {
                      setProjectId(value);
                      // Points and views belong to a project: a new project starts the widgets afresh.
                      change({
                        ...layout,
                        widgets: layout.widgets.filter((w: ScreenWidget) => !['kpi', 'lineChart', 'barChart', 'scada'].includes(w.kind)),
                      });
                    }}
                    onLayout={(patch) => change({ ...layout, ...patch })}
                    onGrid={(rows, columns) => {
                      const next = resizeGrid(layout, rows, columns);
                      if (next.dropped > 0) void message.warning(t('screens:editor.dropped', { count: next.dropped }));
                      change(next.layout);
                    }}
                  />
                ),
              },
              {
                key: 'widget',
                label: t('screens:editor.widgetTab'),
                children: widget ? (
                  <WidgetProperties
                    widget={widget}
                    pointOptions={bindings.pointOptions}
                    viewOptions={bindings.viewOptions}
                    deviceOptions={bindings.deviceOptions}
                    onChange={(patch) => change(updateWidget(layout, widget.id, patch))}
                    onRemove={() => {
                      change(removeWidget(layout, widget.id));
                      setSelected(null);
                    }}
                  />
                ) : (
                  <Empty description={t('screens:editor.selectHint')} />
                ),
              },
            ]}
          />
        </div>
      </Flex>
    </Card>
  );
}

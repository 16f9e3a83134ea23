import { SCREEN_FITS, SCREEN_SIZE_PRESETS, SCREEN_THEMES, SCREEN_TITLE_MAX, ScreenNameSchema, type ScreenLayout } from '@fieldlink/domain';
import { Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { schemaProblem } from '../../../lib/forms/schemaProblem';

/** The screen's own settings: name, project (when new), title, design size, fit, theme and grid. */
export function ScreenSettings({
  name,
  projectId,
  projects,
  isNew,
  layout,
  onName,
  onProject,
  onLayout,
  onGrid,
}: {
  name: string;
  projectId: number | undefined;
  projects: { value: number; label: string }[];
  isNew: boolean;
  layout: ScreenLayout;
  onName(name: string): void;
  onProject(projectId: number): void;
  onLayout(change: Partial<ScreenLayout>): void;
  onGrid(rows: number, columns: number): void;
}) {
  const { t } = useTranslation();
  // The name is checked as typed, by the same schema the server holds it to.
  const problem = name === '' ? null : schemaProblem(ScreenNameSchema, name);
  const preset = SCREEN_SIZE_PRESETS.findIndex((p) => p.width === layout.width && p.height === layout.height);
  return (
    <Form layout="vertical" size="small" data-testid="screen-settings">
      <Form.Item
        label={t('screens:editor.name')}
        required
        {...(problem ? { validateStatus: 'error' as const, help: t(`messages:${problem.key}`, problem.params) } : {})}
      >
        <Input value={name} onChange={(e) => onName(e.target.value)} data-testid="screen-name" />
      </Form.Item>
      <Form.Item label={t('screens:list.project')} required>
        <Select
          showSearch
          optionFilterProp="label"
          value={projectId}
          disabled={!isNew}
          onChange={onProject}
          options={projects}
          data-testid="screen-project"
        />
      </Form.Item>
      <Form.Item label={t('screens:editor.title')}>
        <Input
          value={layout.title}
          maxLength={SCREEN_TITLE_MAX}
          onChange={(e) => onLayout({ title: e.target.value })}
          data-testid="screen-title"
        />
      </Form.Item>
      <Form.Item label={t('screens:editor.size')}>
        <Select
          value={preset >= 0 ? preset : -1}
          onChange={(index: number) => {
            const size = SCREEN_SIZE_PRESETS[index];
            if (size) onLayout({ width: size.width, height: size.height });
          }}
          options={[
            ...SCREEN_SIZE_PRESETS.map((p, index) => ({ value: index, label: `${p.width} × ${p.height}` })),
            { value: -1, label: t('screens:editor.customSize'), disabled: true },
          ]}
        />
        <Space style={{ marginTop: 8 }}>
          <InputNumber
            min={320}
            max={7680}
            value={layout.width}
            onChange={(width) => width && onLayout({ width })}
            aria-label={t('screens:editor.width')}
          />
          ×
          <InputNumber
            min={240}
            max={4320}
            value={layout.height}
            onChange={(height) => height && onLayout({ height })}
            aria-label={t('screens:editor.height')}
          />
        </Space>
      </Form.Item>
      <Form.Item label={t('screens:editor.fit')} extra={t(`screens:fitHints.${layout.fit}`)}>
        <Radio.Group
          value={layout.fit}
          onChange={(e) => onLayout({ fit: e.target.value as ScreenLayout['fit'] })}
          options={SCREEN_FITS.map((f) => ({ value: f, label: t(`screens:fits.${f}`) }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label={t('screens:editor.theme')}>
        <Radio.Group
          value={layout.theme}
          onChange={(e) => onLayout({ theme: e.target.value as ScreenLayout['theme'] })}
          options={SCREEN_THEMES.map((theme) => ({ value: theme, label: t(`screens:themes.${theme}`) }))}
          optionType="button"
        />
      </Form.Item>
      <Space>
        <Form.Item label={t('screens:editor.rows')}>
          <InputNumber
            min={1}
            max={24}
            value={layout.rows}
            onChange={(rows) => rows && onGrid(rows, layout.columns)}
            data-testid="screen-rows"
          />
        </Form.Item>
        <Form.Item label={t('screens:editor.columns')}>
          <InputNumber
            min={1}
            max={24}
            value={layout.columns}
            onChange={(columns) => columns && onGrid(layout.rows, columns)}
            data-testid="screen-columns"
          />
        </Form.Item>
      </Space>
    </Form>
  );
}

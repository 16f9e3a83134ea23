import { Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { auditDiff, type DiffRow } from '../utils/auditDiff';

/** The before/after of one operation, field by field, changed fields marked. */
export function AuditDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  // On a creation or a deletion every field "changes": mark fields only on an update.
  const update = before != null && after != null;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit:diff.none')} />;
  const cell = (changed: boolean, tone: 'danger' | 'success') => (value: string) =>
    value === '' ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <Typography.Text code type={changed ? tone : undefined} style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Text>
    );
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      data-testid="audit-diff"
      columns={[
        {
          title: t('audit:diff.field'),
          dataIndex: 'field',
          width: 180,
          render: (field: string, row) => (
            <>
              {field}
              {update && row.changed && (
                <Tag color="orange" style={{ marginInlineStart: 8 }}>
                  {t('audit:diff.changed')}
                </Tag>
              )}
            </>
          ),
        },
        {
          title: t('audit:diff.before'),
          dataIndex: 'before',
          render: (value: string, row) => cell(update && row.changed, 'danger')(value),
        },
        { title: t('audit:diff.after'), dataIndex: 'after', render: (value: string, row) => cell(update && row.changed, 'success')(value) },
      ]}
    />
  );
}

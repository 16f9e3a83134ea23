import {
  csvHeaderIssue,
  XDATA_CSV_MAX_BYTES,
  type XDataSource,
  XDATA_DESCRIPTION_MAX,
  XDATA_NAME_MAX,
  XDATA_TABLE_NAME_MAX,
} from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Progress, Radio, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { uploadCsv, xdataApi } from '../api/xdataApi';
import { QueryTable } from '../components/QueryTable';
import { validValues } from '../../../lib/forms/validValues';

/** Data sources (spec §2, §3, §5): CSV tables of the company, uploaded with progress, previewed 5 rows. */
export function XDataSourcesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['xdata', 'sources'], queryFn: () => xdataApi.sources(client) });
  const [preview, setPreview] = useState<XDataSource | undefined>();
  const previewRows = useQuery({
    queryKey: ['xdata', 'preview', preview?.id],
    queryFn: () => xdataApi.sourcePreview(client, preview!.id),
    enabled: !!preview,
  });
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [form] = Form.useForm<{ name: string; tableName: string; description: string; updateMethod: string }>();
  const remove = useMutation({
    mutationFn: (id: number) => xdataApi.removeSource(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['xdata'] }),
  });

  async function submit() {
    const fields = await validValues(form);
    if (!fields) return;
    if (!file) return setError(t('xdata:chooseFile'));
    if (!/\.csv$/iu.test(file.name)) return setError(t('messages:error.xdataFileType'));
    if (file.size > XDATA_CSV_MAX_BYTES) return setError(t('messages:error.xdataFileSize'));
    // The header's checks before sending (the server checks again).
    const header =
      (await file.slice(0, 64 * 1024).text())
        .split(/\r?\n/u)[0]
        ?.split(',')
        .map((c) => c.replace(/^"|"$/gu, '').trim()) ?? [];
    const issue = csvHeaderIssue(fields.tableName, header);
    if (issue) return setError(t(`messages:${issue.key}`, issue.params));
    setError(undefined);
    setProgress(0);
    try {
      await uploadCsv(client, '/xdata/sources', fields, file, setProgress);
      void message.success(t('xdata:uploaded'));
      setOpen(false);
      form.resetFields();
      setFile(undefined);
      void queryClient.invalidateQueries({ queryKey: ['xdata'] });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <AdminPage
      title={t('xdata:sources')}
      testId="xdata-sources-page"
      actions={
        <Permission page="xData_source" need="add">
          <Button type="primary" onClick={() => setOpen(true)} data-testid="xdata-upload">
            {t('xdata:upload')}
          </Button>
        </Permission>
      }
    >
      <Table
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={[
          { title: t('xdata:name'), dataIndex: 'name' },
          { title: t('xdata:tableName'), dataIndex: 'tableName' },
          { title: t('xdata:description'), dataIndex: 'description' },
          { title: t('xdata:rows'), dataIndex: 'rowCount' },
          { title: t('xdata:columns'), render: (_, s) => s.columns.map((c) => `${c.name}:${t(`xdata:type.${c.type}`)}`).join(', ') },
          {
            title: '',
            render: (_, s) => (
              <>
                <Button size="small" onClick={() => setPreview(s)}>
                  {t('xdata:preview')}
                </Button>{' '}
                <Permission page="xData_source" need="delete">
                  <Button size="small" danger onClick={() => remove.mutate(s.id)}>
                    {t('xdata:delete')}
                  </Button>
                </Permission>
              </>
            ),
          },
        ]}
      />
      <Modal open={!!preview} title={preview?.name} width={900} footer={null} onCancel={() => setPreview(undefined)}>
        <QueryTable result={previewRows.data} />
      </Modal>
      <Modal
        open={open}
        title={t('xdata:upload')}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={progress !== undefined}
      >
        <Form form={form} layout="vertical" initialValues={{ updateMethod: 'replace', description: '' }}>
          <Form.Item
            name="name"
            label={t('xdata:name')}
            rules={[{ required: true, whitespace: true, message: t('messages:validation.required') }]}
          >
            <Input maxLength={XDATA_NAME_MAX} />
          </Form.Item>
          <Form.Item
            name="tableName"
            label={t('xdata:tableName')}
            rules={[{ required: true, whitespace: true, message: t('messages:validation.required') }]}
          >
            <Input maxLength={XDATA_TABLE_NAME_MAX} />
          </Form.Item>
          <Form.Item name="description" label={t('xdata:description')}>
            <Input.TextArea maxLength={XDATA_DESCRIPTION_MAX} />
          </Form.Item>
          <Form.Item name="updateMethod" label={t('xdata:updateMethod')}>
            <Radio.Group
              options={[
                { value: 'replace', label: t('xdata:replace') },
                { value: 'append', label: t('xdata:append') },
              ]}
            />
          </Form.Item>
          <Upload accept=".csv" maxCount={1} beforeUpload={(f) => (setFile(f), false)} onRemove={() => setFile(undefined)}>
            <Button>{t('xdata:chooseFile')}</Button>
          </Upload>
          {progress !== undefined && <Progress percent={progress} />}
          {error && <Alert type="error" message={error} style={{ marginTop: 12 }} data-testid="xdata-upload-error" />}
        </Form>
      </Modal>
    </AdminPage>
  );
}

import { Form, Select, TreeSelect } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { useProjectGrouping } from '../hooks/useProjectGrouping';
import { projectTree } from '../utils/projectTree';

export interface ProjectPlacementFieldsProps {
  /** The project's company (when editing); a new project goes to the caller's. */
  companyId?: number;
}

/** The group and tree-node fields of a project form, offering only the project's company's. */
export function ProjectPlacementFields({ companyId }: ProjectPlacementFieldsProps) {
  const { t } = useTranslation();
  const profile = useProfile(useShellKind()).data;
  const { groups, nodes } = useProjectGrouping();
  const company = companyId ?? profile?.companyId ?? undefined;
  const own = <T extends { companyId: number }>(rows: T[]) =>
    company === undefined ? rows : rows.filter((row) => row.companyId === company);
  const tree = projectTree(own(nodes));

  return (
    <>
      <Form.Item name="groupId" label={t('projects:form.group')}>
        <Select
          allowClear
          placeholder={t('projects:form.none')}
          options={own(groups).map((group) => ({ value: group.id, label: group.name }))}
          data-testid="project-form-group"
        />
      </Form.Item>
      <Form.Item name="treeNodeId" label={t('projects:form.treeNode')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('projects:form.none')}
          treeData={tree}
          data-testid="project-form-treeNode"
        />
      </Form.Item>
    </>
  );
}

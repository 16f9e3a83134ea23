import { Select } from 'antd';
import { useProjectOptions } from '../hooks/useProjectOptions';

export interface ProjectFilterProps {
  placeholder: string;
  onChange: (projectId: number | undefined) => void;
  /** Set when the filter follows the address; left out, the select keeps its own value. */
  value?: number;
  testId?: string;
}

/** A list's project filter: the projects the user may see, searchable by name, clearable. */
export function ProjectFilter({ placeholder, onChange, value, testId }: ProjectFilterProps) {
  const options = useProjectOptions();
  return (
    <Select
      allowClear
      value={value}
      placeholder={placeholder}
      style={{ width: 180 }}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      onChange={(projectId?: number) => onChange(projectId)}
      data-testid={testId}
    />
  );
}

/** A native select (the phone's own picker), for the mobile forms' project and device choice. */
export function NativeSelect({
  value,
  onChange,
  options,
  placeholder,
  testId,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  options: { id: number; name: string }[];
  placeholder: string;
  testId: string;
}) {
  return (
    <select
      data-testid={testId}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      style={{ width: '100%', fontSize: 16, padding: '6px 0', border: 0, background: 'transparent', color: value ? '#333' : '#999' }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
